package app.locus.security.repository;

import static app.locus.db.Tables.AGENCY_HOST;

import java.util.Optional;

import app.locus.base.AgencyId;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * The sign-in view of {@code agency_host}: which agency a host name leads to.
 */
@Repository
public class HostRepository {

	private final DSLContext db;

	HostRepository(DSLContext db) {
		this.db = db;
	}

	/** The agency of this (already normalised) host name. */
	public Optional<AgencyId> agencyOf(String host) {
		return db.select(AGENCY_HOST.AGENCY_ID)
			.from(AGENCY_HOST)
			.where(AGENCY_HOST.HOST.eq(host))
			.fetchOptional(r -> AgencyId.parse(r.value1()));
	}

}
