package app.locus.security.repository;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import app.locus.base.Role;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class AccountRepositoryTest {

	@Autowired
	AccountRepository accounts;

	@Autowired
	AgencyProvisioning provisioning;

	@Test
	void session_standing_of_a_user_is_read_and_changed_only_within_their_agency() {
		TestTenants tenants = new TestTenants(provisioning);
		TestAgency agency = tenants.agency();
		TestAgency other = tenants.agency();
		LocusUser user = agency.user(Role.ACCOUNT_MANAGER);

		assertThat(accounts.standing(other.id(), user.id())).isEmpty();
		accounts.invalidateSessionsBefore(other.id(), user.id(), Instant.now());

		assertThat(accounts.standing(agency.id(), user.id())).contains(new SessionStanding(true, null));
	}

	@Test
	void an_account_is_found_by_its_normalised_email_with_its_agency_and_role() {
		TestAgency agency = new TestTenants(provisioning).agency();
		LocusUser user = agency.user(Role.CLIENT_VIEWER);

		LocusUser found = accounts.findByEmail(user.email()).orElseThrow();

		assertThat(found.id()).isEqualTo(user.id());
		assertThat(found.agencyId()).isEqualTo(agency.id());
		assertThat(found.role()).isEqualTo(Role.CLIENT_VIEWER);
		assertThat(found.passwordHash()).startsWith("{bcrypt-sha256}");
	}

	@Test
	void a_session_is_allowed_only_if_it_signed_in_after_the_last_revocation() {
		Instant revoked = Instant.parse("2026-03-01T10:00:00Z");
		SessionStanding standing = new SessionStanding(true, revoked);

		assertThat(standing.allows(revoked.minusSeconds(1))).isFalse();
		assertThat(standing.allows(revoked.plusMillis(1))).isTrue();
		assertThat(standing.allows(null)).isFalse();
		assertThat(new SessionStanding(false, null).allows(revoked)).isFalse();
		assertThat(new SessionStanding(true, null).allows(null)).isTrue();
	}

}
