package app.locus.credits;

import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.credits.repository.BudgetRepository;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * Monthly credit budgets per workspace (DD051), set by agency admins. Before a scan or a
 * campaign run spends credits, {@link #check} tells whether the month's spend would pass
 * the budget; such a spend needs an agency admin's confirmation
 * ({@link #requireConfirmation}).
 */
@Service
public class BudgetService {

	/** The largest budget accepted: more than any account holds. */
	static final long MAX_BUDGET = 100_000_000L;

	private final WorkspaceAccess access;

	private final BudgetRepository budgets;

	private final SpendReadRepository spend;

	private final AgencyZoneRepository zones;

	private final AuditLog audit;

	private final Clock clock;

	public BudgetService(WorkspaceAccess access, BudgetRepository budgets, SpendReadRepository spend,
			AgencyZoneRepository zones, AuditLog audit, Clock clock) {
		this.access = access;
		this.budgets = budgets;
		this.spend = spend;
		this.zones = zones;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * Sets the workspace's monthly budget, or removes it when {@code monthlyCredits} is
	 * null. Agency admins only.
	 */
	public void setBudget(WorkspaceId workspace, @Nullable Long monthlyCredits) {
		LocusUser admin = access.requireAdmin(workspace);
		if (monthlyCredits != null && (monthlyCredits < 1 || monthlyCredits > MAX_BUDGET)) {
			throw ValidationException.of("budget", "The monthly budget must be a whole number of credits from 1 to "
					+ MAX_BUDGET + ", or empty for no budget.");
		}
		if (monthlyCredits == null) {
			budgets.clear(admin.agencyId(), workspace);
		}
		else {
			budgets.set(admin.agencyId(), workspace, monthlyCredits, admin.id(), clock.instant());
		}
		audit.record(AuditEntry.success(admin.agencyId(), workspace, "credits.budget", workspace.value(),
				monthlyCredits == null ? "no budget" : monthlyCredits + " credits a month"));
	}

	/**
	 * The month's spend so far and whether spending {@code credits} more would pass the
	 * budget. The scan form and the campaign run call this before asking for
	 * confirmation.
	 */
	public BudgetCheck check(WorkspaceId workspace, long credits) {
		LocusUser user = access.requireRead(workspace);
		ZoneId zone = zones.of(user.agencyId());
		YearMonth month = YearMonth.from(LocalDate.ofInstant(clock.instant(), zone));
		Instant monthStart = month.atDay(1).atStartOfDay(zone).toInstant();
		long spent = spend.manualScans(workspace, monthStart)
				+ spend.campaignRuns(workspace, month.atDay(1), month.atEndOfMonth());
		return new BudgetCheck(budgets.monthly(user.agencyId(), workspace).orElse(null), spent, credits);
	}

	/**
	 * Refuses a spend past the budget unless an agency admin confirmed it; records the
	 * admin's confirmation.
	 * @throws ForbiddenException when the spend passes the budget and the person is not
	 * an agency admin
	 * @throws OverBudgetException when an admin has not confirmed yet
	 */
	public void requireConfirmation(WorkspaceId workspace, long credits, boolean adminConfirmed) {
		BudgetCheck check = check(workspace, credits);
		if (!check.exceeds()) {
			return;
		}
		LocusUser user = access.requireWrite(workspace);
		if (user.role() != Role.AGENCY_ADMIN) {
			audit.record(new AuditEntry(user.agencyId(), workspace, "credits.over-budget", workspace.value(),
					AuditEntry.Outcome.DENIED, credits + " credits past a budget of " + check.budget()));
			throw new ForbiddenException("This would pass the workspace's monthly budget of " + check.budget()
					+ " credits (" + check.spentThisMonth() + " spent). Ask an agency admin to run it.");
		}
		if (!adminConfirmed) {
			throw new OverBudgetException(check);
		}
		audit.record(AuditEntry.success(user.agencyId(), workspace, "credits.over-budget", workspace.value(),
				credits + " credits past a budget of " + check.budget() + ", confirmed"));
	}

}
