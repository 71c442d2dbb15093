package app.locus.tenancy.repository;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.AGENCY_HOST;

import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.db.tables.records.AgencyHostRecord;
import app.locus.tenancy.AgencyHost;
import app.locus.tenancy.BrandColour;
import app.locus.tenancy.Branding;
import app.locus.tenancy.HostName;
import app.locus.tenancy.HostStatus;
import app.locus.tenancy.SiteBranding;

import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Agencies, their host names and their branding.
 */
@Repository
public class AgencyRepository {

	private final DSLContext db;

	AgencyRepository(DSLContext db) {
		this.db = db;
	}

	public void insert(AgencyId id, String name, Branding branding, Instant now) {
		db.insertInto(AGENCY)
			.set(AGENCY.ID, id.value())
			.set(AGENCY.NAME, name)
			.set(AGENCY.DISPLAY_NAME, branding.displayName())
			.set(AGENCY.PRIMARY_COLOR, branding.colour().hex())
			.set(AGENCY.CREATED_AT, DbTime.utc(now))
			.execute();
	}

	/** The agency setting: may client viewers see credits, costs and prices (DD159)? */
	public boolean clientsSeeCosts(AgencyId id) {
		return Boolean.TRUE.equals(db.fetchValue(AGENCY.CLIENTS_SEE_COSTS, AGENCY.ID.eq(id.value())));
	}

	public void setClientsSeeCosts(AgencyId id, boolean allowed) {
		db.update(AGENCY).set(AGENCY.CLIENTS_SEE_COSTS, allowed).where(AGENCY.ID.eq(id.value())).execute();
	}

	/** The agency's time zone id as stored (UTC until an admin chooses one). */
	public String timeZone(AgencyId id) {
		return db.fetchValue(AGENCY.TIME_ZONE, AGENCY.ID.eq(id.value()));
	}

	public void setTimeZone(AgencyId id, String zoneId) {
		db.update(AGENCY).set(AGENCY.TIME_ZONE, zoneId).where(AGENCY.ID.eq(id.value())).execute();
	}

	/** Adds a host name, pending verification with this token. */
	public void addHost(AgencyId id, String host, String token) {
		db.insertInto(AGENCY_HOST)
			.set(AGENCY_HOST.HOST, host)
			.set(AGENCY_HOST.AGENCY_ID, id.value())
			.set(AGENCY_HOST.VERIFICATION_TOKEN, token)
			.set(AGENCY_HOST.STATUS, HostStatus.PENDING.name())
			.execute();
	}

	public boolean hostTaken(String host) {
		return db.fetchExists(AGENCY_HOST, AGENCY_HOST.HOST.eq(host));
	}

	/** The agency's host names with their verification, sorted. */
	public List<AgencyHost> hosts(AgencyId id) {
		return db.selectFrom(AGENCY_HOST)
			.where(AGENCY_HOST.AGENCY_ID.eq(id.value()))
			.orderBy(AGENCY_HOST.HOST)
			.fetch(AgencyRepository::toHost);
	}

	/** One of the agency's host names. */
	public Optional<AgencyHost> host(AgencyId id, HostName host) {
		return db.selectFrom(AGENCY_HOST)
			.where(AGENCY_HOST.AGENCY_ID.eq(id.value()).and(AGENCY_HOST.HOST.eq(host.value())))
			.fetchOptional(AgencyRepository::toHost);
	}

	/**
	 * Records the outcome of a check of one of the agency's hosts; a success also sets
	 * the time it was verified.
	 */
	public void recordCheck(AgencyId id, HostName host, boolean verified, String result, Instant now) {
		var update = db.update(AGENCY_HOST)
			.set(AGENCY_HOST.STATUS, (verified ? HostStatus.VERIFIED : HostStatus.FAILED).name())
			.set(AGENCY_HOST.CHECKED_AT, DbTime.utc(now))
			.set(AGENCY_HOST.CHECK_RESULT, result.length() > 1000 ? result.substring(0, 1000) : result);
		(verified ? update.set(AGENCY_HOST.VERIFIED_AT, DbTime.utc(now)) : update)
			.where(AGENCY_HOST.AGENCY_ID.eq(id.value()).and(AGENCY_HOST.HOST.eq(host.value())))
			.execute();
	}

