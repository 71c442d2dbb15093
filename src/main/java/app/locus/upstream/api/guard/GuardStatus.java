package app.locus.upstream.api.guard;

import app.locus.upstream.api.WireCode;

/** State of profile-protection monitoring (DD010). */
public enum GuardStatus implements WireCode {

	ACTIVE, PAUSED,
	/** A watched profile changed. */
	ALERT,
	/** Watched: the word real clients filter the listing by (same as active). */
	PROTECTED;

	/** Whether the service is watching it (pausing makes sense). */
	public boolean watching() {
		return this != PAUSED;
	}

}
