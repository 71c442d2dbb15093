package app.locus.reports;

import java.math.BigDecimal;

/**
 * The headline metrics and which way is better: rank positions (ARP, ATRP) improve as
 * they fall, share of voice (SoLV, or SAIV on AI platforms) as it rises.
 */
public enum Metric {

	ARP(true), ATRP(true), SOLV(false);

	/** What a movement means for the business. */
	public enum Change {

		BETTER, WORSE, SAME, UNKNOWN

	}

	private final boolean lowerIsBetter;

	Metric(boolean lowerIsBetter) {
		this.lowerIsBetter = lowerIsBetter;
	}

	public boolean lowerIsBetter() {
		return lowerIsBetter;
	}

	/**
	 * Reads a movement since the previous scan ({@code arp_move}, {@code solv_move}...).
	 */
	public Change change(BigDecimal move) {
		if (move == null) {
			return Change.UNKNOWN;
		}
		if (move.signum() == 0) {
			return Change.SAME;
		}
		boolean fell = move.signum() < 0;
		return fell == lowerIsBetter ? Change.BETTER : Change.WORSE;
	}

}
