package app.locus.simulator.account;

import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.state.SimAccount;

import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code POST /v2/account}: subscription, credit balance and this billing period's usage
 * (the calendar month), naming the user by its {@link UserIds id}.
 */
public final class AccountEndpoints {

	private final UserIds userIds;

	public AccountEndpoints(UserIds userIds) {
		this.userIds = userIds;
	}

	public void register(Router router) {
		router.post("/v2/account", this::account);
	}

	private Result account(Call call) {
		SimAccount account = call.account();
		LocalDate today = SimDates.day(call.now());
		LocalDate anchor = today.withDayOfMonth(account.billingDay());
		LocalDate periodStart = today.isBefore(anchor) ? anchor.minusMonths(1) : anchor;
		LocalDate periodEnd = periodStart.plusMonths(1).minusDays(1);
		Instant from = SimDates.startOfDay(periodStart);
		List<SimAccount.Charge> period = account.charges().stream().filter(c -> !c.at().isBefore(from)).toList();
		ObjectNode data = Json.object();
		data.putObject("user").put("id", userIds.of(account)).put("name", account.name());
		ObjectNode subscription = data.putObject("subscription");
		subscription.put("plan", account.plan());
		subscription.put("status", "active");
		subscription.put("renewal_date", SimDates.date(periodEnd.plusDays(1)));
		subscription.put("monthly_credits", account.monthlyCredits());
		long used = period.stream().mapToLong(SimAccount.Charge::credits).sum();
		ObjectNode credits = data.putObject("credits");
		credits.put("balance", account.balance());
		credits.put("used_this_period", used);
		ObjectNode usage = data.putObject("usage");
		usage.put("period_start", SimDates.date(periodStart));
		usage.put("period_end", SimDates.date(periodEnd));
		usage.put("scans", scans(period, SimAccount.Use.SCAN));
		usage.put("campaign_scans", scans(period, SimAccount.Use.CAMPAIGN_SCAN));
		usage.put("autoscan_scans", scans(period, SimAccount.Use.AUTOSCAN_SCAN));
		usage.put("credits_used", used);
		usage.put("on_demand_requests", scans(period, SimAccount.Use.ON_DEMAND));
		return Result.ok(data);
	}

	private static int scans(List<SimAccount.Charge> charges, SimAccount.Use use) {
		return charges.stream().filter(c -> c.use() == use).mapToInt(SimAccount.Charge::scans).sum();
	}

}
