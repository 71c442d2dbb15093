package app.locus.upstream.api.autoscans;

import app.locus.upstream.api.WireCode;

/** State of a scheduled scan; also a filter of the listing. */
public enum AutoscanStatus implements WireCode {

	SCHEDULED("scheduled"), PAUSED("paused");

	private final String code;

	AutoscanStatus(String code) {
		this.code = code;
	}

	@Override
	public String code() {
		return code;
	}

}
