package app.locus.agency;

import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import app.locus.agency.repository.OverviewReadRepository;
import app.locus.agency.repository.OverviewReadRepository.Attention;
import app.locus.agency.repository.OverviewReadRepository.Balance;
import app.locus.agency.repository.OverviewReadRepository.Budget;
import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.calendar.CalendarEntry;
import app.locus.calendar.CalendarService;
import app.locus.calendar.CreditForecast;
import app.locus.credits.RunOutForecast;
import app.locus.credits.repository.SpendReadRepository;
import app.locus.credits.repository.SpendReadRepository.MonthSpend;
import app.locus.credits.repository.SpendReadRepository.Source;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The agency overview (DD134): every client workspace the person may see, with what needs
 * attention, and the agency's credits. It reads stored data only (no call to the scanning
 * service) with a few queries over all those workspaces at once. For agency admins (every
 * active workspace of the agency) and account managers (the workspaces assigned to them);
 * client viewers keep their portal.
 */
@Service
@Transactional(readOnly = true)
public class AgencyOverviewService {

	/** How far back refused scans count as failed. */
	public static final int FAILED_DAYS = 7;

	/** How many months the spend chart shows, the current one included. */
	public static final int SPEND_MONTHS = 6;

	/** How far ahead the next scheduled run is looked for. */
	static final int NEXT_RUN_DAYS = 31;

	private final CurrentUser currentUser;

	private final WorkspaceService workspaces;

	private final CalendarService calendar;

	private final OverviewReadRepository overview;

	private final SpendReadRepository spend;

	private final KeptVisibility visibility;

	private final Clock clock;

	AgencyOverviewService(CurrentUser currentUser, WorkspaceService workspaces, CalendarService calendar,
			OverviewReadRepository overview, SpendReadRepository spend, KeptVisibility visibility, Clock clock) {
		this.currentUser = currentUser;
		this.workspaces = workspaces;
		this.calendar = calendar;
		this.overview = overview;
		this.spend = spend;
		this.visibility = visibility;
		this.clock = clock;
	}

	/**
	 * The overview of every workspace the person may see.
	 * @throws ForbiddenException for a client viewer
	 */
	public AgencyOverview overview() {
		LocusUser user = currentUser.require();
		if (user.role() == Role.CLIENT_VIEWER) {
			throw new ForbiddenException("The agency overview is for agency admins and account managers.");
		}
		ZoneId zone = calendar.zone();
		LocalDate today = calendar.today();
		List<WorkspaceId> scope = workspaces.visibleWorkspaces().stream().map(WorkspaceSummary::id).toList();
		List<YearMonth> months = months(today);
		if (scope.isEmpty()) {
			return new AgencyOverview(today, List.of(), List.of(), months, List.of());
		}
		List<Attention> attention = overview.attention(user.agencyId(), scope, clock.instant(),
				clock.instant().minus(Duration.ofDays(FAILED_DAYS)));
		Map<WorkspaceId, WorkspaceSummary> clients = attention.stream()
			.collect(Collectors.toMap(Attention::workspace, row -> new WorkspaceSummary(row.workspace(), row.name()),
					(a, b) -> a, LinkedHashMap::new));
		List<Balance> balances = overview.balances(user.agencyId(), clients.keySet());
		LocalDate horizon = balances.stream()
			.map(balance -> CreditForecast.horizon(today, balance.renewal()))
			.reduce(today.plusDays(NEXT_RUN_DAYS), (a, b) -> a.isAfter(b) ? a : b);
		Map<WorkspaceId, List<CalendarEntry>> planned = calendar.agencyPlannedRuns(horizon)
			.stream()
			.collect(Collectors.groupingBy(CalendarEntry::workspace));
		List<AccountCredits> accounts = accounts(balances, clients, planned, today, zone);
		Map<WorkspaceId, List<MonthSpend>> monthly = spend.monthly(user.agencyId(), clients.keySet(), months, zone)
			.stream()
			.collect(Collectors.groupingBy(MonthSpend::workspace));
		Map<WorkspaceId, Long> budgets = overview.budgets(user.agencyId(), clients.keySet())
			.stream()
			.collect(Collectors.toMap(Budget::workspace, Budget::monthlyCredits));
		Map<WorkspaceId, Map<Boolean, Visibility>> visibility = this.visibility.of(user.agencyId(), clients.keySet(),
				today);
		Map<WorkspaceId, AccountCredits> accountOf = new HashMap<>();
		accounts.forEach(account -> account.clients().forEach(client -> accountOf.put(client.id(), account)));
		LocalDateTime now = LocalDateTime.ofInstant(clock.instant(), zone);
		List<ClientRow> rows = attention.stream().map(row -> {
			Map<Boolean, Visibility> shares = visibility.getOrDefault(row.workspace(), Map.of());
			AccountCredits account = accountOf.get(row.workspace());
			RunOutForecast forecast = account == null ? RunOutForecast.unknown() : account.forecast();
			return new ClientRow(row.workspace(), row.name(), shares.getOrDefault(false, Visibility.none()),
					shares.getOrDefault(true, Visibility.none()), row.lastScan(),
					nextRun(planned.getOrDefault(row.workspace(), List.of()), now),
					spentThisMonth(monthly.getOrDefault(row.workspace(), List.of()), YearMonth.from(today)),
					budgets.get(row.workspace()), forecast.runOut(), forecast.beforeRenewal(), row.guardAlerts(),
					row.pendingApprovals(), row.failedScans(), row.unknownScans(), row.brokenKeys());
		}).toList();
		List<ClientSpend> spendPerClient = clients.values()
			.stream()
			.map(client -> new ClientSpend(client, perMonth(monthly.getOrDefault(client.id(), List.of()), months)))
			.toList();
		return new AgencyOverview(today, rows, accounts, months, spendPerClient);
	}

