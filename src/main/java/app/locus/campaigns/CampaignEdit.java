package app.locus.campaigns;

import org.jspecify.annotations.Nullable;

/**
 * New settings of a campaign as the edit form holds them, before the service checks them:
 * unit and frequency as wire codes ({@code mi}, {@code weekly}).
 */
public record CampaignEdit(String name, @Nullable Integer gridSize, String radius, @Nullable String measurement,
		@Nullable String frequency) {

	/** The campaign's current settings, to start the form from. */
	public static CampaignEdit of(Campaign campaign) {
		return new CampaignEdit(campaign.name(), campaign.gridSize().value(),
				campaign.radius().stripTrailingZeros().toPlainString(), campaign.measurement().code(),
				campaign.schedule().frequency().code());
	}

}
