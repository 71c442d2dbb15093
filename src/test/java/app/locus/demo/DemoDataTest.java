package app.locus.demo;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.AGENCY_HOST;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.db.DatabaseProperties;
import app.locus.security.repository.AccountRepository;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants;
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

	@Test
	void demo_data_is_never_seeded_into_a_configured_database_even_when_enabled() {
		int before = db.fetchCount(AGENCY);

		new DemoData(provisioning, transactions,
				new DatabaseProperties("jdbc:mariadb://db.example:3306/locus", "u", "p"), true)
			.seedIfWanted();

		assertThat(db.fetchCount(AGENCY)).isEqualTo(before);
	}

	@Test
	void demo_data_is_seeded_only_into_a_database_without_agencies() {
		new TestTenants(provisioning).agency();
		int before = db.fetchCount(AGENCY);

		new DemoData(provisioning, transactions, new DatabaseProperties(null, null, null), null).seedIfWanted();

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
		assertThat(db.select(AGENCY.NAME)
			.from(AGENCY_HOST)
			.join(AGENCY)
			.on(AGENCY.ID.eq(AGENCY_HOST.AGENCY_ID))
			.where(AGENCY_HOST.HOST.eq("summit.localhost"))
			.fetchOne(AGENCY.NAME)).isEqualTo("Summit Digital");
	}

}
