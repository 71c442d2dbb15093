package app.locus.upstream.api.guard;

import app.locus.upstream.api.WireCode;

/** State of profile-protection monitoring (DD010). */
public enum GuardStatus implements WireCode {

	ACTIVE, PAUSED,
	/** A watched profile changed. */
	ALERT;

}
