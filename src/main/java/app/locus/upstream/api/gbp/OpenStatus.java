package app.locus.upstream.api.gbp;

import app.locus.upstream.api.WireCode;

/**
 * Whether the business is open; closing permanently needs {@code CLOSED_PERMANENTLY}
 * typed.
 */
public enum OpenStatus implements WireCode {

	OPEN, CLOSED_TEMPORARILY, CLOSED_PERMANENTLY;

	@Override
	public String code() {
		return name();
	}

}
