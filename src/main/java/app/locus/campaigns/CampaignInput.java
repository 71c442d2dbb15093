package app.locus.campaigns;

import java.util.List;

import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Measurement;

/**
 * A campaign as the form holds it, before the service checks it: start date as MM/DD/YYYY
 * and start time as h:mm AM in the agency's zone.
 */
public record CampaignInput(String name, List<String> placeIds, List<String> keywords, Integer gridSize, String radius,
		Measurement measurement, Frequency frequency, String startDate, String startTime) {

	public CampaignInput {
		placeIds = placeIds == null ? List.of() : List.copyOf(placeIds);
		keywords = keywords == null ? List.of() : List.copyOf(keywords);
	}

}
