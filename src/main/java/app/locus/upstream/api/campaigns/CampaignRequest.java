package app.locus.upstream.api.campaigns;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.LinkedHashSet;
import java.util.List;

import app.locus.base.Validation;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.SpecDates;

/**
 * A campaign to create: saved places times keywords, scanned on a grid (3 to 21) at a
 * frequency from a start date and time. Every field is required; repeated places or
 * keywords are dropped.
 */
public record CampaignRequest(String name, List<PlaceId> placeIds, List<Keyword> keywords, GridSize gridSize,
		Radius radius, Measurement measurement, Frequency frequency, LocalDate startDate, LocalTime startTime) {

	public CampaignRequest {
		Validation validation = new Validation();
		name = validation.text(name, "name", "Campaign name", 100);
		validation.check(placeIds != null && !placeIds.isEmpty(), "placeId", "Choose at least one location.")
			.check(keywords != null && !keywords.isEmpty(), "keyword", "Enter at least one keyword.")
			.check(gridSize != null, "gridSize", "Grid size is required.")
			.check(radius != null, "radius", "Radius is required.")
			.check(measurement != null, "measurement", "Choose miles or kilometers.")
			.check(frequency != null, "frequency", "Choose how often the campaign runs.")
			.check(startDate != null, "startDate", "Start date is required.")
			.check(startTime != null, "startTime", "Start time is required.")
			.throwIfInvalid();
		placeIds = List.copyOf(new LinkedHashSet<>(placeIds));
		keywords = List.copyOf(new LinkedHashSet<>(keywords));
	}

	/** Scans one run makes: every place with every keyword. */
	public int scansPerRun() {
		return placeIds.size() * keywords.size();
	}

	/** Credits one run spends: scans times grid points. */
	public long creditsPerRun() {
		return (long) scansPerRun() * gridSize.points();
	}

	FormBody toForm() {
		return FormBody.create()
			.add("name", name)
			.add("placeId", PlaceId.joined(placeIds))
			.add("keyword", Keyword.joined(keywords))
			.add("gridSize", gridSize)
			.add("radius", radius)
			.add("measurement", measurement.code())
			.add("frequency", frequency.code())
			.add("startDate", SpecDates.formatDate(startDate))
			.add("startTime", SpecDates.formatTime(startTime));
	}

}
