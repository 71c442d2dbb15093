package app.locus.reviewinbox;

import java.time.Duration;
import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * How recent the reviews the inbox shows are: written within the last day, week, month.
 */
public enum InboxAge {

	ANY(null), DAY(Duration.ofDays(1)), WEEK(Duration.ofDays(7)), MONTH(Duration.ofDays(30));

	private final @Nullable Duration within;

	InboxAge(@Nullable Duration within) {
		this.within = within;
	}

	/** The oldest creation time shown, or null for every age. */
	@Nullable
	Instant since(Instant now) {
		return within == null ? null : now.minus(within);
	}

}
