package app.locus.credits;

import java.time.Instant;
import java.time.LocalDate;

import app.locus.upstream.api.account.Account;

/**
 * What the service said about a workspace's account at one moment (DD051). Any field the
 * service left out is null.
 *
 * @param origin who took it: the scheduled job or a person's refresh
 */
public record AccountSnapshot(Instant takenAt, Origin origin, String plan, String subscriptionStatus,
		LocalDate renewalDate, Long monthlyCredits, Long balance, Long usedThisPeriod, LocalDate periodStart,
		LocalDate periodEnd, Long scans, Long campaignScans, Long autoscanScans, Long creditsUsed) {

	/** Who took a snapshot. */
	public enum Origin {

		SCHEDULE, REFRESH

	}

	/** The snapshot of an answer of {@code POST /v2/account}. */
	public static AccountSnapshot of(Account account, Instant takenAt, Origin origin) {
		Account.Subscription subscription = account.subscription();
		Account.Credits credits = account.credits();
		Account.Usage usage = account.usage();
		return new AccountSnapshot(takenAt, origin, subscription == null ? null : subscription.plan(),
				subscription == null ? null : subscription.status(),
				subscription == null ? null : subscription.renewalDate(),
				subscription == null ? null : subscription.monthlyCredits(), credits == null ? null : credits.balance(),
				credits == null ? null : credits.usedThisPeriod(), usage == null ? null : usage.periodStart(),
				usage == null ? null : usage.periodEnd(), usage == null ? null : usage.scans(),
				usage == null ? null : usage.campaignScans(), usage == null ? null : usage.autoscanScans(),
				usage == null ? null : usage.creditsUsed());
	}

}
