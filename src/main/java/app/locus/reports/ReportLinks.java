package app.locus.reports;

import java.util.Optional;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.ReportKey;
import org.springframework.stereotype.Service;

/**
 * Links from a report to the vendor's dashboard, for the agency's own people only: none
 * when no dashboard address is configured, and never for a client viewer, whose portal
 * carries the agency's brand alone (DD198).
 */
@Service
public class ReportLinks {

	private final WorkspaceAccess access;

	private final DashboardLinks links;

	ReportLinks(WorkspaceAccess access, DashboardLinks links) {
		this.access = access;
		this.links = links;
	}

	/** The dashboard address of a report of the workspace, if this person may see it. */
	public Optional<String> dashboardLink(WorkspaceId workspace, ReportType type, ReportKey key) {
		LocusUser user = access.requireRead(workspace);
		if (user.role() == Role.CLIENT_VIEWER) {
			return Optional.empty();
		}
		return links.url(type, key);
	}

}
