package app.locus.security.repository;

import static app.locus.db.Tables.AGENCY_HOST;

import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;

import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * The sign-in view of {@code agency_host}: which agency a host name leads to.
 */
@Repository
public class HostRepository {

	// tenancy.HostStatus.VERIFIED; security cannot depend on tenancy
	private static final String VERIFIED = "VERIFIED";

	private final DSLContext db;

	HostRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * The agency of this (already normalised) host name, once the host is verified: an
	 * unverified host leads to no agency (DD113).
	 */
	public Optional<AgencyId> agencyOf(String host) {
		return db.select(AGENCY_HOST.AGENCY_ID)
			.from(AGENCY_HOST)
			.where(AGENCY_HOST.HOST.eq(host).and(AGENCY_HOST.STATUS.eq(VERIFIED)))
			.fetchOptional(r -> AgencyId.parse(r.value1()));
	}

	/** The agency's verified host names, sorted. */
	public List<String> verifiedHosts(AgencyId agency) {
		return db.select(AGENCY_HOST.HOST)
			.from(AGENCY_HOST)
			.where(AGENCY_HOST.AGENCY_ID.eq(agency.value()).and(AGENCY_HOST.STATUS.eq(VERIFIED)))
			.orderBy(AGENCY_HOST.HOST)
			.fetch(r -> r.value1());
	}

}
