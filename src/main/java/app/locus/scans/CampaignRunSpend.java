package app.locus.scans;

import java.math.BigDecimal;

import app.locus.base.UserId;
import app.locus.upstream.api.Measurement;

/**
 * A campaign run about to be sent, as the ledger keeps it (DD193): its campaign (key and
 * name), the campaign's first location and grid, and the credits it costs.
 */
public record CampaignRunSpend(String campaignKey, String campaignName, String placeId, int gridSize, BigDecimal radius,
		Measurement unit, int credits, UserId createdBy) {

}
