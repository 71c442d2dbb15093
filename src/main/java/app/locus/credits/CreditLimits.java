package app.locus.credits;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CreditForecast;
import app.locus.calendar.SystemPlannedRuns;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.credits.repository.BudgetRepository;
import app.locus.credits.repository.BudgetRepository.SetBudget;
import app.locus.credits.repository.SnapshotRepository;
import app.locus.credits.repository.SnapshotRepository.NewestBalance;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.credits.repository.SpendReadRepository.MonthSpend;
import app.locus.credits.repository.SpendReadRepository.Source;
import app.locus.tenancy.WorkspaceSummary;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Every agency's credit forecasts and budgets read by the system, for the credits alert's
 * background round (DD152), which acts on nobody's behalf. Accounts are grouped by their
 * holder as on the agency overview (DD151) and forecast with {@link RunOutForecast} over
 * the calendar's planned runs; budgets are checked with {@link BudgetCheck} over what the
 * budget counts (manual scans and campaign runs, DD051). Views never call it (an ArchUnit
 * rule); people read credits through {@link CreditsService} and {@link BudgetService}.
 */
@Service
@Transactional(readOnly = true)
public class CreditLimits {

	/**
	 * One account's forecast, today in its agency's zone, and the workspaces that spend
	 * from it.
	 */
	public record AccountOutlook(AgencyId agency, List<WorkspaceSummary> workspaces, LocalDate today,
			RunOutForecast forecast) {

	}

	/** A workspace's budget this month (agency's zone) and what the month spent of it. */
	public record MonthBudget(AgencyId agency, WorkspaceSummary workspace, YearMonth month, BudgetCheck check) {

	}

	private final SnapshotRepository snapshots;

	private final BudgetRepository budgets;

	private final SpendReadRepository spend;

	private final SystemPlannedRuns planned;

	private final AgencyZoneRepository zones;

	private final Clock clock;

	public CreditLimits(SnapshotRepository snapshots, BudgetRepository budgets, SpendReadRepository spend,
			SystemPlannedRuns planned, AgencyZoneRepository zones, Clock clock) {
		this.snapshots = snapshots;
		this.budgets = budgets;
		this.spend = spend;
		this.planned = planned;
		this.zones = zones;
		this.clock = clock;
	}

	/** Every account of every agency with a known balance, and its forecast. */
	public List<AccountOutlook> accounts() {
		Map<AgencyId, List<NewestBalance>> byAgency = snapshots.newestBalances()
			.stream()
			.collect(Collectors.groupingBy(NewestBalance::agency, LinkedHashMap::new, Collectors.toList()));
		List<AccountOutlook> outlooks = new ArrayList<>();
		byAgency.forEach((agency, balances) -> outlooks.addAll(accounts(agency, balances)));
		return outlooks;
	}

	/** Every budget set in an active workspace, with this month's spend against it. */
	public List<MonthBudget> budgetsThisMonth() {
		Map<AgencyId, List<SetBudget>> byAgency = budgets.all()
			.stream()
			.collect(Collectors.groupingBy(SetBudget::agency, LinkedHashMap::new, Collectors.toList()));
		List<MonthBudget> months = new ArrayList<>();
		byAgency.forEach((agency, set) -> {
			ZoneId zone = zones.of(agency);
			YearMonth month = YearMonth.from(LocalDate.ofInstant(clock.instant(), zone));
			Set<WorkspaceId> scope = set.stream().map(SetBudget::workspace).collect(Collectors.toSet());
			Map<WorkspaceId, Long> spent = spend.monthly(agency, scope, List.of(month), zone)
				.stream()
				.filter(item -> item.month().equals(month) && item.source() != Source.OTHER_SCANS)
				.collect(Collectors.groupingBy(MonthSpend::workspace, Collectors.summingLong(MonthSpend::credits)));
			set.forEach(budget -> months
				.add(new MonthBudget(agency, new WorkspaceSummary(budget.workspace(), budget.name()), month,
						new BudgetCheck(budget.monthlyCredits(), spent.getOrDefault(budget.workspace(), 0L), 0))));
		});
		return months;
	}

	/**
	 * The agency's accounts: workspaces whose newest balances name one holder share one
	 * account, whose balance is the newest of theirs; a workspace naming none is an
	 * account of its own (DD151).
	 */
	private List<AccountOutlook> accounts(AgencyId agency, List<NewestBalance> balances) {
		ZoneId zone = zones.of(agency);
		LocalDate today = LocalDate.ofInstant(clock.instant(), zone);
		LocalDate horizon = balances.stream()
			.map(balance -> CreditForecast.horizon(today, balance.renewal()))
			.max(Comparator.naturalOrder())
			.orElse(today);
		Map<WorkspaceId, List<CalendarEntry>> runs = planned.plannedRuns(agency, horizon)
			.stream()
			.collect(Collectors.groupingBy(CalendarEntry::workspace));
		Map<String, List<NewestBalance>> byAccount = balances.stream()
			.collect(Collectors.groupingBy(balance -> balance.holder() == null
					? "workspace:" + balance.workspace().value() : "holder:" + balance.holder(), LinkedHashMap::new,
					Collectors.toList()));
		return byAccount.values().stream().map(shared -> {
			NewestBalance newest = shared.stream().max(Comparator.comparing(NewestBalance::takenAt)).orElseThrow();
			LocalDate until = CreditForecast.horizon(today, newest.renewal());
			List<CalendarEntry> due = shared.stream()
				.flatMap(balance -> runs.getOrDefault(balance.workspace(), List.of()).stream())
				.filter(entry -> !entry.date().isAfter(until))
				.toList();
			List<WorkspaceSummary> spenders = shared.stream()
				.map(balance -> new WorkspaceSummary(balance.workspace(), balance.name()))
				.sorted(Comparator.comparing(WorkspaceSummary::name))
				.toList();
			return new AccountOutlook(agency, spenders, today, RunOutForecast.of(newest.balance(),
					LocalDateTime.ofInstant(newest.takenAt(), zone), newest.renewal(), today, due));
		}).toList();
	}

}
