package app.locus.sharing;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.time.LocalDate;

import app.locus.base.OneTimeToken;
import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportId;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.fixtures.HostBrowser;
import app.locus.fixtures.HostBrowser.Download;
import app.locus.fixtures.TestHosts;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.HostNameService;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A share link to a client-report PDF over real HTTP, signed out, at the agency's host
 * (DD158): the PDF inline, uncached and without a referrer; after revocation the same 404
 * as an unknown link.
 */
@IntegrationTest
class SharedPdfHttpTest {

	private static final byte[] PDF = "%PDF-1.7 the October report".getBytes(StandardCharsets.US_ASCII);

	@LocalServerPort
	int port;

	@Autowired
	ShareService shares;

	@Autowired
	ClientReportRepository clientReports;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	HostNameService hostNames;

	String summitHost;

	WorkspaceId bakery;

	LocusUser manager;

	HostBrowser browser;

	CreatedShare created;

	@BeforeEach
	void aSharedPdfOfAnAgencyWithAHost() {
		TestAgency summit = new TestTenants(provisioning).agency();
		bakery = summit.workspace("Bakery");
		TestTenants.signIn(summit.user(Role.AGENCY_ADMIN));
		summitHost = "summit-" + OpaqueId.next().substring(0, 8) + ".localhost";
		TestHosts.addVerified(hostNames, summitHost);
		ClientReportId october = ClientReportId.random();
		clientReports.store(summit.id(), bakery,
				new ClientReportEntry(october, "October report",
						new DateRange(LocalDate.of(2026, 10, 1), LocalDate.of(2026, 10, 31)),
						ClientReportEntry.Origin.MANUAL, Instant.now(), PDF.length),
				null, PDF);
		manager = summit.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);
		created = shares.shareClientReport(bakery, october, ShareExpiry.DAYS_30);
		TestTenants.signOut();
		browser = new HostBrowser(port);
	}

	@AfterEach
	void close() throws IOException {
		TestTenants.signOut();
		browser.close();
	}

	@Test
	void theLinkAnswersThePdfInlineSignedOutAtTheAgencyHostAndNothingCachesIt() {
		assertThat(URI.create(created.link()).getHost()).isEqualTo(summitHost);

		Download answer = browser.download(URI.create(created.link()));

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.body()).isEqualTo(PDF);
		assertThat(answer.header("Content-Type")).isEqualTo("application/pdf");
		assertThat(answer.header("Content-Disposition"))
			.isEqualTo("inline; filename=\"report-2026-10-01-to-2026-10-31.pdf\"");
		assertThat(answer.header("Cache-Control")).contains("no-store");
		assertThat(answer.header("Referrer-Policy")).isEqualTo("no-referrer");
		assertThat(browser.cookie(summitHost, "JSESSIONID")).as("no session is made").isNull();
	}

	@Test
	void aRevokedLinkAnswersTheSame404AsAnUnknownOne() {
		Download unknown = browser.download(browser.portal(summitHost, "/share/" + OneTimeToken.generate()));
		TestTenants.signIn(manager);
		shares.revoke(bakery, created.id());
		TestTenants.signOut();

		Download revoked = browser.download(URI.create(created.link()));

		assertThat(revoked.status()).isEqualTo(404);
		assertThat(revoked.body()).isEqualTo(unknown.body());
		assertThat(new String(revoked.body(), StandardCharsets.UTF_8)).contains("This link is not available");
	}

	@Test
	void theLinkAnswersThe404AtThePlatformHost() {
		Download elsewhere = browser.download(browser.portal("localhost", URI.create(created.link()).getPath()));

		assertThat(elsewhere.status()).isEqualTo(404);
	}

}
