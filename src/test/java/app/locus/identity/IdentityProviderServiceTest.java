package app.locus.identity;

import app.locus.support.OutsideWorld;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.fixtures.FieldErrors;
import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.StoredIdentityProvider;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class IdentityProviderServiceTest {

	private static final String SECRET = "very-secret-client-secret-123";

	@Autowired
	IdentityProviderService service;

	@Autowired
	IdentityProviderRepository repository;

	@Autowired
	AgencyProvisioning provisioning;

	TestAgency agency;

	TestAgency otherAgency;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		otherAgency = tenants.agency();
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_admin_saves_their_provider_and_the_secret_is_stored_sealed_and_never_returned() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		service.save(" Okta ", OutsideWorld.issuer(), "client-1", SECRET,
				"Example.com, staff.example.com\nexample.com");

		assertThat(service.current()).contains(new IdentityProviderSettings("Okta", OutsideWorld.issuer(), "client-1",
				List.of("example.com", "staff.example.com")));
		assertThat(IdentityProviderSettings.class.getRecordComponents())
			.noneMatch(component -> component.getName().toLowerCase().contains("secret"));
		StoredIdentityProvider stored = repository.find(agency.id()).orElseThrow();
		assertThat(new String(stored.secret().ciphertext(), StandardCharsets.ISO_8859_1)).doesNotContain(SECRET);
		assertThat(service.signInOption(agency.id())).contains("Okta");
		assertThat(service.signInOption(otherAgency.id())).isEmpty();
	}

	@Test
	void the_secret_is_required_the_first_time_and_an_empty_one_keeps_the_stored_secret() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		assertThat(
				FieldErrors.of(() -> service.save("Okta", "https://login.example.com", "client-1", " ", "example.com")))
			.containsKey("clientSecret");

		service.save("Okta", OutsideWorld.issuer(), "client-1", SECRET, "example.com");
		byte[] sealed = repository.find(agency.id()).orElseThrow().secret().ciphertext();
		service.save("Okta Staff", OutsideWorld.issuer(), "client-2", "", "example.com");

		StoredIdentityProvider stored = repository.find(agency.id()).orElseThrow();
		assertThat(stored.settings().clientId()).isEqualTo("client-2");
		assertThat(Arrays.equals(stored.secret().ciphertext(), sealed)).isTrue();
	}

	@Test
	void each_agency_sees_and_removes_only_its_own_provider() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		service.save("Okta", OutsideWorld.issuer(), "client-1", SECRET, "example.com");
		TestTenants.signIn(otherAgency.user(Role.AGENCY_ADMIN));

		assertThat(service.current()).isEmpty();
		assertThatThrownBy(service::remove).isInstanceOf(app.locus.base.NotFoundException.class);
		assertThat(service.signInOption(agency.id())).contains("Okta");

		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		service.remove();
		assertThat(service.signInOption(agency.id())).isEmpty();
	}

	@Test
	void only_agency_admins_see_or_set_the_provider() {
		TestTenants.signIn(agency.user(Role.ACCOUNT_MANAGER));

		assertThatThrownBy(service::current).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> service.save("Okta", "https://login.example.com", "client-1", SECRET, "example.com"))
			.isInstanceOf(ForbiddenException.class);
	}

	@Test
	void every_field_is_checked() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThat(FieldErrors.of(() -> service.save("", "ftp://login.example.com", "client one", "a b", "")))
			.containsOnlyKeys("providerName", "issuerUri", "clientId", "clientSecret", "allowedDomains");
		assertThat(FieldErrors
			.of(() -> service.save("Okta", "https://user:pw@login.example.com", "c", SECRET, "example.com")))
			.containsOnlyKeys("issuerUri");
		assertThat(
				FieldErrors.of(() -> service.save("Okta", "https://login.example.com?x=1", "c", SECRET, "example.com")))
			.containsOnlyKeys("issuerUri");
		assertThat(service.current()).isEmpty();
	}

}
