package app.locus.alerts;

import java.time.Duration;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.credits.BudgetCheck;
import app.locus.credits.CreditLimits;
import app.locus.credits.CreditLimits.AccountOutlook;
import app.locus.credits.CreditLimits.MonthBudget;
import app.locus.credits.RunOutForecast;
import app.locus.tenancy.WorkspaceSummary;
import org.springframework.stereotype.Component;

/**
 * Finds, on one node at a time (a leased lock, DD128), accounts whose credits the
 * calendar's planned runs use up within a workspace's threshold in days, before the
 * subscription renews, and workspaces that used their monthly budget (DD152). Each fires
 * once per crossing: the run-out day forecast (a new day when the forecast moves), and
 * the month and budget. A workspace of an account shared with others (DD151) gets the
 * account's alert under its own rule. Alerts go to agency staff only (DD148): never to
 * client viewers, whatever the agency shows them of credits.
 */
@Component
class CreditsWatch {

	static final String LOCK = "alerts-credits";

	private final CreditLimits limits;

	private final RuleBook rules;

	private final AlertDispatch dispatch;

	private final LeasedLocks locks;

	CreditsWatch(CreditLimits limits, RuleBook rules, AlertDispatch dispatch, LeasedLocks locks) {
		this.limits = limits;
		this.rules = rules;
		this.dispatch = dispatch;
		this.locks = locks;
	}

	/**
	 * @return how many alerts fired, or -1 when another node is watching
	 */
	int watch() {
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			return -1;
		}
		try (Lease lease = taken.get()) {
			Map<WorkspaceId, RuleBook.Applied> applying = new HashMap<>();
			int fired = 0;
			for (AccountOutlook account : limits.accounts()) {
				RunOutForecast forecast = account.forecast();
				if (!forecast.beforeRenewal() || forecast.runOut() == null) {
					continue;
				}
				long days = ChronoUnit.DAYS.between(account.today(), forecast.runOut());
				for (WorkspaceSummary workspace : account.workspaces()) {
					lease.requireHeld();
					AlertRule rule = rule(applying, account.agency(), workspace.id(), AlertKind.CREDITS_RUN_OUT);
					Integer threshold = rule.threshold();
					if (rule.enabled() && threshold != null && days <= threshold
							&& dispatch.fire(runOut(account, workspace, days))) {
						fired++;
					}
				}
			}
			for (MonthBudget budget : limits.budgetsThisMonth()) {
				lease.requireHeld();
				if (budget.check().reached()
						&& rule(applying, budget.agency(), budget.workspace().id(), AlertKind.BUDGET_REACHED).enabled()
						&& dispatch.fire(budgetReached(budget))) {
					fired++;
				}
			}
			return fired;
		}
	}

	private AlertRule rule(Map<WorkspaceId, RuleBook.Applied> applying, AgencyId agency, WorkspaceId workspace,
			AlertKind kind) {
		return applying.computeIfAbsent(workspace, id -> rules.rules(agency, id)).of(kind);
	}

	private static Firing runOut(AccountOutlook account, WorkspaceSummary workspace, long days) {
		RunOutForecast forecast = account.forecast();
		String day = DisplayDates.day(Objects.requireNonNull(forecast.runOut()));
		String when = days <= 0 ? "today" : "in about " + days + (days == 1 ? " day" : " days");
		String renewal = forecast.renewal() == null ? " No renewal date is known."
				: " The subscription renews on " + DisplayDates.day(forecast.renewal()) + ".";
		String shared = account.workspaces().size() < 2 ? "" : " " + names(account.workspaces())
				+ " spend from this account; the forecast counts the planned runs " + "of all of them.";
		return new Firing(account.agency(), workspace.id(), AlertKind.CREDITS_RUN_OUT, "runout|" + forecast.runOut(),
				"Credits for " + names(account.workspaces()) + " run out " + when + " (" + day
						+ ") at the planned rate",
				"The latest balance of " + forecast.balance() + " credits does not pay the runs the calendar plans for "
						+ day + "." + renewal + shared + " Add credits or pause a campaign.",
				"w/" + workspace.id().value() + "/credits");
	}

	private static Firing budgetReached(MonthBudget budget) {
		BudgetCheck check = budget.check();
		return new Firing(budget.agency(), budget.workspace().id(), AlertKind.BUDGET_REACHED,
				"budget|" + budget.month() + "|" + check.budget(),
				budget.workspace().name() + " has used its monthly budget of " + check.budget() + " credits",
				check.spentThisMonth() + " credits spent on scans and campaign runs in "
						+ DisplayDates.month(budget.month())
						+ ". Spending more this month needs an agency admin's confirmation.",
				"w/" + budget.workspace().id().value() + "/credits");
	}

	/** "Bakery", "Bakery and Florist", "Bakery, Cafe and Florist". */
	private static String names(List<WorkspaceSummary> workspaces) {
		List<String> names = workspaces.stream().map(WorkspaceSummary::name).toList();
		if (names.size() == 1) {
			return names.get(0);
		}
		return String.join(", ", names.subList(0, names.size() - 1)) + " and " + names.get(names.size() - 1);
	}

}
