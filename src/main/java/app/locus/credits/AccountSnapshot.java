package app.locus.credits;

import java.time.Instant;
import java.time.LocalDate;

import app.locus.upstream.api.account.Account;
import org.jspecify.annotations.Nullable;

/**
 * What the service said about a workspace's account at one moment (DD051). Any field the
 * service left out is null.
 *
 * @param origin who took it: the scheduled job or a person's refresh
 * @param accountHolder the id of the account's holder ({@code user.id}), which is the
 * same for every key of one account (DD151)
 */
public record AccountSnapshot(Instant takenAt, Origin origin, @Nullable String plan,
		@Nullable String subscriptionStatus, @Nullable LocalDate renewalDate, @Nullable Long monthlyCredits,
		@Nullable Long balance, @Nullable Long usedThisPeriod, @Nullable LocalDate periodStart,
		@Nullable LocalDate periodEnd, @Nullable Long scans, @Nullable Long campaignScans, @Nullable Long autoscanScans,
		@Nullable Long creditsUsed, @Nullable String accountHolder) {

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
				usage == null ? null : usage.creditsUsed(), account.user() == null ? null : account.user().id());
	}

}
