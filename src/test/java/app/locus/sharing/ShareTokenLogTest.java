package app.locus.sharing;

import static app.locus.db.Tables.SHARE_LINK;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.HostBrowser;
import app.locus.reports.ReportType;
import app.locus.reports.StoredReports;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.api.ReportKey;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.context.ApplicationContext;

/**
 * A share link's token reaches no log: not when the link is made, opened, refused after
 * revocation, opened at another host, nor when its page fails (DD145). The application's
 * own logging configuration is what is tested (no access log, no request logging).
 */
@IntegrationTest
@ExtendWith(OutputCaptureExtension.class)
class ShareTokenLogTest {

	@LocalServerPort
	int port;

	@Autowired
	ShareService shares;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void the_token_is_in_no_log_line_of_a_link_made_opened_refused_or_failing(CapturedOutput output)
			throws IOException {
		TestAgency agency = new TestTenants(provisioning).agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		ReportKey scan = ReportKey.of(Dd010Samples.key());
		ObjectNode record = Dd010Samples.scan(scan.value(), LocalDate.of(2026, 3, 2));
		record.set("data_points", Dd010Samples.dataPoints(7, 1, 2, 3));
		new StoredReports(context).scan(agency.id(), bakery, record);
		LocusUser manager = agency.user(Role.ACCOUNT_MANAGER, bakery);
		TestTenants.signIn(manager);
		CreatedShare opened = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);
		CreatedShare broken = shares.create(bakery, ReportType.SCAN, scan, ShareExpiry.DAYS_30);
		String path = URI.create(opened.link()).getPath();
		String brokenPath = URI.create(broken.link()).getPath();
		db.update(SHARE_LINK)
			.set(SHARE_LINK.SNAPSHOT, "not json")
			.where(SHARE_LINK.ID.eq(broken.id().value()))
			.execute();

		List<Integer> statuses = new ArrayList<>();
		try (HostBrowser browser = new HostBrowser(port)) {
			statuses.add(browser.get("localhost", path).status());
			statuses.add(browser.get("nobody.localhost", path).status());
			statuses.add(browser.get("localhost", brokenPath).status());
			shares.revoke(bakery, opened.id());
			statuses.add(browser.get("localhost", path).status());
		}

		assertThat(output.getAll()).doesNotContain(ShareServiceTest.token(opened))
			.doesNotContain(ShareServiceTest.token(broken));
		assertThat(output.getAll()).as("the failure was logged").contains("A share link's page could not be shown");
		assertThat(statuses).as("opened, another host, failing, revoked").containsExactly(200, 404, 500, 404);
	}

}
