package app.locus.demo;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.AGENCY_HOST;
import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.db.DatabaseProperties;
import app.locus.security.SiteResolver;
import app.locus.security.repository.AccountRepository;
import app.locus.support.IntegrationTest;
import app.locus.reviewinbox.repository.ReplyTemplateRepository;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.credentials.DemoKeys.DemoKey;
import app.locus.upstream.credentials.DemoKeys;
import app.locus.upstream.credentials.repository.ApiKeyRepository;
import app.locus.upstream.gateway.CredentialSource;
import app.locus.upstream.gateway.UpstreamCredential;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.security.crypto.password.PasswordEncoder;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

@IntegrationTest
class DemoDataTest {

	@Autowired
	DemoData demo;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	PlatformTransactionManager transactions;

	@Autowired
	AccountRepository accounts;

	@Autowired
	PasswordEncoder passwords;

	@Autowired
	DSLContext db;

	@Autowired
	SiteResolver sites;

	@Autowired
	DemoKeys demoKeys;

	@Autowired
	ReplyTemplateRepository replyTemplates;

	@Autowired
	CredentialSource credentials;

	@Autowired
	ApiKeyRepository keys;

	@Test
	void demo_data_is_never_seeded_into_a_configured_database_even_when_enabled() {
		int before = db.fetchCount(AGENCY);

		new DemoData(provisioning, demoKeys, replyTemplates, transactions,
				new DatabaseProperties("jdbc:mariadb://db.example:3306/locus", "u", "p"), true)
			.seedIfWanted();

		assertThat(db.fetchCount(AGENCY)).isEqualTo(before);
	}

	@Test
	void demo_data_is_seeded_only_into_a_database_without_agencies() {
		new TestTenants(provisioning).agency();
		int before = db.fetchCount(AGENCY);

		new DemoData(provisioning, demoKeys, replyTemplates, transactions, new DatabaseProperties(null, null, null),
				null)
			.seedIfWanted();

		assertThat(db.fetchCount(AGENCY)).isEqualTo(before);
	}

	@Test
	void the_demo_logins_work_with_their_documented_passwords_and_roles() {
		if (!db.fetchExists(AGENCY, AGENCY.NAME.eq("Northwind Local"))) {
			new TransactionTemplate(transactions).executeWithoutResult(status -> demo.seed());
		}

		for (DemoData.Login login : DemoData.LOGINS) {
			var user = accounts.findByEmail(login.email()).orElseThrow();
			assertThat(passwords.matches(login.password(), user.passwordHash())).as(login.email()).isTrue();
			assertThat(user.role()).as(login.email()).isEqualTo(login.role());
		}
		var summit = db.select(AGENCY.ID, AGENCY.NAME)
			.from(AGENCY_HOST)
			.join(AGENCY)
			.on(AGENCY.ID.eq(AGENCY_HOST.AGENCY_ID))
			.where(AGENCY_HOST.HOST.eq("summit.localhost"))
			.fetchOne();
		assertThat(summit.value2()).isEqualTo("Summit Digital");
		assertThat(sites.resolve("summit.localhost").agency()).as("the demo host is verified by the demo data")
			.contains(AgencyId.parse(summit.value1()));
	}

	@Test
	void the_demo_workspaces_get_the_simulators_demo_keys_stored_by_the_system() {
		TestTenants.TestAgency northwind = new TestTenants(provisioning).agency();
		TestTenants.TestAgency summit = new TestTenants(provisioning).agency();
		DemoData.Seeded seeded = new DemoData.Seeded(northwind.id(), northwind.workspace("Bakery"),
				northwind.workspace("Dental"), summit.id(), summit.workspace("Fitness"));

		new TransactionTemplate(transactions).executeWithoutResult(status -> demo.storeSimulatorKeys(seeded));

		assertThat(secretOf(seeded.blueBottleBakery())).isEqualTo("demo-bluebottle-1");
		assertThat(secretOf(seeded.harborDental())).isEqualTo("demo-harbor-1");
		assertThat(secretOf(seeded.peakFitness())).isEqualTo("demo-peak-1");
		assertThat(keys.list(seeded.harborDental())).singleElement().satisfies(key -> {
			assertThat(key.label()).isEqualTo("Demo key");
			assertThat(key.last4()).isEqualTo("or-1");
		});
		assertThat(db.select(AUDIT_EVENT.ACTOR_EMAIL, AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(seeded.peakFitness().value()))
			.and(AUDIT_EVENT.ACTION.eq("upstream.api-key.add"))
			.fetch()).singleElement().satisfies(event -> {
				assertThat(event.value1()).isEqualTo("system");
				assertThat(event.value2()).contains("Demo key").doesNotContain("demo-peak-1");
			});
	}

	@Test
	void demo_keys_cannot_be_stored_while_a_user_is_signed_in() {
		TestTenants.TestAgency agency = new TestTenants(provisioning).agency();
		WorkspaceId workspace = agency.workspace("Bakery");
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));
		try {
			assertThatThrownBy(() -> demoKeys.store(agency.id(), workspace, DemoKey.BLUE_BOTTLE))
				.isInstanceOf(IllegalStateException.class);
		}
		finally {
			TestTenants.signOut();
		}
		assertThat(keys.list(workspace)).isEmpty();
	}

	private String secretOf(WorkspaceId workspace) {
		return credentials.activeCredential(workspace).map(UpstreamCredential::secret).orElseThrow();
	}

}
