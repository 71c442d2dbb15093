package app.locus.alerts;

import java.time.Clock;
import java.util.List;

import app.locus.base.Counted;
import app.locus.alerts.repository.AlertRepository;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.NotFoundException;
import app.locus.base.PageRead;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The signed-in person's own alerts (the bell and the alerts page): only those they
 * received, in their own agency. Client viewers receive none (DD148), so theirs is always
 * empty.
 */
@Service
@Transactional(readOnly = true)
public class AlertService {

	/** As many as the bell's list and the alerts page show. */
	static final int SHOWN = 100;

	private final AlertRepository alerts;

	private final CurrentUser currentUser;

	private final WorkspaceAccess access;

	private final AuditLog audit;

	private final Clock clock;

	AlertService(AlertRepository alerts, CurrentUser currentUser, WorkspaceAccess access, AuditLog audit, Clock clock) {
		this.alerts = alerts;
		this.access = access;
		this.currentUser = currentUser;
		this.audit = audit;
		this.clock = clock;
	}

	@PageRead
	public int unreadCount() {
		LocusUser user = currentUser.require();
		return alerts.unreadCount(user.agencyId(), user.id());
	}

	/** The person's newest alerts, newest first. */
	public List<Alert> recent() {
		LocusUser user = currentUser.require();
		return alerts.inbox(user.agencyId(), user.id(), SHOWN);
	}

	/**
	 * The person's newest alerts about one workspace, newest first, for a tool that works
	 * on one client.
	 */
	public List<Alert> recentFor(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return alerts.inbox(user.agencyId(), user.id(), workspace, SHOWN);
	}

	/**
	 * Marks one of the person's alerts read; one already read, or not theirs, stays as it
	 * is.
	 * @throws NotFoundException when no such alert is in the person's agency
	 */
	@Transactional
	public void markRead(AlertId alert) {
		LocusUser user = currentUser.require();
		if (!alerts.exists(user.agencyId(), alert)) {
			throw new NotFoundException("alert");
		}
		boolean marked = alerts.markRead(user.agencyId(), user.id(), alert, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), null, "alerts.read", alert.value(),
				marked ? null : "was not unread"));
	}

	/**
	 * @return how many were unread
	 */
	@Transactional
	public int markAllRead() {
		LocusUser user = currentUser.require();
		int marked = alerts.markAllRead(user.agencyId(), user.id(), clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), null, "alerts.read-all", null,
				Counted.of(marked, "alert", "alerts")));
		return marked;
	}

}
