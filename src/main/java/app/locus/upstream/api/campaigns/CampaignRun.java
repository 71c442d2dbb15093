package app.locus.upstream.api.campaigns;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The answer to campaign run: the run is queued (not finished) and must not be sent
 * again. Null when absent.
 */
public record CampaignRun(String campaignKey, String status, Integer creditsUsed) {

	static CampaignRun from(JsonNode data) {
		return new CampaignRun(Lenient.text(data, "campaign_key"), Lenient.text(data, "status"),
				Lenient.integer(data, "credits_used"));
	}

}
