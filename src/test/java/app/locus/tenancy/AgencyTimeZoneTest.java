package app.locus.tenancy;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.ZoneId;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.ValidationException;
import app.locus.calendar.CalendarService;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.security.LocusUser;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The agency's time zone: UTC until an admin chooses a region, which the calendar then
 * reads in.
 */
@IntegrationTest
class AgencyTimeZoneTest {

	@Autowired
	DSLContext db;

	@Autowired
	AgencyTimeZone zone;

	@Autowired
	CalendarService calendar;

	Tenant tenant;

	@BeforeEach
	void anAgency() {
		tenant = new TenantFixture(db).tenant();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void an_admin_chooses_a_region_and_the_calendar_reads_in_it() {
		TenantFixture.signIn(tenant.admin());
		assertThat(zone.zone()).isEqualTo("UTC");

		zone.setZone(" Europe/Berlin ");

		assertThat(zone.zone()).isEqualTo("Europe/Berlin");
		assertThat(calendar.zone()).isEqualTo(ZoneId.of("Europe/Berlin"));
		TenantFixture.signIn(tenant.manager());
		assertThat(calendar.zone()).as("the whole agency reads in it").isEqualTo(ZoneId.of("Europe/Berlin"));
		assertThat(db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()))
			.and(AUDIT_EVENT.ACTION.eq("agency.time-zone"))
			.fetch(AUDIT_EVENT.DETAILS)).containsExactly("from UTC to Europe/Berlin");
	}

	@Test
	void an_offset_an_unknown_name_or_hostile_text_is_refused_and_the_zone_stays() {
		TenantFixture.signIn(tenant.admin());
		zone.setZone("America/New_York");

		for (String bad : new String[] { "+02:00", "GMT+2", "Europe/Atlantis", "", "<script>alert(1)</script>" }) {
			assertThatThrownBy(() -> zone.setZone(bad)).as(bad)
				.isInstanceOfSatisfying(ValidationException.class,
						ex -> assertThat(ex.fieldErrors()).containsOnlyKeys("zone"));
		}
		assertThatThrownBy(() -> zone.setZone(null)).isInstanceOf(ValidationException.class);

		assertThat(zone.zone()).isEqualTo("America/New_York");
	}

	@Test
	void only_an_agency_admin_reads_or_changes_it() {
		for (LocusUser person : List.of(tenant.manager(), tenant.viewer())) {
			TenantFixture.signIn(person);
			assertThatThrownBy(() -> zone.setZone("Europe/Paris")).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> zone.zone()).isInstanceOf(ForbiddenException.class);
		}
		TenantFixture.signIn(tenant.admin());
		assertThat(zone.zone()).isEqualTo("UTC");
	}

}
