package app.locus.simulator.campaigns;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Params;
import app.locus.simulator.places.Place;
import app.locus.simulator.scans.Platform;
import app.locus.simulator.scans.ScanEndpoints;

/**
 * One {@code POST /v2/campaigns/update}, chosen by {@code action}:
 * {@code update-settings} (the default; any of name, grid size, radius, unit, platform,
 * frequency, start date and time), {@code add-keyword}/{@code remove-keyword}
 * ({@code keyword}) and {@code add-location}/{@code remove-location} ({@code place_id},
 * saved locations only). A campaign keeps at least one keyword and one location.
 */
sealed interface CampaignUpdate {

	Set<String> ACTIONS = Set.of("update-settings", "add-keyword", "remove-keyword", "add-location", "remove-location",
			"modify-location", "update-keyword");

	void applyTo(Campaign campaign);

	/**
	 * The update the call asks for; 400 naming the field for a wrong value.
	 * @param savedPlace the account's saved place by id (400 when it is not saved)
	 */
	static CampaignUpdate of(Params params, Function<String, Place> savedPlace) {
		String action = params.oneOf("action", ACTIONS, "update-settings");
		return switch (action) {
			case "update-settings" -> Settings.of(params);
			case "add-keyword" -> new Keywords(params.list("keyword"), true);
			case "remove-keyword" -> new Keywords(params.list("keyword"), false);
			case "add-location" -> new Places(params.list("place_id").stream().map(savedPlace).toList(), true);
			case "remove-location" -> new Places(params.list("place_id").stream().map(savedPlace).toList(), false);
			default -> throw ApiException.invalid("action", "is not modelled by the simulator (" + action + ")");
		};
	}

	/** New settings; null leaves one as it is. */
	record Settings(String name, Integer gridSize, String radius, String measurement, String platform,
			Frequency frequency, LocalDate startDate, LocalTime startTime) implements CampaignUpdate {

		static Settings of(Params params) {
			String size = params.has("size") ? "size" : "grid_size";
			Settings settings = new Settings(params.text("name"),
					params.has(size) ? params.oddInRange(size, 3, 21) : null,
					params.has("radius") ? ScanEndpoints.radius(params) : null,
					params.has("measurement") ? params.oneOf("measurement", ScanEndpoints.MEASUREMENTS, null) : null,
					params.has("platform") ? params.oneOf("platform", Platform.CODES, null) : null,
					params.has("frequency") ? Frequency.of(params.oneOf("frequency", Frequency.CODES, null)) : null,
					date(params), time(params));
			if (settings.equals(new Settings(null, null, null, null, null, null, null, null))) {
				throw ApiException.badRequest("Nothing to update: send at least one setting");
			}
			if (settings.name != null && settings.name.length() > 100) {
				throw ApiException.invalid("name", "must be at most 100 characters");
			}
			return settings;
		}

		private static LocalDate date(Params params) {
			return params.has("date") ? params.date("date") : params.date("start_date");
		}

		private static LocalTime time(Params params) {
			String field = params.has("time") ? "time" : "start_time";
			return params.has(field) ? params.requiredTime(field) : null;
		}

		@Override
		public void applyTo(Campaign campaign) {
			Campaign.Grid old = campaign.grid();
			Campaign.Grid grid = new Campaign.Grid(gridSize == null ? old.gridSize() : gridSize,
					radius == null ? old.radius() : radius, measurement == null ? old.measurement() : measurement,
					platform == null ? old.platform() : platform);
			campaign.settings(name, grid, frequency, startDate, startTime);
		}

	}

	/** Keywords added or removed. */
	record Keywords(List<String> keywords, boolean add) implements CampaignUpdate {

		public Keywords {
			if (keywords.isEmpty()) {
				throw ApiException.missing("keyword");
			}
		}

		@Override
		public void applyTo(Campaign campaign) {
			LinkedHashSet<String> result = new LinkedHashSet<>(campaign.keywords());
			if (add) {
				result.addAll(keywords);
			}
			else {
				result.removeAll(keywords);
			}
			if (result.isEmpty()) {
				throw ApiException.badRequest("A campaign keeps at least one keyword");
			}
			campaign.keywords(new ArrayList<>(result));
		}

	}

	/** Saved locations added or removed. */
	record Places(List<Place> places, boolean add) implements CampaignUpdate {

		public Places {
			if (places.isEmpty()) {
				throw ApiException.missing("place_id");
			}
		}

		@Override
		public void applyTo(Campaign campaign) {
			LinkedHashSet<Place> result = new LinkedHashSet<>(campaign.places());
			if (add) {
				result.addAll(places);
			}
			else {
				result.removeAll(places);
			}
			if (result.isEmpty()) {
				throw ApiException.badRequest("A campaign keeps at least one location");
			}
			campaign.places(new ArrayList<>(result));
		}

	}

}
