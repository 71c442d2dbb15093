package app.locus.identity;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.credentials.SecretCipher;
import app.locus.upstream.credentials.TestCiphers;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class IdentityProviderSecretRotationTest {

	@Autowired
	IdentityProviderRepository providers;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void a_secret_sealed_under_a_previous_master_key_is_sealed_again_under_the_current_one() {
		TestAgency agency = new TestTenants(provisioning).agency();
		byte[] oldKey = TestCiphers.masterKey();
		byte[] newKey = TestCiphers.masterKey();
		String context = IdentityProviderService.secretContext(agency.id());
		providers.save(agency.id(),
				new IdentityProviderSettings("Okta", "https://login.example.com", "client", List.of("example.com")),
				new DiscoveredProvider("https://login.example.com/authorize", "https://login.example.com/token",
						"https://login.example.com/keys", null, "client_secret_basic"),
				TestCiphers.of(oldKey).seal("the-client-secret", context), Instant.now());
		SecretCipher rotated = TestCiphers.of(newKey, oldKey);

		new IdentityProviderSecretRotation(providers, rotated).resealStaleSecrets();

		var stored = providers.find(agency.id()).orElseThrow();
		assertThat(rotated.isStale(stored.secret())).isFalse();
		assertThat(TestCiphers.of(newKey).open(stored.secret(), context, "test")).isEqualTo("the-client-secret");
	}

}
