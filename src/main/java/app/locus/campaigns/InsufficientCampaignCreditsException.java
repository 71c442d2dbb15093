package app.locus.campaigns;

import app.locus.base.LocusException;
import org.jspecify.annotations.Nullable;

/**
 * The account has too few credits for a campaign run: found before sending, or the
 * service's 402 after; both read the same.
 */
public class InsufficientCampaignCreditsException extends LocusException {

	private final long cost;

	private final @Nullable Long balance;

	public InsufficientCampaignCreditsException(long cost, @Nullable Long balance) {
		super("Not enough credits: one run of this campaign costs " + cost
				+ " credits, more than the account has left. Add credits before running it.");
		this.cost = cost;
		this.balance = balance;
	}

	public long cost() {
		return cost;
	}

	/** The balance when it was read, or null when the service refused with 402. */
	public @Nullable Long balance() {
		return balance;
	}

}
