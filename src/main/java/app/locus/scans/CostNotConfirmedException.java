package app.locus.scans;

import app.locus.base.LocusException;
import org.jspecify.annotations.Nullable;

/**
 * A caller outside the portal started a scan without stating the credits it spends, or
 * stated another figure: nothing is sent until it confirms the cost it was quoted.
 */
public class CostNotConfirmedException extends LocusException {

	private final int cost;

	CostNotConfirmedException(int cost, @Nullable Integer confirmed) {
		super(confirmed == null ? "This scan costs " + cost + " credits. Send confirmCost " + cost + " to run it."
				: "This scan costs " + cost + " credits, not " + confirmed + ". Send confirmCost " + cost
						+ " to run it.");
		this.cost = cost;
	}

	/** What the scan costs. */
	public int cost() {
		return cost;
	}

}
