package app.locus.tenancy;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import app.locus.base.OpaqueId;
import app.locus.base.Role;
import app.locus.fixtures.HostBrowser;
import app.locus.security.LocusUser;
import app.locus.security.SiteResolver;
import app.locus.support.IntegrationTest;
import app.locus.support.OutsideWorld;
import app.locus.tenancy.TestTenants.TestAgency;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * An agency's host name serves nothing of the agency until the app has verified that the
 * agency controls it (DD113): not its branding, not its sign-in. Verification runs for
 * real against the tests' DNS server and web server on 127.0.0.1.
 */
@IntegrationTest
class HostVerificationTest {

	@LocalServerPort
	int port;

	@Autowired
	HostNameService hosts;

	@Autowired
	BrandingService branding;

	@Autowired
	SiteResolver sites;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	DSLContext db;

	TestAgency agency;

	LocusUser manager;

	String host;

	@BeforeEach
	void anAgencyWithABrand() {
		agency = new TestTenants(provisioning).agency();
		manager = agency.user(Role.ACCOUNT_MANAGER);
		host = "verify-" + OpaqueId.next().substring(0, 8).toLowerCase() + ".localhost";
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		branding.update("Verified Brand", "#b45309");
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_unverified_host_behaves_like_an_unknown_host_until_its_txt_record_is_found() throws IOException {
		AgencyHost added = hosts.add(host);
		// as another node would see it: from the table, not from this node's cache
		sites.forgetHosts();

		assertThat(added.status()).isEqualTo(HostStatus.PENDING);
		assertThat(added.token()).hasSize(43);
		assertThat(sites.resolve(host).agency()).isEmpty();
		try (HostBrowser browser = new HostBrowser(port)) {
			assertThat(browser.open(host, "login").body()).doesNotContain("Verified Brand")
				.contains("Sign in to Locus");
			assertThat(browser.signIn(host, manager.email(), TestTenants.PASSWORD).location()).endsWith("/login?error");
			assertThat(browser.signedIn(host)).isFalse();
		}

		OutsideWorld.DNS.publishTxt("_locus-verify." + host, added.token());
		AgencyHost verified = hosts.verify(host);

		assertThat(verified.status()).isEqualTo(HostStatus.VERIFIED);
		assertThat(verified.verifiedAt()).isPresent();
		assertThat(sites.resolve(host).agency()).contains(agency.id());
		try (HostBrowser browser = new HostBrowser(port)) {
			assertThat(browser.open(host, "login").body()).contains("Verified Brand");
			assertThat(browser.signIn(host, manager.email(), TestTenants.PASSWORD).location()).doesNotContain("/login");
		}
		assertThat(audited("SUCCESS")).isOne();
	}

	@Test
	void the_token_served_at_the_well_known_address_verifies_the_host() {
		AgencyHost added = hosts.add(host);
		OutsideWorld.WEB.publish(host, "/.well-known/locus-verification/" + added.token(), "text/plain", added.token());

		assertThat(hosts.verify(host).status()).isEqualTo(HostStatus.VERIFIED);
		assertThat(sites.resolve(host).agency()).contains(agency.id());
	}

	@Test
	void another_token_fails_and_the_host_leads_nowhere() {
		hosts.add(host);
		OutsideWorld.DNS.publishTxt("_locus-verify." + host, "someone-elses-token");

		AgencyHost failed = hosts.verify(host);

		assertThat(failed.status()).isEqualTo(HostStatus.FAILED);
		assertThat(failed.checkedAt()).isPresent();
		assertThat(failed.checkResult()).contains("No TXT record _locus-verify." + host);
		assertThat(sites.resolve(host).agency()).isEmpty();
		assertThat(audited("FAILURE")).isOne();
	}

	@Test
	void a_verified_host_whose_record_is_gone_fails_the_next_check_and_stops_leading_to_the_agency() {
		AgencyHost added = hosts.add(host);
		OutsideWorld.DNS.publishTxt("_locus-verify." + host, added.token());
		hosts.verify(host);
		assertThat(sites.resolve(host).agency()).contains(agency.id());

		OutsideWorld.DNS.removeTxt("_locus-verify." + host);

		assertThat(hosts.verify(host).status()).isEqualTo(HostStatus.FAILED);
		assertThat(sites.resolve(host).agency()).isEmpty();
	}

	@Test
	void another_agency_cannot_verify_or_see_the_host() {
		hosts.add(host);
		TestAgency other = new TestTenants(provisioning).agency();
		TestTenants.signIn(other.user(Role.AGENCY_ADMIN));

		org.assertj.core.api.Assertions.assertThatThrownBy(() -> hosts.verify(host))
			.isInstanceOf(app.locus.base.NotFoundException.class);
		assertThat(hosts.hosts()).isEmpty();
	}

	private int audited(String outcome) {
		return db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(agency.id().value())
					.and(AUDIT_EVENT.ACTION.eq("hosting.host_verified"))
					.and(AUDIT_EVENT.TARGET.eq(host))
					.and(AUDIT_EVENT.OUTCOME.eq(outcome)));
	}

}
