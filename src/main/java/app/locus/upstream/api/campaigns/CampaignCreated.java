package app.locus.upstream.api.campaigns;

import java.time.LocalDateTime;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** The answer to campaign create. Null when absent. */
public record CampaignCreated(String campaignKey, String name, CampaignStatus status, LocalDateTime nextRun) {

	static CampaignCreated from(JsonNode data) {
		return new CampaignCreated(Lenient.text(data, "campaign_key"), Lenient.text(data, "name"),
				Lenient.code(data, "status", CampaignStatus.class), Lenient.dateTime(data, "next_run"));
	}

}