	private static AgencyHost toHost(AgencyHostRecord r) {
		return new AgencyHost(new HostName(r.getHost()), HostStatus.valueOf(r.getStatus()), r.getVerificationToken(),
				Optional.ofNullable(r.getCheckedAt()).map(DbTime::instant),
				Optional.ofNullable(r.getVerifiedAt()).map(DbTime::instant),
				r.getCheckResult() == null ? "" : r.getCheckResult());
	}

	/** Removes one of the agency's host names; false when the agency has no such host. */
	public boolean removeHost(AgencyId id, HostName host) {
		return db.deleteFrom(AGENCY_HOST)
			.where(AGENCY_HOST.AGENCY_ID.eq(id.value()).and(AGENCY_HOST.HOST.eq(host.value())))
			.execute() > 0;
	}

	/** The branding an agency's pages show, with its powered-by switch. */
	public Optional<SiteBranding> siteBranding(AgencyId id) {
		return db.select(AGENCY.DISPLAY_NAME, AGENCY.PRIMARY_COLOR, AGENCY.LOGO.isNotNull(), AGENCY.POWERED_BY_VISIBLE)
			.from(AGENCY)
			.where(AGENCY.ID.eq(id.value()))
			.fetchOptional(r -> new SiteBranding(Optional.of(id), r.value1(),
					BrandColour.parse(r.value2()).orElse(BrandColour.DEFAULT), r.value3(), r.value4()));
	}

	/**
	 * Hides the powered-by line for exactly these agencies and shows it for all others.
	 */
	public void hidePoweredByExactly(Collection<AgencyId> hidden) {
		List<String> ids = hidden.stream().map(AgencyId::value).toList();
		db.update(AGENCY).set(AGENCY.POWERED_BY_VISIBLE, DSL.field(AGENCY.ID.notIn(ids))).execute();
	}

	public void setPoweredByVisible(AgencyId id, boolean visible) {
		db.update(AGENCY).set(AGENCY.POWERED_BY_VISIBLE, visible).where(AGENCY.ID.eq(id.value())).execute();
	}

	public boolean nameTaken(String name) {
		return db.fetchExists(AGENCY, AGENCY.NAME.eq(name));
	}

	public boolean anyExists() {
		return db.fetchExists(AGENCY);
	}

	public Optional<Branding> branding(AgencyId id) {
		return db.select(AGENCY.DISPLAY_NAME, AGENCY.PRIMARY_COLOR, AGENCY.LOGO.isNotNull())
			.from(AGENCY)
			.where(AGENCY.ID.eq(id.value()))
			.fetchOptional(r -> new Branding(id, r.value1(), BrandColour.parse(r.value2()).orElse(BrandColour.DEFAULT),
					r.value3()));
	}

	public void updateBranding(AgencyId id, String displayName, BrandColour colour) {
		db.update(AGENCY)
			.set(AGENCY.DISPLAY_NAME, displayName)
			.set(AGENCY.PRIMARY_COLOR, colour.hex())
			.where(AGENCY.ID.eq(id.value()))
			.execute();
	}

	/** The agency's logo as PNG bytes. */
	public Optional<byte[]> logo(AgencyId id) {
		return db.select(AGENCY.LOGO)
			.from(AGENCY)
			.where(AGENCY.ID.eq(id.value()).and(AGENCY.LOGO.isNotNull()))
			.fetchOptional(r -> r.value1());
	}

	public void setLogo(AgencyId id, byte @Nullable [] png) {
		db.update(AGENCY)
			.set(AGENCY.LOGO, png)
			.set(AGENCY.LOGO_CONTENT_TYPE, png == null ? null : "image/png")
			.where(AGENCY.ID.eq(id.value()))
			.execute();
	}

}
