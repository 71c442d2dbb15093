package app.locus.timeline;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.GUARD_REPORT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.tuple;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.DbTime;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.StoredReports;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.campaigns.CampaignStatus;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The marks of trend charts: what was sent to Google, what profile protection saw and
 * which campaigns ran, each at its day, only the workspace's own, one mark per kind and
 * day.
 */
@IntegrationTest
class TimelineServiceTest {

	private static final LocalDate FROM = LocalDate.of(2026, 11, 1);

	private static final LocalDate TO = LocalDate.of(2026, 11, 30);

	private static final LocalDate SENT = LocalDate.of(2026, 11, 3);

	private static final LocalDate SEEN = LocalDate.of(2026, 11, 10);

	private static final LocalDate RAN = LocalDate.of(2026, 11, 27);

	private static final String PLACE = Dd010Samples.PLACE;

	private static final String CHANGED_WEBSITE = """
			{"report_key":"%s","status":"alert","changes":[{"field":"websiteUri",
			"old_value":"https://bakery.example","new_value":"http://bakery-cheap.example"}]}""";

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	CampaignRepository campaigns;

	@Autowired
	TimelineService timeline;

	Tenant tenant;

	Tenant other;

	@BeforeEach
	void twoTenants() {
		tenant = new TenantFixture(db).tenant();
		other = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void each_kind_of_event_is_marked_at_its_day_in_plain_words() {
		sent(tenant, "gbp.update-hours", PLACE, SENT);
		seen(tenant, PLACE, SEEN);
		ran(tenant, PLACE, RAN);

		assertThat(timeline.marks(tenant.workspace(), null, FROM, TO))
			.extracting(EventMark::day, EventMark::kind, EventMark::whats)
			.containsExactly(tuple(SENT, EventKind.GBP_CHANGE, List.of("Opening hours changed")),
					tuple(SEEN, EventKind.GUARD_CHANGE,
							List.of("The profile of \"Bakery Main St\" changed: Website changed from "
									+ "\"https://bakery.example\" to \"http://bakery-cheap.example\"")),
					tuple(RAN, EventKind.CAMPAIGN_RUN, List.of("Campaign \"Bakery weekly\" ran")));
	}

	@Test
	void a_client_viewer_reads_the_same_marks() {
		sent(tenant, "gbp.update-hours", PLACE, SENT);
		ran(tenant, PLACE, RAN);
		TenantFixture.signIn(tenant.viewer());

		assertThat(timeline.marks(tenant.workspace(), PLACE, FROM, TO)).extracting(EventMark::title)
			.containsExactly("GBP change sent on 3 Nov 2026", "Campaign run on 27 Nov 2026");
	}

	@Test
	void events_of_one_kind_on_one_day_make_one_mark_that_counts_them() {
		sent(tenant, "gbp.update-hours", PLACE, RAN);
		sent(tenant, "gbp.create-post", PLACE, RAN);
		sent(tenant, "gbp.update-location", PLACE + "/item-7", RAN);
		ran(tenant, PLACE, RAN);

		assertThat(timeline.marks(tenant.workspace(), PLACE, FROM, TO)).extracting(EventMark::title, EventMark::whats)
			.containsExactly(
					tuple("3 GBP changes sent on 27 Nov 2026",
							List.of("Opening hours changed", "Post published", "Business details changed")),
					tuple("Campaign run on 27 Nov 2026", List.of("Campaign \"Bakery weekly\" ran")));
	}

	@Test
	void another_workspaces_events_are_never_marked_and_its_marks_are_not_found() {
		sent(other, "gbp.update-hours", PLACE, SENT);
		seen(other, PLACE, SEEN);
		ran(other, PLACE, RAN);

		assertThat(timeline.marks(tenant.workspace(), null, FROM, TO)).isEmpty();
		assertThat(timeline.marks(tenant.workspace(), PLACE, FROM, TO)).isEmpty();
		assertThatThrownBy(() -> timeline.marks(other.workspace(), null, FROM, TO))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void proposals_refused_writes_other_places_and_other_days_are_not_marked() {
		sent(tenant, "gbp.proposal.created", PLACE, SENT);
		sent(tenant, "gbp.approval.setting", tenant.workspace().value(), SENT);
		db.update(AUDIT_EVENT)
			.set(AUDIT_EVENT.OUTCOME, "FAILURE")
			.where(AUDIT_EVENT.ID.eq(sent(tenant, "gbp.update-hours", PLACE, SENT)))
			.execute();
		sent(tenant, "gbp.update-hours", "ChIJanotherPlace", SENT);
		sent(tenant, "gbp.update-hours", PLACE, TO.plusDays(1));
		ran(tenant, "ChIJanotherPlace", RAN);

		assertThat(timeline.marks(tenant.workspace(), PLACE, FROM, TO)).isEmpty();
	}

	@Test
	void a_range_that_ends_before_it_starts_is_refused() {
		assertThatThrownBy(() -> timeline.marks(tenant.workspace(), null, TO, FROM))
			.isInstanceOf(ValidationException.class)
			.hasMessage("The first day must not be after the last day.");
	}

	/** An audit row of the profile editor at noon (UTC) of the day; its id. */
	private long sent(Tenant of, String action, String target, LocalDate day) {
		return db.insertInto(AUDIT_EVENT)
			.set(AUDIT_EVENT.OCCURRED_AT, day.atTime(LocalTime.NOON))
			.set(AUDIT_EVENT.AGENCY_ID, of.agency().value())
			.set(AUDIT_EVENT.WORKSPACE_ID, of.workspace().value())
			.set(AUDIT_EVENT.ACTION, action)
			.set(AUDIT_EVENT.TARGET, target)
			.set(AUDIT_EVENT.OUTCOME, "SUCCESS")
			.set(AUDIT_EVENT.DETAILS, "before: a secret-free snapshot")
			.returning(AUDIT_EVENT.ID)
			.fetchOne(AUDIT_EVENT.ID);
	}

	private void seen(Tenant of, String placeId, LocalDate checked) {
		String key = Dd010Samples.key();
		db.insertInto(GUARD_REPORT)
			.set(GUARD_REPORT.WORKSPACE_ID, of.workspace().value())
			.set(GUARD_REPORT.REPORT_KEY, key)
			.set(GUARD_REPORT.AGENCY_ID, of.agency().value())
			.set(GUARD_REPORT.PLACE_ID, placeId)
			.set(GUARD_REPORT.LOCATION_NAME, "Bakery Main St")
			.set(GUARD_REPORT.STATUS, "alert")
			.set(GUARD_REPORT.DATE_ADDED, checked.minusMonths(2))
			.set(GUARD_REPORT.DATE_LAST, checked)
			.set(GUARD_REPORT.CHANGE_COUNT, 1)
			.set(GUARD_REPORT.VERSION_STAMP, "%064d".formatted(checked.toEpochDay()))
			.set(GUARD_REPORT.PAYLOAD, CHANGED_WEBSITE.formatted(key))
			.set(GUARD_REPORT.STORED_AT, DbTime.utc(Instant.now()))
			.execute();
	}

	private void ran(Tenant of, String placeId, LocalDate day) {
		CampaignKey key = CampaignKey.of(Dd010Samples.key());
		campaigns.insert(of.workspace(),
				new Campaign(CampaignId.random(), key, "Bakery weekly", List.of("ChIJsomewhereElse", placeId),
						List.of("bakery"), new GridSize(5), new BigDecimal("2"), Measurement.MI,
						new RunSchedule(day, LocalTime.NOON, Frequency.WEEKLY), CampaignStatus.ACTIVE,
						Campaign.Origin.LOCUS),
				null, Instant.now());
		new StoredReports(context).campaign(of.agency(), of.workspace(),
				Dd010Samples.campaign(Dd010Samples.key(), key.value(), day));
	}

}
