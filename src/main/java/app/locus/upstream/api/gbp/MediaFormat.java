package app.locus.upstream.api.gbp;

import app.locus.upstream.api.WireCode;

public enum MediaFormat implements WireCode {

	PHOTO, VIDEO;

	@Override
	public String code() {
		return name();
	}

}
