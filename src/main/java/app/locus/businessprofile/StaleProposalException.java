package app.locus.businessprofile;

import app.locus.base.LocusException;

/**
 * The profile changed since the proposal was made: nothing was sent; the proposal now
 * holds the fresh state and needs a fresh approval.
 */
public class StaleProposalException extends LocusException {

	private final String before;

	private final String now;

	public StaleProposalException(String before, String now) {
		super("The profile changed since this was proposed. Check the change again and approve it again.");
		this.before = before;
		this.now = now;
	}

	/** What the change touched when it was proposed. */
	public String before() {
		return before;
	}

	/** What it touches now. */
	public String now() {
		return now;
	}

}
