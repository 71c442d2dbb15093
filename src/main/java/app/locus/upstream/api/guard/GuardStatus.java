package app.locus.upstream.api.guard;

import app.locus.upstream.api.WireCode;

/** State of profile-protection monitoring (DD010). */
public enum GuardStatus implements WireCode {

	ACTIVE("active"), PAUSED("paused"),
	/** A watched profile changed. */
	ALERT("alert");

	private final String code;

	GuardStatus(String code) {
		this.code = code;
	}

	@Override
	public String code() {
		return code;
	}

}
