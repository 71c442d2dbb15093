package app.locus.identity;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;

import app.locus.base.Role;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.HostBrowser.Page;
import app.locus.fixtures.HostBrowser;
import app.locus.support.IntegrationTest;
import app.locus.support.OutsideWorld;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The issuer's discovery document is fetched only when an admin saves or checks the
 * settings, never because of an anonymous request; redirects are not followed and the
 * endpoints the server calls must be public (DD115). The issuer is the tests' web server
 * on 127.0.0.1.
 */
@IntegrationTest
class ProviderDiscoveryTest {

	@LocalServerPort
	int port;

	@Autowired
	IdentityProviderService providers;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	DSLContext db;

	TestAgency agency;

	@BeforeEach
	void anAdmin() {
		agency = new TestTenants(provisioning).agency();
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_anonymous_sign_in_request_uses_the_stored_endpoints_and_fetches_nothing() throws IOException {
		String issuer = OutsideWorld.issuer();
		int before = OutsideWorld.WEB.requests();
		providers.save("Staff", issuer, "client-1", "secret-1", "example.com");
		assertThat(OutsideWorld.WEB.requests()).as("saving fetched the document once").isEqualTo(before + 1);
		TestTenants.signOut();

		try (HostBrowser browser = new HostBrowser(port)) {
			for (int attempt = 0; attempt < 3; attempt++) {
				Page answer = browser.get("localhost", "/oauth2/authorization/" + agency.id().value());
				assertThat(answer.location()).startsWith(issuer + "/authorize?");
			}
		}

		assertThat(OutsideWorld.WEB.requests()).as("nothing fetched for anonymous requests").isEqualTo(before + 1);
	}

	@Test
	void checking_again_fetches_the_document_and_is_audited() {
		String issuer = OutsideWorld.issuer();
		providers.save("Staff", issuer, "client-1", "secret-1", "example.com");
		int before = OutsideWorld.WEB.requests();

		providers.checkAgain();

		assertThat(OutsideWorld.WEB.requests()).isEqualTo(before + 1);
		assertThat(db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.AGENCY_ID.eq(agency.id().value())
					.and(AUDIT_EVENT.ACTION.eq("identity.provider_checked"))
					.and(AUDIT_EVENT.OUTCOME.eq("SUCCESS"))))
			.isOne();
	}

	@Test
	void a_redirect_of_the_discovery_document_is_not_followed() {
		String base = "http://localhost:" + OutsideWorld.WEB.port();
		OutsideWorld.issuer();
		OutsideWorld.WEB.redirect("localhost", "/moved" + ProviderDiscovery.PATH, base + ProviderDiscovery.PATH);
		int before = OutsideWorld.WEB.requests();

		assertThat(
				FieldErrors.of(() -> providers.save("Staff", base + "/moved", "client-1", "secret-1", "example.com")))
			.hasEntrySatisfying("issuerUri", message -> assertThat(message).contains("answered 302"));
		assertThat(OutsideWorld.WEB.requests()).isEqualTo(before + 1);
		assertThat(providers.current()).isEmpty();
	}

	@Test
	void a_document_that_names_another_issuer_is_refused() {
		String base = "http://localhost:" + OutsideWorld.WEB.port();
		OutsideWorld.WEB.publish("localhost", "/other" + ProviderDiscovery.PATH, "application/json", """
				{"issuer":"https://idp.example","authorization_endpoint":"%1$s/a","token_endpoint":"%1$s/t",
				"jwks_uri":"%1$s/k"}""".formatted(base));

		assertThat(
				FieldErrors.of(() -> providers.save("Staff", base + "/other", "client-1", "secret-1", "example.com")))
			.hasEntrySatisfying("issuerUri", message -> assertThat(message).contains("another issuer"));
	}

	@Test
	void endpoints_the_server_would_call_on_local_or_private_addresses_are_refused() {
		String base = "http://localhost:" + OutsideWorld.WEB.port();
		for (String token : new String[] { "http://10.0.0.1/token", "http://169.254.169.254/token",
				"http://[fd00::1]/token", "http://[::ffff:192.168.0.1]/token" }) {
			OutsideWorld.WEB.publish("localhost", "/private" + ProviderDiscovery.PATH, "application/json", """
					{"issuer":"%1$s/private","authorization_endpoint":"%1$s/a","token_endpoint":"%2$s",
					"jwks_uri":"%1$s/k"}""".formatted(base, token));

			assertThat(FieldErrors
				.of(() -> providers.save("Staff", base + "/private", "client-1", "secret-1", "example.com"))).as(token)
				.hasEntrySatisfying("issuerUri", message -> assertThat(message).contains("public internet"));
		}
		assertThat(providers.current()).isEmpty();
	}

}
