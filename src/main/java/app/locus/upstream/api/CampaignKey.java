package app.locus.upstream.api;

/**
 * Key of a campaign (DD010: {@code campaign_key} identifies it in run, pause, resume and
 * reactivate): 15 lowercase hexadecimal characters.
 */
public record CampaignKey(String value) {

	public CampaignKey {
		value = HexKey.require(value, "campaignKey", "Campaign key");
	}

	public static CampaignKey of(String value) {
		return new CampaignKey(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
