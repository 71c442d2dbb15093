package app.locus.upstream.api.campaigns;

import app.locus.upstream.api.WireCode;

/** A campaign's state (DD010; the spec does not name them). */
public enum CampaignStatus implements WireCode {

	ACTIVE, PAUSED,
	/** Stopped because credits ran out; reactivate restarts it. */
	DEACTIVATED,
	/** A one-time campaign after its run. */
	COMPLETED;

}
