package app.locus.calendar.repository;

import static app.locus.db.Tables.AGENCY;

import java.time.DateTimeException;
import java.time.ZoneId;
import java.time.ZoneOffset;

import app.locus.base.AgencyId;
import org.jooq.DSLContext;
import org.springframework.stereotype.Component;

/** The agency's time zone (agency.time_zone); UTC when unset or unknown. */
@Component
public class AgencyZoneRepository {

	private final DSLContext db;

	AgencyZoneRepository(DSLContext db) {
		this.db = db;
	}

	public ZoneId of(AgencyId agency) {
		String zone = db.select(AGENCY.TIME_ZONE)
			.from(AGENCY)
			.where(AGENCY.ID.eq(agency.value()))
			.fetchOne(AGENCY.TIME_ZONE);
		try {
			return zone == null ? ZoneOffset.UTC : ZoneId.of(zone);
		}
		catch (DateTimeException ex) {
			return ZoneOffset.UTC;
		}
	}

}
