package app.locus.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;
import java.util.Locale;

import app.locus.campaigns.Campaign;
import org.jspecify.annotations.Nullable;

/**
 * A campaign as the API lists it. {@code creditsPerRun} is null for a token whose admin
 * may not see costs; the schedule's times are in the agency's zone.
 */
record ApiCampaign(String id, String key, String name, List<String> placeIds, List<String> keywords, int gridSize,
		BigDecimal radius, String unit, String status, String frequency, LocalDate start, LocalTime time,
		@Nullable Long creditsPerRun) {

	ApiCampaign {
		placeIds = List.copyOf(placeIds);
		keywords = List.copyOf(keywords);
	}

	static ApiCampaign of(Campaign campaign) {
		return new ApiCampaign(campaign.id().value(), campaign.key().value(), campaign.name(), campaign.placeIds(),
				campaign.keywords(), campaign.gridSize().value(), campaign.radius(), campaign.measurement().code(),
				campaign.status().name().toLowerCase(Locale.ROOT),
				campaign.schedule().frequency().name().toLowerCase(Locale.ROOT), campaign.schedule().start(),
				campaign.schedule().time(),
				campaign.creditsPerRun().isPresent() ? campaign.creditsPerRun().getAsLong() : null);
	}

}
