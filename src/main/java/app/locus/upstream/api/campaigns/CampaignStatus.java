package app.locus.upstream.api.campaigns;

import app.locus.upstream.api.WireCode;

/** A campaign's state (DD010; the spec does not name them). */
public enum CampaignStatus implements WireCode {

	ACTIVE("active"), PAUSED("paused"),
	/** Stopped because credits ran out; reactivate restarts it. */
	DEACTIVATED("deactivated"),
	/** A one-time campaign after its run. */
	COMPLETED("completed");

	private final String code;

	CampaignStatus(String code) {
		this.code = code;
	}

	@Override
	public String code() {
		return code;
	}

}
