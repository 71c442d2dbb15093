package app.locus.campaigns;

import java.time.LocalDate;

import org.jspecify.annotations.Nullable;

/**
 * What a campaign would cost: per run, in a typical month (the first full calendar month
 * of its schedule; one run for a one-time campaign), and the day the workspace's credits
 * would run out with it added to what is already planned (null when they last).
 * {@code runsOutBeforeRenewal} says whether that day comes before the subscription
 * renews.
 */
public record CampaignQuote(long creditsPerRun, long creditsPerMonth, @Nullable Long balance,
		@Nullable LocalDate runOutDate, boolean runsOutBeforeRenewal) {

}
