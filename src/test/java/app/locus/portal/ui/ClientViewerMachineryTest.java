package app.locus.portal.ui;

import static app.locus.db.Tables.REPORT;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Pattern;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.campaigns.Campaign;
import app.locus.campaigns.CampaignService;
import app.locus.reports.ReportType;
import app.locus.reports.SyncTarget;
import app.locus.reports.ui.ReportsNavigation;
import app.locus.simulator.DemoData;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.credentials.ApiKeyService;
import com.vaadin.flow.component.UI;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * A client viewer walks every page of their side navigation and the pages of a scan, a
 * competitor and a campaign report, on the demo's Blue Bottle account synced from the
 * simulator, and reads none of the machinery behind the portal (issue 48, item 9;
 * docs/ui.md, "Client viewers"): no ISO timestamp, no place id or long hex id, no
 * coordinates, no raw JSON, no word of the vendor whose dashboard the agency uses.
 */
class ClientViewerMachineryTest extends UiTest {

	/** What each kind of machinery looks like in a line of text. */
	static final Map<String, Pattern> MACHINERY = machinery();

	/** How Karibu writes a link component's address in a grid's row. */
	private static final Pattern LINK_ADDRESS = Pattern.compile("href='[^']*'");

	@Autowired
	ApiKeyService keys;

	@Autowired
	WorkspaceSync sync;

	@Autowired
	CampaignService campaigns;

	@Autowired
	DSLContext db;

	TestAgency agency;

	WorkspaceId workspace;

	List<String> reportPages;

	@BeforeEach
	void blueBottleSynced() {
		agency = tenants.agency();
		workspace = agency.workspace("Blue Bottle");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		keys.add(workspace, "Demo", DemoData.BLUE_BOTTLE_KEY, null);
		assertThat(sync.run(List.of(new SyncTarget(agency.id(), workspace)), Duration.ZERO).failures()).isEmpty();
		String run = newest(ReportType.CAMPAIGN);
		String campaignKey = db.select(REPORT.CAMPAIGN_KEY)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.REPORT_KEY.eq(run))
			.and(REPORT.TYPE.eq(ReportType.CAMPAIGN.name()))
			.fetchSingle(REPORT.CAMPAIGN_KEY);
		Campaign campaign = campaigns.list(workspace)
			.stream()
			.filter(each -> each.key().value().equals(campaignKey))
			.findFirst()
			.orElseThrow();
		TestTenants.signOut();
		reportPages = new ArrayList<>();
		for (ReportType type : List.of(ReportType.SCAN, ReportType.COMPETITOR)) {
			reportPages.add(ReportsNavigation.detailPath(workspace.value(), type, newest(type)));
		}
		reportPages.add(ReportsNavigation.detailPath(workspace.value(), ReportType.CAMPAIGN, run));
		reportPages.add("w/" + workspace + "/campaigns/" + campaign.id() + "/reports/" + run);
	}

	@Test
	void aClientViewerReadsNoIdsCoordinatesJsonTimestampsOrVendorOnAnyPageTheyReach() {
		signInAs(agency.user(Role.CLIENT_VIEWER, workspace));
		navigate("w/" + workspace + "/overview");
		Set<String> pages = new LinkedHashSet<>(navLinks().values());
		pages.addAll(reportPages);

		List<String> found = new ArrayList<>();
		for (String path : pages) {
			navigate(path);
			awaitPage(() -> !PageText.visible().toLowerCase(Locale.ROOT).contains("loading"), PageText::visible);
			String at = UI.getCurrent().getInternals().getActiveViewLocation().getPath();
			PageText.visible()
				.lines()
				// a link's address is not shown (Karibu writes a grid's link cells with
				// it)
				.map(line -> LINK_ADDRESS.matcher(line).replaceAll(""))
				.forEach(line -> MACHINERY.forEach((kind, pattern) -> {
					if (pattern.matcher(line).find()) {
						found.add(at + ": " + kind + ": " + line);
					}
				}));
		}

		assertThat(pages).as("pages walked").hasSizeGreaterThan(reportPages.size());
		assertThat(found).isEmpty();
	}

	private String newest(ReportType type) {
		return db.select(REPORT.REPORT_KEY)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq(type.name()))
			.orderBy(REPORT.REPORT_DATE.desc(), REPORT.REPORT_KEY)
			.limit(1)
			.fetchSingle(REPORT.REPORT_KEY);
	}

	private static Map<String, Pattern> machinery() {
		Map<String, Pattern> kinds = new LinkedHashMap<>();
		kinds.put("an ISO timestamp", Pattern.compile("\\d{4}-\\d{2}-\\d{2}T\\d{2}:\\d{2}"));
		kinds.put("a place id", Pattern.compile("\\bChIJ[\\w-]{6,}"));
		kinds.put("a hex id", Pattern.compile("\\b[0-9a-f]{15,}\\b"));
		kinds.put("coordinates", Pattern.compile("-?\\d{1,3}\\.\\d{3,}\\s*,\\s*-?\\d{1,3}\\.\\d{3,}"));
		kinds.put("raw JSON", Pattern.compile("\\{\\s*\"\\w+\"\\s*:|\"\\w+\"\\s*:\\s*[\\[{\"]"));
		kinds.put("the vendor", Pattern.compile("(?i)\\bvendor"));
		return kinds;
	}

}
