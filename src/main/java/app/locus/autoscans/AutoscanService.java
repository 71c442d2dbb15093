package app.locus.autoscans;

import java.time.ZoneId;
import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.autoscans.repository.AutoscanRepository;
import app.locus.base.WorkspaceId;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.reports.SyncTarget;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.autoscans.Autoscan;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * The scheduled scans of a workspace (DD055, DD057): the service's listing page by page
 * with every filter of the spec, the stored copy the calendars use, and a refresh of that
 * copy. The service has no endpoint to create or change scheduled scans, so everything
 * here reads; client viewers may read the listing, only agency staff may refresh the
 * copy.
 */
@Service
public class AutoscanService {

	private final WorkspaceAccess access;

	private final LocalVisibilityClient client;

	private final AutoscanRepository repository;

	private final AutoscanSync sync;

	private final AuditLog audit;

	private final AgencyZoneRepository zones;

	AutoscanService(WorkspaceAccess access, LocalVisibilityClient client, AutoscanRepository repository,
			AutoscanSync sync, AuditLog audit, AgencyZoneRepository zones) {
		this.zones = zones;
		this.access = access;
		this.client = client;
		this.repository = repository;
		this.sync = sync;
		this.audit = audit;
	}

	/**
	 * One page of the service's listing for these filters, on the interactive lane.
	 * @param nextToken null for the first page, else the token the previous page gave
	 * @throws app.locus.base.ValidationException with a message per refused filter field
	 */
	public Page<Autoscan> page(WorkspaceId workspace, AutoscanSearch search, @Nullable String nextToken) {
		access.requireRead(workspace);
		Page.checkToken(nextToken);
		return client.autoscans().list(workspace, Lane.INTERACTIVE, AutoscanFilters.checked(search), nextToken);
	}

	/** The copy of the workspace's scheduled scans from the last sync, by next run. */
	public List<ScheduledScan> stored(WorkspaceId workspace) {
		access.requireRead(workspace);
		return repository.list(workspace);
	}

	/**
	 * Whether this person may refresh the stored copy (agency staff, not client viewers).
	 */
	public boolean mayRefresh(WorkspaceId workspace) {
		return access.requireRead(workspace).role().canWrite();
	}

	/** The agency's zone, in which run times are shown. */
	public ZoneId zone(WorkspaceId workspace) {
		return zones.of(access.requireRead(workspace).agencyId());
	}

	/**
	 * Refreshes the stored copy now (agency staff only; a client viewer is refused).
	 * @return how many scheduled scans are stored
	 */
	public int refresh(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		try {
			int stored = sync.sync(new SyncTarget(user.agencyId(), workspace));
			audit.record(AuditEntry.success(user.agencyId(), workspace, "autoscans.refresh", workspace.value(),
					stored + " scheduled scans stored"));
			return stored;
		}
		catch (UpstreamException ex) {
			audit.record(new AuditEntry(user.agencyId(), workspace, "autoscans.refresh", workspace.value(),
					AuditEntry.Outcome.FAILURE, ex.getMessage()));
			throw ex;
		}
	}

}
