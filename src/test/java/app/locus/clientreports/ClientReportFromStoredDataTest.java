package app.locus.clientreports;

import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.ReportSync;
import app.locus.reports.SyncTarget;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.BrandingService;
import app.locus.upstream.Lane;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.RankedBusiness;
import app.locus.upstream.api.scans.ScanRequest;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The client report made from data stored the way the demo's is (issue 48, item 1): a map
 * scan run at the simulator and kept by the report sync, an AI answer's scan, profile
 * changes sent by the agency. The PDF is read back as text, page by page, and checked
 * against that data and against itself; its pages are drawn as PNGs under
 * {@code target/client-report-pages/} for a person to look at.
 */
@IntegrationTest
class ClientReportFromStoredDataTest {

	static final String BRAND = "Harbor Local Marketing";

	static final String AI_KEYWORD = "best bakery for croissants";

	/** The agency's profile writes of the period, as the audit keeps them. */
	static final List<String> PROFILE_WRITES = List.of("gbp.update-hours", "gbp.create-post", "gbp.delete-post");

	/** How the timeline and the section word them (the profile editor's words). */
	static final List<String> PROFILE_WORDS = List.of("Opening hours changed", "Post published", "Post removed");

	static final Pattern FOOTER = Pattern.compile("Prepared by " + BRAND + " · page (\\d+) of (\\d+)");

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	LocalVisibilityClient client;

	@Autowired
	ReportSync sync;

	@Autowired
	AuditLog audit;

	@Autowired
	BrandingService branding;

	@Autowired
	ClientReportService reports;

	Tenant tenant;

	@BeforeEach
	void aWorkspaceWithAScanKeptBySyncAnAiScanAndProfileChanges() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Report test", 100_000,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		branding.update(BRAND, "#0a7d5a");
		client.scans()
			.run(tenant.workspace(), Lane.BACKGROUND,
					new ScanRequest(new PlaceId(DemoData.BLUE_BOTTLE_DIVISION), Keyword.of("bakery"),
							LatLng.of("45.504812", "-122.629771"), GridSize.forScan(5), Radius.of("2"), Measurement.MI,
							Platform.GOOGLE, false, false));
		assertThat(sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()), Duration.ZERO).failures()).isEmpty();
		new StoredScans(db).scan(tenant.agency(), tenant.workspace(), LocalDate.now(ZoneOffset.UTC).minusDays(1),
				AI_KEYWORD, StoredScans.SIXTY_FOUR, "12.5", Platform.CHATGPT);
		PROFILE_WRITES.forEach(action -> audit.record(AuditEntry.success(tenant.agency(), tenant.workspace(), action,
				DemoData.BLUE_BOTTLE_DIVISION, "test")));
		reports.saveTemplate(tenant.workspace(), new TemplateInput(EnumSet.of(Section.SUMMARY, Section.HEATMAPS,
				Section.TRENDS, Section.COMPETITORS, Section.PROFILE_CHANGES), List.of(), ReportPeriod.LAST_7_DAYS));
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void namesTheBusinessesTheServiceRankedWithTheirReviewsAndRatingTheClientsOwnLineIncluded() throws IOException {
		CompetitorReport ranked = serviceCompetitorReport();
		String text = PdfText.of(pdf());

		assertThat(text).doesNotContain("Unnamed business");
		List<String> lines = Arrays.asList(text.split("\\R"));
		List<RankedBusiness> expected = new ArrayList<>(ranked.businesses().subList(0, 10));
		RankedBusiness own = ranked.businesses()
			.stream()
			.filter(business -> DemoData.BLUE_BOTTLE_DIVISION.equals(business.placeId()))
			.findFirst()
			.orElseThrow();
		if (!expected.contains(own)) {
			expected.add(own);
		}
		for (RankedBusiness business : expected) {
			String name = business.name() + (business == own ? " (you)" : "");
			assertThat(lines).as("the line of " + name)
				.anySatisfy(line -> assertThat(line).startsWith(name)
					.contains(" " + business.reviews() + " ")
					.endsWith(" " + business.rating().stripTrailingZeros().toPlainString()));
		}
	}

	@Test
	void listsInItsProfileSectionTheChangesItsTimelineMarks() throws IOException {
		String text = PdfText.of(pdf());

		String section = text.substring(text.indexOf("Business profile changes"));
		assertThat(section).doesNotContain("No change to your business profile");
		assertThat(text).contains(PROFILE_WRITES.size() + " GBP changes sent on ");
		for (String words : PROFILE_WORDS) {
			assertThat(section).as("the section's row of " + words).contains(words + " Made by your agency");
		}
	}

	@Test
	void drawsTheAiAnswersScanApartFromTheShareOfLocalVoice() throws IOException {
		String text = PdfText.of(pdf());

		assertThat(text).contains("Share of local voice and average rank in map searches for: bakery.",
				"Share of AI voice, how often AI answers name you, for: " + AI_KEYWORD + ".");
	}

	@Test
	void hasEverySectionInOrderNoHeadingLastOnAPageAndAFooterWithItsPageNumbers() throws IOException {
		byte[] pdf = pdf();
		List<List<String>> pages = PdfPages.lines(pdf);
		List<String> headings = List.of("Summary", "Heatmaps", "Visibility over time", "Competitors",
				"Business profile changes");

		List<String> all = pages.stream().flatMap(List::stream).toList();
		assertThat(all.stream().filter(headings::contains).toList()).containsExactlyElementsOf(headings);
		for (int page = 0; page < pages.size(); page++) {
			List<String> lines = pages.get(page);
			Matcher footer = FOOTER.matcher(lines.get(lines.size() - 1));
			assertThat(footer.matches()).as("the footer of page " + (page + 1) + ": " + lines.get(lines.size() - 1))
				.isTrue();
			assertThat(footer.group(1)).isEqualTo(Integer.toString(page + 1));
			assertThat(footer.group(2)).isEqualTo(Integer.toString(pages.size()));
			// a page of charts alone has no line above its footer
			String last = lines.size() < 2 ? "" : lines.get(lines.size() - 2);
			assertThat(headings).as("the last line of page " + (page + 1) + " above its footer").doesNotContain(last);
		}
		List<Path> images = PdfPages.images(pdf, Path.of("target", "client-report-pages"));
		assertThat(images).hasSize(pages.size());
	}

	private byte[] pdf() {
		TenantFixture.signIn(tenant.manager());
		return reports.download(tenant.workspace(), reports.generateNow(tenant.workspace()).id()).pdf();
	}

	/**
	 * The competitor report as the service answers it whole: the declaration to match.
	 */
	private CompetitorReport serviceCompetitorReport() {
		String key = db.select(REPORT.REPORT_KEY)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.and(REPORT.TYPE.eq("COMPETITOR"))
			.fetchSingle(REPORT.REPORT_KEY);
		return client.reports().competitorReport(tenant.workspace(), Lane.BACKGROUND, ReportKey.of(key), null);
	}

}
