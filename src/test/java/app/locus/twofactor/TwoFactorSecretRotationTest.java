package app.locus.twofactor;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.List;

import app.locus.base.Role;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.twofactor.repository.TwoFactorRepository;
import app.locus.upstream.credentials.TestCiphers;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class TwoFactorSecretRotationTest {

	@Autowired
	TwoFactorRepository factors;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void a_secret_sealed_under_a_previous_master_key_is_sealed_again_under_the_current_one() {
		LocusUser user = new TestTenants(provisioning).agency().user(Role.ACCOUNT_MANAGER);
		byte[] oldKey = TestCiphers.masterKey();
		byte[] newKey = TestCiphers.masterKey();
		factors.begin(user.agencyId(), user.id(),
				new FactorSecrets(TestCiphers.of(oldKey)).seal(user.agencyId(), user.id(), "JBSWY3DPEHPK3PXP"),
				List.of(), Instant.now());
		FactorSecrets rotated = new FactorSecrets(TestCiphers.of(newKey, oldKey));

		new TwoFactorSecretRotation(factors, rotated).resealStaleSecrets();

		var stored = factors.find(user.agencyId(), user.id()).orElseThrow();
		assertThat(rotated.isStale(stored)).isFalse();
		assertThat(new FactorSecrets(TestCiphers.of(newKey)).open(stored)).isEqualTo("JBSWY3DPEHPK3PXP");
	}

}
