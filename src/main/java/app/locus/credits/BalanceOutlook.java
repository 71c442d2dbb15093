package app.locus.credits;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import app.locus.calendar.CreditForecast;
import app.locus.calendar.CreditForecast.Spend;
import org.jspecify.annotations.Nullable;

/**
 * A workspace's balance day by day, for the credits chart (DD203): what the snapshots
 * read, and from the newest read on, what the planned runs leave of it at the start of
 * each day, up to the day the credits run out or, when they last, to the renewal (or the
 * forecast's horizon). Every day between the first and the last is on the axis, so the
 * line's slope is the pace of spending.
 *
 * @param days every day from the oldest read to the end of the projection
 * @param read the balance read on each day (the day's last read), null on days without
 * one
 * @param projected the balance the planned runs leave at the start of each day from the
 * newest read on, null before it
 */
public record BalanceOutlook(List<LocalDate> days, List<@Nullable Long> read, List<@Nullable Long> projected) {

	public BalanceOutlook {
		days = List.copyOf(days);
		read = Collections.unmodifiableList(new ArrayList<>(read));
		projected = Collections.unmodifiableList(new ArrayList<>(projected));
	}

	/**
	 * @param history the snapshots of the last days, oldest first
	 * @param forecast the forecast from the newest balance
	 * @param ahead the runs the forecast weighs (see {@link RunOutForecast#spendAhead})
	 */
	public static BalanceOutlook of(List<AccountSnapshot> history, ZoneId zone, RunOutForecast forecast,
			LocalDate today, List<Spend> ahead) {
		Map<LocalDate, Long> reads = new TreeMap<>();
		for (AccountSnapshot snapshot : history) {
			Long balance = snapshot.balance();
			if (balance != null) {
				reads.put(LocalDate.ofInstant(snapshot.takenAt(), zone), balance);
			}
		}
		Long balance = forecast.balance();
		LocalDateTime balanceAt = forecast.balanceAt();
		if (balance == null || balanceAt == null) {
			List<@Nullable Long> none = new ArrayList<>();
			reads.keySet().forEach(day -> none.add(null));
			return new BalanceOutlook(List.copyOf(reads.keySet()), List.copyOf(reads.values()), none);
		}
		LocalDate start = balanceAt.toLocalDate();
		reads.put(start, balance);
		LocalDate runOut = forecast.runOut();
		LocalDate end = runOut != null ? runOut : CreditForecast.horizon(today, forecast.renewal());
		Map<LocalDate, Long> paidOn = paidByDay(balance, ahead);
		LocalDate first = reads.keySet().iterator().next();
		List<LocalDate> days = new ArrayList<>();
		List<@Nullable Long> read = new ArrayList<>();
		List<@Nullable Long> projected = new ArrayList<>();
		long left = balance;
		for (LocalDate day = first; !day.isAfter(end) || !day.isAfter(start); day = day.plusDays(1)) {
			days.add(day);
			read.add(reads.get(day));
			projected.add(day.isBefore(start) ? null : left);
			if (!day.isBefore(start)) {
				left -= paidOn.getOrDefault(day, 0L);
			}
		}
		return new BalanceOutlook(days, read, projected);
	}

	/**
	 * The credits the planned runs take each day, as long as the balance pays them: the
	 * first run it cannot pay and every run after it are left out, as the service stops
	 * the campaign then.
	 */
	private static Map<LocalDate, Long> paidByDay(long balance, List<Spend> ahead) {
		Map<LocalDate, Long> paid = new TreeMap<>();
		long left = balance;
		for (Spend spend : ahead.stream().sorted(Comparator.comparing(Spend::date)).toList()) {
			if (spend.credits() > left) {
				break;
			}
			left -= spend.credits();
			paid.merge(spend.date(), spend.credits(), Long::sum);
		}
		return paid;
	}

}