	private static List<YearMonth> months(LocalDate today) {
		YearMonth current = YearMonth.from(today);
		return Stream.iterate(current.minusMonths(SPEND_MONTHS - 1L), month -> month.plusMonths(1))
			.limit(SPEND_MONTHS)
			.toList();
	}

	/**
	 * Each upstream account with its newest known balance and the forecast over the
	 * planned runs of every workspace that spends from it (the credits feature's
	 * {@link RunOutForecast}). Workspaces whose newest snapshots name the same account
	 * holder share one account (DD151); a workspace whose snapshot names none is an
	 * account of its own.
	 */
	private static List<AccountCredits> accounts(List<Balance> balances, Map<WorkspaceId, WorkspaceSummary> clients,
			Map<WorkspaceId, List<CalendarEntry>> planned, LocalDate today, ZoneId zone) {
		Map<String, List<Balance>> byAccount = balances.stream()
			.filter(balance -> clients.containsKey(balance.workspace()))
			.collect(Collectors.groupingBy(balance -> balance.holder() == null
					? "workspace:" + balance.workspace().value() : "holder:" + balance.holder(), LinkedHashMap::new,
					Collectors.toList()));
		List<AccountCredits> accounts = new ArrayList<>();
		byAccount.values().forEach(shared -> {
			Balance newest = shared.stream().max(Comparator.comparing(Balance::takenAt)).orElseThrow();
			LocalDate horizon = CreditForecast.horizon(today, newest.renewal());
			List<CalendarEntry> runs = shared.stream()
				.flatMap(balance -> planned.getOrDefault(balance.workspace(), List.of()).stream())
				.filter(entry -> !entry.date().isAfter(horizon))
				.toList();
			List<WorkspaceSummary> spenders = shared.stream()
				.map(balance -> clients.get(balance.workspace()))
				.sorted(Comparator.comparing(WorkspaceSummary::name))
				.toList();
			accounts.add(new AccountCredits(spenders, newest.balance(), newest.takenAt(), RunOutForecast
				.of(newest.balance(), LocalDateTime.ofInstant(newest.takenAt(), zone), newest.renewal(), today, runs)));
		});
		accounts.sort(Comparator.comparing(account -> account.clients().get(0).name()));
		return accounts;
	}

	private static @Nullable LocalDateTime nextRun(List<CalendarEntry> planned, LocalDateTime now) {
		return planned.stream()
			.map(entry -> entry.time() == null ? entry.date().atStartOfDay() : entry.date().atTime(entry.time()))
			.filter(when -> !when.isBefore(now))
			.min(Comparator.naturalOrder())
			.orElse(null);
	}

	/** What the budget counts (DD051): manual scans and campaign runs of the month. */
	private static long spentThisMonth(List<MonthSpend> spent, YearMonth month) {
		return spent.stream()
			.filter(item -> item.month().equals(month) && item.source() != Source.OTHER_SCANS)
			.mapToLong(MonthSpend::credits)
			.sum();
	}

	private static List<Long> perMonth(List<MonthSpend> spent, List<YearMonth> months) {
		return months.stream()
			.map(month -> spent.stream()
				.filter(item -> item.month().equals(month))
				.mapToLong(MonthSpend::credits)
				.sum())
			.toList();
	}

}
