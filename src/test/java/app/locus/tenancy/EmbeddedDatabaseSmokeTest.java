package app.locus.tenancy;

import static app.locus.db.Tables.AGENCY;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.AgencyId;
import app.locus.support.IntegrationTest;

import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

@IntegrationTest
class EmbeddedDatabaseSmokeTest {

	@Autowired
	DSLContext db;

	@Test
	void migrations_ran_and_text_round_trips_as_utf8mb4() {
		AgencyId id = AgencyId.random();
		String name = "Bäckerei 🥐 مخبز";
		db.insertInto(AGENCY)
			.set(AGENCY.ID, id.value())
			.set(AGENCY.NAME, name)
			.set(AGENCY.DISPLAY_NAME, name)
			.execute();

		assertThat(db.fetchValue(AGENCY.NAME, AGENCY.ID.eq(id.value()))).isEqualTo(name);
	}

}
