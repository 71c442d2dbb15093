package app.locus.upstream.api.campaigns;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.List;

import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The report of one campaign run: settings, schedule, totals and (in the detail) one
 * result per place and keyword, read from {@code results} or {@code scans} (DD138).
 * {@code raw} is the payload as received. Null when absent.
 */
public record CampaignReport(String reportKey, String campaignKey, String name, CampaignStatus status,
		Frequency frequency, LocalDate startDate, LocalTime startTime, List<LocationSummary> locations,
		List<String> keywords, Integer gridSize, BigDecimal radius, Measurement measurement, Platform platform,
		LocalDate date, LocalDateTime lastRun, LocalDateTime nextRun, Integer scanCount, Integer creditsUsed,
		RankMetrics metrics, Movement movement, List<Result> results, JsonNode raw) {

	/** One place and keyword of the run. */
	public record Result(String placeId, String keyword, String reportKey, RankMetrics metrics, Movement movement) {

		static Result from(JsonNode node) {
			return new Result(Lenient.text(node, "place_id"), Lenient.text(node, "keyword"),
					Lenient.text(node, "report_key"), RankMetrics.from(node), Movement.from(node));
		}

	}

	/**
	 * The name the run's locations give a place of its results, else the place id (a
	 * payload that left the names out).
	 */
	public String placeName(String placeId) {
		if (locations == null || placeId == null) {
			return placeId;
		}
		return locations.stream()
			.filter(location -> placeId.equals(location.placeId()) && location.name() != null)
			.map(LocationSummary::name)
			.findFirst()
			.orElse(placeId);
	}

	public static CampaignReport from(JsonNode node) {
		return new CampaignReport(Lenient.text(node, "report_key"), Lenient.text(node, "campaign_key"),
				Lenient.text(node, "name"), Lenient.code(node, "status", CampaignStatus.class),
				Lenient.code(node, "frequency", Frequency.class), Lenient.date(node, "start_date"),
				Lenient.time(node, "start_time"), Lenient.list(node, "locations", LocationSummary::from),
				Lenient.texts(node, "keywords"), Lenient.integer(node, "grid_size"), Lenient.decimal(node, "radius"),
				Lenient.code(node, "measurement", Measurement.class), Lenient.code(node, "platform", Platform.class),
				Lenient.date(node, "date"), Lenient.dateTime(node, "last_run"), Lenient.dateTime(node, "next_run"),
				Lenient.integer(node, "scan_count"), Lenient.integer(node, "credits_used"), RankMetrics.from(node),
				Movement.from(node), Lenient.firstList(node, List.of("results", "scans"), Result::from), node);
	}

}
