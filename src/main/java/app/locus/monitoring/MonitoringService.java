package app.locus.monitoring;

import java.time.Duration;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.monitoring.repository.MonitoringRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;

import org.springframework.stereotype.Service;

/**
 * A workspace's profile-protection (guard) records and reviews analyses, read from what
 * the sync stored (no call to the service), and a person's refresh of them.
 */
@Service
public class MonitoringService {

	private final WorkspaceAccess access;

	private final CostVisibility costs;

	private final MonitoringRepository repository;

	private final MonitoringSync sync;

	MonitoringService(WorkspaceAccess access, CostVisibility costs, MonitoringRepository repository,
			MonitoringSync sync) {
		this.access = access;
		this.costs = costs;
		this.repository = repository;
		this.sync = sync;
	}

	/**
	 * The stored guard records, by location.
	 * @throws NotFoundException for a workspace the person may not see
	 */
	public List<GuardRecord> guards(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return repository.guards(user.agencyId(), workspace);
	}

	/**
	 * The stored reviews analyses, newest first; without their price for a person who may
	 * not see costs (DD159).
	 * @throws NotFoundException for a workspace the person may not see
	 */
	public List<ReviewsRecord> reviews(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		List<ReviewsRecord> found = repository.reviews(user.agencyId(), workspace);
		return costs.shown(workspace) ? found : found.stream().map(ReviewsRecord::withoutPrice).toList();
	}

	/**
	 * Reads both listings from the service now, in the interactive lane, unless a sync of
	 * the workspace is running. Not for client viewers.
	 * @throws ForbiddenException for a client viewer
	 * @throws UpstreamException when the service cannot be reached with the workspace's
	 * credential
	 */
	public MonitoringResult refresh(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return sync.sync(user.agencyId(), workspace, Lane.INTERACTIVE, Duration.ZERO);
	}

}
