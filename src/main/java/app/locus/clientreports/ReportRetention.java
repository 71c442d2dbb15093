package app.locus.clientreports;

import java.time.Clock;

import app.locus.base.Counted;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.repository.ClientReportRepository;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * How many made PDFs a workspace keeps (DD153): the newest
 * {@code locus.client-reports.keep} (24 unless configured: two years of monthly reports,
 * half a year of weekly ones). Older ones are deleted when a new one is stored, in the
 * same transaction, so the history never grows past it on any node; an older PDF that a
 * working share link points at stays until its link is revoked or expires (DD158).
 */
@Component
class ReportRetention {

	static final int DEFAULT_KEEP = 24;

	private final ClientReportRepository reports;

	private final AuditLog audit;

	private final int keep;

	private final Clock clock;

	ReportRetention(ClientReportRepository reports, AuditLog audit,
			@Value("${locus.client-reports.keep:" + DEFAULT_KEEP + "}") int keep, Clock clock) {
		if (keep < 1) {
			throw new IllegalArgumentException("locus.client-reports.keep must be at least 1, not " + keep);
		}
		this.reports = reports;
		this.audit = audit;
		this.keep = keep;
		this.clock = clock;
	}

	/** Deletes the workspace's reports beyond the newest it keeps; how many went. */
	int prune(AgencyId agency, WorkspaceId workspace) {
		int deleted = reports.deleteAllButNewest(agency, workspace, keep, clock.instant());
		if (deleted > 0) {
			audit.record(AuditEntry.success(agency, workspace, "clientreports.pruned", workspace.value(),
					Counted.of(deleted, "older report", "older reports") + " deleted; the newest " + keep
							+ " and shared ones are kept"));
		}
		return deleted;
	}

}
