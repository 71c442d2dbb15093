package app.locus.tenancy.repository;

import static app.locus.db.Tables.AGENCY;
import static app.locus.db.Tables.AGENCY_HOST;

import java.time.Instant;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.tenancy.BrandColour;
import app.locus.tenancy.Branding;

import org.jooq.DSLContext;
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

	public void addHost(AgencyId id, String host) {
		db.insertInto(AGENCY_HOST).set(AGENCY_HOST.HOST, host).set(AGENCY_HOST.AGENCY_ID, id.value()).execute();
	}

	public boolean hostTaken(String host) {
		return db.fetchExists(AGENCY_HOST, AGENCY_HOST.HOST.eq(host));
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

	public void setLogo(AgencyId id, byte[] png) {
		db.update(AGENCY)
			.set(AGENCY.LOGO, png)
			.set(AGENCY.LOGO_CONTENT_TYPE, png == null ? null : "image/png")
			.where(AGENCY.ID.eq(id.value()))
			.execute();
	}

}
