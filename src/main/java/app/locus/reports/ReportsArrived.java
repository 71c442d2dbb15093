package app.locus.reports;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;

/**
 * Published after reports were stored (by the sync, or when a report is first fetched),
 * so that others can react: the scan ledger settles queued scans, a view can notify the
 * person.
 */
public record ReportsArrived(AgencyId agency, WorkspaceId workspace, List<ReportCard> reports) {

	public ReportsArrived {
		reports = List.copyOf(reports);
	}

}
