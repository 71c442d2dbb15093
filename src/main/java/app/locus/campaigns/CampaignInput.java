package app.locus.campaigns;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * A campaign as the form holds it, before the service checks it: unit and frequency as
 * wire codes ({@code mi}, {@code weekly}), start date as MM/DD/YYYY and start time as
 * h:mm AM in the agency's zone.
 */
public record CampaignInput(String name, List<String> placeIds, List<String> keywords, Integer gridSize, String radius,
		@Nullable String measurement, @Nullable String frequency, String startDate, String startTime) {

	public CampaignInput {
		placeIds = placeIds == null ? List.of() : List.copyOf(placeIds);
		keywords = keywords == null ? List.of() : List.copyOf(keywords);
	}

}
