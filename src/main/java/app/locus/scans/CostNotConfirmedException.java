package app.locus.scans;

import app.locus.base.LocusException;
import org.jspecify.annotations.Nullable;

/**
 * A caller outside the portal started a scan or a campaign run without stating the
 * credits it spends, or stated another figure: nothing is sent until it confirms the cost
 * it was quoted.
 */
public class CostNotConfirmedException extends LocusException {

	private final int cost;

	/**
	 * @param what the spend, as a sentence begins: "This scan", "This campaign run"
	 */
	/**
	 * The refusal of a spend named as a sentence begins it: "This scan", "This campaign
	 * run".
	 */
	public CostNotConfirmedException(String what, int cost, @Nullable Integer confirmed) {
		super(confirmed == null ? what + " costs " + cost + " credits. Send confirmCost " + cost + " to run it." : what
				+ " costs " + cost + " credits, not " + confirmed + ". Send confirmCost " + cost + " to run it.");
		this.cost = cost;
	}

	/** What the spend costs. */
	public int cost() {
		return cost;
	}

}
