package app.locus.portal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Optional;

import app.locus.base.ForbiddenException;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarService;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignReportService;
import app.locus.campaigns.CampaignRunReport;
import app.locus.campaigns.CampaignService;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.monitoring.MonitoringService;
import app.locus.monitoring.ReviewsRecord;
import app.locus.monitoring.repository.MonitoringRepository;
import app.locus.monitoring.repository.MonitoringRepository.ReviewsRow;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignStatus;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The services, not only the pages, answer a client viewer no credits, costs or prices
 * while the agency does not let clients see them (DD159): campaign rows, calendar
 * entries, a campaign run's report and the reviews analyses carry no figure (an empty
 * value, never a 0), and the campaign's quote and planned spend are refused. With the
 * setting on, and for agency staff, the figures are there.
 */
@IntegrationTest
class CostFiguresInServiceAnswersTest {

	/** One location × one keyword × a 7×7 grid. */
	private static final long CREDITS_PER_RUN = 49;

	/** What the service says the stored campaign run spent. */
	private static final int CREDITS_USED = 98;

	/** Two analysed locations at $19 each. */
	private static final BigDecimal REVIEWS_PRICE = new BigDecimal("38");

	@Autowired
	DSLContext db;

	@Autowired
	ApplicationContext context;

	@Autowired
	CostVisibility costs;

	@Autowired
	CampaignRepository campaignRows;

	@Autowired
	MonitoringRepository monitoringRows;

	@Autowired
	CampaignService campaigns;

	@Autowired
	CampaignReportService campaignReports;

	@Autowired
	CalendarService calendar;

	@Autowired
	ReportService reports;

	@Autowired
	MonitoringService monitoring;

	Tenant tenant;

	CampaignId campaign;

	ReportKey run;

	LocalDate today;

	@BeforeEach
	void aCampaignWithARunAndAReviewsAnalysis() {
		tenant = new TenantFixture(db).tenant();
		today = LocalDate.now(ZoneOffset.UTC);
		CampaignKey key = CampaignKey.of(Dd010Samples.key());
		Campaign weekly = new Campaign(CampaignId.random(), key, "Weekly bakery", List.of(Dd010Samples.PLACE),
				List.of("bakery"), new GridSize(7), new BigDecimal("2"), Measurement.MI,
				new RunSchedule(today.plusDays(1), LocalTime.NOON, Frequency.WEEKLY), CampaignStatus.ACTIVE,
				Campaign.Origin.LOCUS);
		campaignRows.insert(tenant.workspace(), weekly, null, Instant.now());
		campaign = weekly.id();
		ObjectNode report = Dd010Samples.campaign(Dd010Samples.key(), key.value(), today.minusDays(3));
		report.put("credits_used", Integer.toString(CREDITS_USED));
		run = new StoredReports(context).campaign(tenant.agency(), tenant.workspace(), report).key();
		monitoringRows
			.saveReviews(tenant.agency(), tenant.workspace(),
					List.of(new ReviewsRow(new ReviewsRecord(Dd010Samples.key(), "Bakery reviews", today,
							Frequency.MONTHLY, "Bakery, Rival", 2, null, null, null, null), "v1", "{}")),
					Instant.now());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void aClientViewerGetsNoCreditFiguresWhileTheAgencyDoesNotAllowIt() {
		TenantFixture.signIn(tenant.viewer());

		assertThat(campaigns.list(tenant.workspace())).singleElement()
			.satisfies(row -> assertThat(row.creditsPerRun()).isEmpty());
		assertThat(campaigns.get(tenant.workspace(), campaign).creditsPerRun()).isEmpty();
		assertThat(nextWeek()).isNotEmpty().allSatisfy(entry -> assertThat(entry.credits()).isEmpty());
		CampaignRunReport stored = storedRun();
		assertThat(stored.campaign().creditsPerRun()).isEmpty();
		assertThat(stored.report().creditsUsed()).isNull();
		assertThat(reports.detail(tenant.workspace(), ReportType.CAMPAIGN, run).payload().has("credits_used"))
			.isFalse();
		assertThat(monitoring.reviews(tenant.workspace())).singleElement()
			.satisfies(reviews -> assertThat(reviews.priceUsd()).isEmpty());
		assertThatThrownBy(() -> campaigns.plannedSpend(tenant.workspace(), today, today.plusDays(28)))
			.isInstanceOf(ForbiddenException.class)
			.hasMessage(CostVisibility.REFUSAL);
	}

	@Test
	void aClientViewerGetsTheFiguresOnceTheAgencyAllowsIt() {
		TenantFixture.signIn(tenant.admin());
		costs.setClientsSeeCosts(true);
		TenantFixture.signIn(tenant.viewer());

		assertFiguresFor(tenant.viewer());
	}

	@Test
	void agencyStaffGetTheFiguresWhateverTheSetting() {
		TenantFixture.signIn(tenant.manager());

		assertFiguresFor(tenant.manager());
	}

	private void assertFiguresFor(LocusUser reader) {
		assertThat(costs.requireShown(tenant.workspace()).id()).isEqualTo(reader.id());
		assertThat(campaigns.list(tenant.workspace())).singleElement()
			.satisfies(row -> assertThat(row.creditsPerRun()).hasValue(CREDITS_PER_RUN));
		assertThat(campaigns.get(tenant.workspace(), campaign).creditsPerRun()).hasValue(CREDITS_PER_RUN);
		assertThat(nextWeek()).isNotEmpty().allSatisfy(entry -> assertThat(entry.credits()).hasValue(CREDITS_PER_RUN));
		CampaignRunReport stored = storedRun();
		assertThat(stored.campaign().creditsPerRun()).hasValue(CREDITS_PER_RUN);
		assertThat(stored.report().creditsUsed()).isEqualTo(CREDITS_USED);
		assertThat(monitoring.reviews(tenant.workspace())).singleElement()
			.satisfies(reviews -> assertThat(reviews.priceUsd())
				.hasValueSatisfying(price -> assertThat(price).isEqualByComparingTo(REVIEWS_PRICE)));
		assertThat(campaigns.plannedSpend(tenant.workspace(), today, today.plusDays(28))).isNotEmpty();
	}

	private List<CalendarEntry> nextWeek() {
		return calendar.entries(tenant.workspace(), today, today.plusDays(8));
	}

	private CampaignRunReport storedRun() {
		Optional<CampaignRunReport> stored = campaignReports.storedReport(tenant.workspace(), campaign, run);
		assertThat(stored).isPresent();
		return stored.orElseThrow();
	}

}
