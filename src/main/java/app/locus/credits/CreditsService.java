package app.locus.credits;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.PageRead;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarService;
import app.locus.calendar.CreditForecast;
import app.locus.calendar.CreditForecast.Spend;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.credits.repository.VisibilityRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * The credits of a workspace (DD051): the account's snapshots over time, spend per week
 * by source, this month against the budget, and the forecast of the day the credits run
 * out. Client viewers read it (and change nothing) only when their agency lets clients
 * see credits and costs (DD159) and the agency has not hidden this workspace's credits
 * from them (DD051).
 */
@Service
public class CreditsService {

	/** How far back the balance chart goes. */
	public static final int HISTORY_DAYS = 90;

	/** How many weeks the spend chart shows. */
	public static final int SPEND_WEEKS = 12;

	private final WorkspaceAccess access;

	private final CostVisibility costs;

	private final SnapshotRepository snapshots;

	private final VisibilityRepository visibility;

	private final SnapshotTaker taker;

	private final SpendReadRepository spend;

	private final BudgetService budgets;

	private final CalendarService calendar;

	private final AgencyZoneRepository zones;

	private final AuditLog audit;

	private final Clock clock;

	public CreditsService(WorkspaceAccess access, CostVisibility costs, SnapshotRepository snapshots,
			VisibilityRepository visibility, SnapshotTaker taker, SpendReadRepository spend, BudgetService budgets,
			CalendarService calendar, AgencyZoneRepository zones, AuditLog audit, Clock clock) {
		this.access = access;
		this.costs = costs;
		this.snapshots = snapshots;
		this.visibility = visibility;
		this.taker = taker;
		this.spend = spend;
		this.budgets = budgets;
		this.calendar = calendar;
		this.zones = zones;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * Everything the credits page shows.
	 * @throws ForbiddenException for a client viewer unless the agency lets clients see
	 * credits and costs and shows this workspace's credits
	 */
	public CreditsOverview overview(WorkspaceId workspace) {
		LocusUser user = requireVisible(workspace);
		ZoneId zone = zones.of(user.agencyId());
		LocalDate today = LocalDate.ofInstant(clock.instant(), zone);
		LocalDate firstDay = WeeklySpend.firstDay(today, SPEND_WEEKS);
		WeeklySpend weekly = WeeklySpend.of(today, SPEND_WEEKS,
				spend.manualScanDays(workspace, firstDay.atStartOfDay(zone).toInstant(), zone),
				spend.campaignRunDays(workspace, firstDay, today), spend.otherScanDays(workspace, firstDay, today));
		List<AccountSnapshot> history = snapshots.since(user.agencyId(), workspace,
				clock.instant().minus(Duration.ofDays(HISTORY_DAYS)));
		Reckoning reckoning = reckon(user, workspace);
		return new CreditsOverview(reckoning.latest(), history, weekly, budgets.check(workspace, 0),
				reckoning.forecast(),
				BalanceOutlook.of(history, zone, reckoning.forecast(), today, reckoning.spendAhead()),
				user.role() == Role.AGENCY_ADMIN, user.role().canWrite(),
				visibility.shownToClients(user.agencyId(), workspace));
	}

	/**
	 * The day the workspace's credits run out: the latest snapshot's balance against the
	 * calendar's planned spend up to the renewal.
	 * @throws ForbiddenException for a client viewer unless the agency shows them credits
	 */
	public RunOutForecast forecast(WorkspaceId workspace) {
		return forecast(requireVisible(workspace), workspace);
	}

	/**
	 * The run-out warning the layout shows for the open workspace, if one is due and the
	 * person may see credits.
	 */
	public Optional<RunOutForecast> warning(WorkspaceId workspace) {
		if (!visible(workspace)) {
			return Optional.empty();
		}
		LocusUser user = access.requireRead(workspace);
		RunOutForecast forecast = forecast(user, workspace);
		return forecast.beforeRenewal() ? Optional.of(forecast) : Optional.empty();
	}

	/**
	 * Reads the account now (interactive lane) and stores the snapshot. Audited, failures
	 * too. Not for client viewers.
	 */
	public AccountSnapshot refresh(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		try {
			AccountSnapshot snapshot = taker.take(user.agencyId(), workspace, Lane.INTERACTIVE,
					AccountSnapshot.Origin.REFRESH);
			audit.record(AuditEntry.success(user.agencyId(), workspace, "credits.refresh", workspace.value(),
					"balance " + snapshot.balance()));
			return snapshot;
		}
		catch (UpstreamException ex) {
			audit.record(new AuditEntry(user.agencyId(), workspace, "credits.refresh", workspace.value(),
					AuditEntry.Outcome.FAILURE, ex.getMessage()));
			throw ex;
		}
	}

	/**
	 * Shows or hides the credits of this workspace from its client viewers. Agency admins
	 * only.
	 */
	public void setShownToClients(WorkspaceId workspace, boolean shown) {
		LocusUser admin = access.requireAdmin(workspace);
		visibility.set(admin.agencyId(), workspace, shown, admin.id(), clock.instant());
		audit.record(AuditEntry.success(admin.agencyId(), workspace, "credits.visibility", workspace.value(),
				shown ? "shown to client viewers" : "hidden from client viewers"));
	}

	/**
	 * Whether the person may open the credits of this workspace. The side navigation asks
	 * it on every page; for a manager it usually needs no statement at all (DD168).
	 */
	@PageRead
	public boolean visible(WorkspaceId workspace) {
		return costs.shown(workspace) && !hiddenFromClientsOf(access.requireRead(workspace), workspace);
	}

	private LocusUser requireVisible(WorkspaceId workspace) {
		LocusUser user = costs.requireShown(workspace);
		if (hiddenFromClientsOf(user, workspace)) {
			throw new ForbiddenException(CostVisibility.REFUSAL);
		}
		return user;
	}

	/** The workspace's own switch (DD051), under the agency's (DD159). */
	private boolean hiddenFromClientsOf(LocusUser user, WorkspaceId workspace) {
		return user.role() == Role.CLIENT_VIEWER && !visibility.shownToClients(user.agencyId(), workspace);
	}

	private RunOutForecast forecast(LocusUser user, WorkspaceId workspace) {
		return reckon(user, workspace).forecast();
	}

	/**
	 * The newest snapshot, the forecast from its balance and the planned spend it weighs.
	 */
	private record Reckoning(@Nullable AccountSnapshot latest, RunOutForecast forecast, List<Spend> spendAhead) {

	}

	private Reckoning reckon(LocusUser user, WorkspaceId workspace) {
		AccountSnapshot snapshot = snapshots.latest(user.agencyId(), workspace).orElse(null);
		Long balance = snapshot == null ? null : snapshot.balance();
		if (snapshot == null || balance == null) {
			return new Reckoning(snapshot, RunOutForecast.unknown(), List.of());
		}
		ZoneId zone = zones.of(user.agencyId());
		LocalDate today = LocalDate.ofInstant(clock.instant(), zone);
		LocalDate horizon = CreditForecast.horizon(today, snapshot.renewalDate());
		LocalDateTime balanceAt = LocalDateTime.ofInstant(snapshot.takenAt(), zone);
		List<CalendarEntry> entries = calendar.entries(workspace, today, horizon);
		return new Reckoning(snapshot, RunOutForecast.of(balance, balanceAt, snapshot.renewalDate(), today, entries),
				RunOutForecast.spendAhead(balanceAt, today, entries));
	}

}
