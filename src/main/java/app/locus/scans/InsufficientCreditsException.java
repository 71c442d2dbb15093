package app.locus.scans;

import app.locus.base.LocusException;
import org.jspecify.annotations.Nullable;

/**
 * The account has too few credits for the scan: found before sending, or the service's
 * 402 after; both read the same.
 */
public class InsufficientCreditsException extends LocusException {

	private final int cost;

	private final @Nullable Long balance;

	public InsufficientCreditsException(int cost, @Nullable Long balance) {
		super(message(cost));
		this.cost = cost;
		this.balance = balance;
	}

	/** The one message for a short balance, whoever noticed it. */
	public static String message(int cost) {
		return "Not enough credits: this scan costs " + cost
				+ " credits, more than the account has left. Add credits or choose a smaller grid.";
	}

	public int cost() {
		return cost;
	}

	/** The balance when it was read, or null when the service refused with 402. */
	public @Nullable Long balance() {
		return balance;
	}

}
