package app.locus.reports.repository;

import static app.locus.db.Tables.AGENCY;

import app.locus.base.AgencyId;
import org.jooq.DSLContext;
import org.springframework.stereotype.Component;

/** The agency's choice to show the vendor dashboard links in its client portals. */
@Component
public class DashboardLinkSettingRepository {

	private final DSLContext db;

	DashboardLinkSettingRepository(DSLContext db) {
		this.db = db;
	}

	public boolean shownInPortals(AgencyId agency) {
		Boolean shown = db.select(AGENCY.DASHBOARD_LINKS_IN_PORTALS)
			.from(AGENCY)
			.where(AGENCY.ID.eq(agency.value()))
			.fetchOne(AGENCY.DASHBOARD_LINKS_IN_PORTALS);
		return shown == null || shown;
	}

	public void setShownInPortals(AgencyId agency, boolean shown) {
		db.update(AGENCY).set(AGENCY.DASHBOARD_LINKS_IN_PORTALS, shown).where(AGENCY.ID.eq(agency.value())).execute();
	}

}
