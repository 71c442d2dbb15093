package app.locus.tenancy;

import app.locus.base.Role;
import app.locus.fixtures.TestHosts;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import app.locus.fixtures.FieldErrors;
import app.locus.security.SiteResolver;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.TestTenants.TestAgency;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class HostNameServiceTest {

	@Autowired
	HostNameService service;

	@Autowired
	SiteResolver sites;

	@Autowired
	AgencyProvisioning provisioning;

	TestAgency agency;

	TestAgency otherAgency;

	String host;

	@BeforeEach
	void tenants() {
		TestTenants tenants = new TestTenants(provisioning);
		agency = tenants.agency();
		otherAgency = tenants.agency();
		host = "portal-" + OpaqueId.next().substring(0, 8) + ".localhost";
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void an_admin_adds_a_host_name_that_leads_to_their_agency_at_once_and_removes_it_again() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		AgencyHost added = service.add("  " + host.toUpperCase() + ". ");

		assertThat(added.name().value()).isEqualTo(host);
		assertThat(service.hosts()).containsExactly(added);
		assertThat(TestHosts.verify(service, added).verified()).isTrue();
		assertThat(sites.resolve(host).agency()).contains(agency.id());

		service.remove(host);

		assertThat(service.hosts()).isEmpty();
		assertThat(sites.resolve(host).agency()).isEmpty();
	}

	@Test
	void a_host_name_belongs_to_one_agency_only() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		TestHosts.addVerified(service, host);
		TestTenants.signIn(otherAgency.user(Role.AGENCY_ADMIN));

		assertThat(FieldErrors.of(() -> service.add(host))).containsEntry("host", "This host name is already in use.");
		assertThatThrownBy(() -> service.remove(host)).isInstanceOf(NotFoundException.class);
		assertThat(service.hosts()).isEmpty();
		assertThat(sites.resolve(host).agency()).contains(agency.id());
	}

	@Test
	void the_platform_hosts_belong_to_no_agency() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThat(FieldErrors.of(() -> service.add("localhost"))).containsKey("host");
		assertThat(FieldErrors.of(() -> service.add("127.0.0.1"))).containsKey("host");
		assertThat(service.hosts()).isEmpty();
	}

	@Test
	void only_agency_admins_see_and_change_host_names() {
		TestTenants.signIn(agency.user(Role.ACCOUNT_MANAGER));

		assertThatThrownBy(() -> service.add(host)).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> service.hosts()).isInstanceOf(ForbiddenException.class);
		assertThat(sites.resolve(host).agency()).isEmpty();
	}

}
