package app.locus.scans;

import org.jspecify.annotations.Nullable;

/**
 * What a spot check costs before it is run: one on-demand request, billed per request
 * outside the credit balance (no credits), and the same check made recently, if any,
 * which needs a second confirmation.
 */
public record SpotCheckQuote(int requests, @Nullable SpotCheck duplicate) {

	public static final int REQUESTS_PER_CHECK = 1;

	public String costText() {
		return requests + " on-demand request, billed per request outside your credit balance; it uses no credits.";
	}

}
