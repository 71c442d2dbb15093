package app.locus.sharing;

import static app.locus.db.Tables.SHARE_LINK;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.time.LocalDate;
import java.time.LocalDateTime;

import app.locus.base.OneTimeToken;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.HostBrowser;
import app.locus.fixtures.HostBrowser.Page;
import app.locus.fixtures.TestHosts;
import app.locus.fixtures.TestImages;
import app.locus.reports.ReportType;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

/**
 * The page of a share link over real HTTP, signed out, at agency host names: the branded
 * snapshot at the agency's host, and one and the same 404 for a revoked, expired, unknown
 * or malformed token and at another agency's host or the platform's.
 */
@IntegrationTest
class SharePageHttpTest {

	private static final String AGENCY_NAME = "Summit Digital";

	@LocalServerPort
	int port;

	@Autowired
	ShareService shares;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	BrandingService branding;

	@Autowired
	HostNameService hostNames;

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@Autowired
	LanguageService languages;

	String summitHost;

	String otherHost;

	WorkspaceId bakery;

	LocusUser manager;

	HostBrowser browser;

	CreatedShare created;

	String path;

	String notAvailable;

	ReportKey scan;

	@BeforeEach
	void aSharedScanOfAnAgencyWithAHost() {
		TestTenants tenants = new TestTenants(provisioning);
		TestAgency summit = tenants.agency();
		bakery = summit.workspace("Bakery");
		TestTenants.signIn(summit.user(Role.AGENCY_ADMIN));
		branding.update(AGENCY_NAME, "#b45309");
		branding.replaceLogo(TestImages.png());
		summitHost = "summit-" + OpaqueId.next().substring(0, 8) + ".localhost";
		TestHosts.addVerified(hostNames, summitHost);
		scan = ReportKey.of(Dd010Samples.key());
		ObjectNode record = Dd010Samples.scan(scan.value(), LocalDate.of(2026, 3, 2));
		record.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3));
		new StoredReports(context).scan(summit.id(), bakery, record);
		manager = summit.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);
		created = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);

		TestAgency other = tenants.agency();
		TestTenants.signIn(other.user(Role.AGENCY_ADMIN));
		otherHost = "other-" + OpaqueId.next().substring(0, 8) + ".localhost";
		TestHosts.addVerified(hostNames, otherHost);
		TestTenants.signOut();

		browser = new HostBrowser(port);
		path = URI.create(created.link()).getPath();
		notAvailable = browser.get(summitHost, "/share/" + OneTimeToken.generate()).body();
	}

	@AfterEach
	void close() throws IOException {
		TestTenants.signOut();
		browser.close();
	}

	@Test
	void the_link_opens_signed_out_at_the_agency_host_with_its_branding_and_snapshot() {
		assertThat(URI.create(created.link()).getHost()).isEqualTo(summitHost);

		Page page = browser.get(URI.create(created.link()));

		assertThat(page.status()).isEqualTo(200);
		Document html = Jsoup.parse(page.body());
		assertThat(html.title()).isEqualTo("Scan report: sourdough bakery · " + AGENCY_NAME);
		assertThat(html.getElementById("brand-name").text()).isEqualTo(AGENCY_NAME);
		assertThat(html.getElementById("brand-logo").attr("src")).startsWith("data:image/png;base64,");
		assertThat(html.select("style").html()).contains("#b45309");
		assertThat(html.getElementById("report-figures").text()).contains("3.42").contains("2.1").contains("61.22");
		assertThat(html.getElementById("heatmap").attr("src")).startsWith("data:image/svg+xml");
		assertThat(page.body()).doesNotContain("Locus").doesNotContain(Dd010Samples.PLACE).doesNotContain("credit");
		assertThat(html.select("script, form, button, input")).as("nothing that needs a session").isEmpty();
		assertThat(browser.cookie(summitHost, "JSESSIONID")).as("no session is made").isNull();
	}

	@Test
	void a_link_shared_for_a_german_client_reads_in_german_with_decimal_commas() {
		TestTenants.signIn(manager);
		languages.setForWorkspace(bakery, "de");
		CreatedShare german = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);

		Document html = Jsoup.parse(browser.get(URI.create(german.link())).body());

		assertThat(html.child(0).attr("lang")).isEqualTo("de");
		assertThat(html.title()).isEqualTo("Scan-Bericht: sourdough bakery · " + AGENCY_NAME);
		assertThat(html.getElementById("report-about").text()).startsWith("2. März 2026");
		assertThat(html.getElementById("report-figures").text()).contains("Durchschnittlicher Rang (ARP)")
			.contains("3,42")
			.contains("2,1")
			.contains("61,22");
		assertThat(html.getElementById("shared-note").text()).startsWith("Geteilt von " + AGENCY_NAME + " am ");
		assertThat(html.getElementById("heatmap").attr("alt"))
			.isEqualTo("Heatmap: der Rang an jedem Punkt des Rasters");
	}

	@Test
	void a_revoked_link_answers_the_same_404_as_an_unknown_one() {
		TestTenants.signIn(manager);
		shares.revoke(bakery, created.id());

		assertNotAvailable(browser.get(summitHost, path));
	}

	@Test
	void an_expired_link_answers_the_same_404_as_an_unknown_one() {
		db.update(SHARE_LINK)
			.set(SHARE_LINK.EXPIRES_AT, LocalDateTime.of(2020, 1, 1, 0, 0))
			.where(SHARE_LINK.ID.eq(created.id().value()))
			.execute();

		assertNotAvailable(browser.get(summitHost, path));
	}

	@Test
	void the_link_answers_the_same_404_at_another_agency_host_and_at_the_platform_host() {
		assertNotAvailable(browser.get(otherHost, path));
		assertNotAvailable(browser.get("localhost", path));
		assertNotAvailable(browser.getWithHostHeader(otherHost, path));
		assertThat(browser.get(summitHost, path).status()).as("still open at its own host").isEqualTo(200);
	}

	@Test
	void malformed_tokens_answer_the_same_404() {
		assertNotAvailable(browser.get(summitHost, "/share/short"));
		assertNotAvailable(browser.get(summitHost, "/share/" + "x".repeat(43) + "%27"));
		assertThat(notAvailable).contains("This link is not available").doesNotContain("Locus");
	}

	private void assertNotAvailable(Page page) {
		assertThat(page.status()).isEqualTo(404);
		assertThat(page.body()).isEqualTo(notAvailable);
	}

}
