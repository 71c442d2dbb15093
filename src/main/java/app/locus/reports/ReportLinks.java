package app.locus.reports;

import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.reports.repository.DashboardLinkSettingRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.ReportKey;
import org.springframework.stereotype.Service;

/**
 * Links from a report to the vendor's dashboard, for the person looking at it: none when
 * no dashboard address is configured, and none for client viewers when their agency hides
 * the links in its client portals (shown by default).
 */
@Service
public class ReportLinks {

	private final WorkspaceAccess access;

	private final DashboardLinks links;

	private final DashboardLinkSettingRepository setting;

	private final AuditLog audit;

	ReportLinks(WorkspaceAccess access, DashboardLinks links, DashboardLinkSettingRepository setting, AuditLog audit) {
		this.access = access;
		this.links = links;
		this.setting = setting;
		this.audit = audit;
	}

	/** The dashboard address of a report of the workspace, if this person may see it. */
	public Optional<String> dashboardLink(WorkspaceId workspace, ReportType type, ReportKey key) {
		LocusUser user = access.requireRead(workspace);
		if (user.role() == Role.CLIENT_VIEWER && !setting.shownInPortals(user.agencyId())) {
			return Optional.empty();
		}
		return links.url(type, key);
	}

	/**
	 * Whether the agency shows dashboard links to its client viewers (agency admins
	 * only).
	 */
	public boolean shownInPortals() {
		return setting.shownInPortals(access.requireAgencyAdmin());
	}

	/**
	 * Shows or hides dashboard links in the agency's client portals (agency admins only).
	 */
	public void setShownInPortals(boolean shown) {
		AgencyId agency = access.requireAgencyAdmin();
		setting.setShownInPortals(agency, shown);
		audit.record(AuditEntry.success(agency, null, "reports.dashboard-links", "agency " + agency,
				shown ? "shown in client portals" : "hidden in client portals"));
	}

}
