package app.locus.reports;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.HexFormat;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import app.locus.base.ValidationException;
import app.locus.reports.heatmap.RankGrid;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportRepository.ScanTraits;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.KeywordReport;
import app.locus.upstream.api.reports.LocationReport;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import app.locus.upstream.api.reports.RankedBusiness;
import app.locus.upstream.api.reports.ScanReport;
import app.locus.upstream.api.reports.ScanSettings;
import app.locus.upstream.api.reports.TrendReport;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Turns the typed client's report records into rows to store: card columns copied out of
 * the record, the payload as received (without its data points, which get their own
 * column), and for aggregate reports a version stamp (a digest of the payload) so a newer
 * version can be told from the stored one.
 */
final class ReportRows {

	/** DD010: a scan record names the location and keyword reports it is part of. */
	static final String LOCATION_REPORT_KEY = "location_report_key";

	static final String KEYWORD_REPORT_KEY = "keyword_report_key";

	private static final Logger log = LoggerFactory.getLogger(ReportRows.class);

	private static final Movement NO_MOVEMENT = new Movement(null, null, null);

	private static final RankMetrics NO_METRICS = new RankMetrics(null, null, null);

	private final Clock clock;

	ReportRows(Clock clock) {
		this.clock = clock;
	}

	/**
	 * @param detailed the record was fetched in full (with its data points), not listed
	 */
	NewReport scan(ScanReport report, boolean detailed) {
		ReportKey key = key(report.reportKey());
		if (key == null) {
			return null;
		}
		ScanSettings settings = report.settings();
		RankGrid thumbnail = settings.gridSize() == null || report.dataPoints().isEmpty() ? null
				: RankGrid.fromDataPoints(settings.gridSize(), report.dataPoints());
		ReportCard card = new ReportCard(ReportType.SCAN, key, date(report.date(), report), settings.placeId(),
				report.location() == null ? null : report.location().name(), settings.keyword(), settings.platform(),
				settings.gridSize(), settings.radius(), settings.measurement(), settings.center(), report.campaignKey(),
				report.metrics(), report.foundIn(), report.totalCompetitors(), NO_MOVEMENT, null, thumbnail, detailed);
		JsonNode dataPoints = detailed ? report.raw().get("data_points") : null;
		return new NewReport(card, null, withoutDataPoints(report.raw()), dataPoints, detailed);
	}

	/**
	 * The competitor report of a scan; its headline metrics are the scanned business's
	 * own line, and it borrows name and thumbnail from the stored scan when there is one.
	 */
	NewReport competitor(CompetitorReport report, ScanTraits scan, boolean detailed) {
		ReportKey key = key(report.reportKey());
		if (key == null) {
			return null;
		}
		ScanSettings settings = report.settings();
		RankedBusiness own = report.businesses()
			.stream()
			.filter(business -> Objects.equals(business.placeId(), settings.placeId()))
			.findFirst()
			.orElse(null);
		int others = (int) report.businesses()
			.stream()
			.filter(business -> !Objects.equals(business.placeId(), settings.placeId()))
			.count();
		RankGrid thumbnail = scan == null || settings.gridSize() == null ? null
				: RankGrid.parse(settings.gridSize(), scan.thumbnailRanks());
		ReportCard card = new ReportCard(ReportType.COMPETITOR, key, date(report.date(), report.raw()),
				settings.placeId(), scan == null ? null : scan.locationName(), settings.keyword(), settings.platform(),
				settings.gridSize(), settings.radius(), settings.measurement(), settings.center(), null,
				own == null ? NO_METRICS : own.metrics(), null, report.businesses().isEmpty() ? null : others,
				NO_MOVEMENT, null, thumbnail, detailed);
		return new NewReport(card, null, report.raw(), null, detailed);
	}

	NewReport trend(TrendReport report, boolean detailed) {
		ReportKey key = key(report.reportKey());
		if (key == null) {
			return null;
		}
		ScanSettings settings = report.settings();
		ReportCard card = new ReportCard(ReportType.TREND, key,
				date(report.lastDate() != null ? report.lastDate() : report.firstDate(), report.raw()),
				settings.placeId(), report.location() == null ? null : report.location().name(), settings.keyword(),
				settings.platform(), settings.gridSize(), settings.radius(), settings.measurement(), settings.center(),
				null, report.latest(), null, null, report.movement(), report.scanCount(), null, detailed);
		return new NewReport(card, stamp(report.raw()), report.raw(), null, detailed);
	}

	NewReport location(LocationReport report) {
		ReportKey key = key(report.reportKey());
		if (key == null) {
			return null;
		}
		String keywords = report.keywords()
			.stream()
			.map(LocationReport.KeywordLine::keyword)
			.filter(Objects::nonNull)
			.collect(Collectors.joining(", "));
		ReportCard card = new ReportCard(ReportType.LOCATION, key,
				date(report.lastDate() != null ? report.lastDate() : report.firstDate(), report.raw()),
				report.placeId(), report.location() == null ? null : report.location().name(), blankToNull(keywords),
				report.platform(), null, null, null, null, null, report.averages(), null, null, NO_MOVEMENT,
				report.keywords().size(), null, true);
		return new NewReport(card, stamp(report.raw()), report.raw(), null, true);
	}

	NewReport keyword(KeywordReport report) {
		ReportKey key = key(report.reportKey());
		if (key == null) {
			return null;
		}
		List<KeywordReport.LocationLine> lines = report.locations();
		String names = lines.stream()
			.map(KeywordReport.LocationLine::name)
			.filter(Objects::nonNull)
			.collect(Collectors.joining(", "));
		String placeId = lines.size() == 1 ? lines.get(0).placeId() : null;
		ReportCard card = new ReportCard(ReportType.KEYWORD, key,
				date(report.lastDate() != null ? report.lastDate() : report.firstDate(), report.raw()), placeId,
				blankToNull(names), report.keyword(), report.platform(), null, null, null, null, null,
				report.averages(), null, null, NO_MOVEMENT, lines.size(), null, true);
		return new NewReport(card, stamp(report.raw()), report.raw(), null, true);
	}

	NewReport campaign(CampaignReport report, boolean detailed) {
		ReportKey key = key(report.reportKey());
		if (key == null) {
			return null;
		}
		List<LocationSummary> locations = report.locations();
		String names = locations.stream()
			.map(LocationSummary::name)
			.filter(Objects::nonNull)
			.collect(Collectors.joining(", "));
		String placeId = locations.size() == 1 ? locations.get(0).placeId() : null;
		// A campaign's card names its locations; the campaign's own name when they have
		// none.
		String title = names.isEmpty() ? report.name() : names;
		ReportCard card = new ReportCard(ReportType.CAMPAIGN, key, date(report.date(), report.raw()), placeId, title,
				blankToNull(String.join(", ", report.keywords())), report.platform(), report.gridSize(),
				report.radius(), report.measurement(), null, report.campaignKey(), report.metrics(), null, null,
				report.movement(), report.scanCount(), null, detailed);
		return new NewReport(card, null, report.raw(), null, detailed);
	}

	/** The key of the location or keyword report a scan record names, or null. */
	static String aggregateKey(NewReport scan, String field) {
		return Lenient.text(scan.payload(), field);
	}

	private LocalDate date(LocalDate given, ScanReport report) {
		if (given == null && report.timestamp() != null) {
			return report.timestamp().atZone(ZoneOffset.UTC).toLocalDate();
		}
		return date(given, report.raw());
	}

	private LocalDate date(LocalDate given, JsonNode raw) {
		if (given != null) {
			return given;
		}
		log.warn("Report {} came without a date; stored with today's", Lenient.text(raw, "report_key"));
		return LocalDate.now(clock);
	}

	private static ReportKey key(String text) {
		try {
			return ReportKey.of(text);
		}
		catch (ValidationException ex) {
			log.warn("Skipped a report whose key is not a report key", ex);
			return null;
		}
	}

	private static JsonNode withoutDataPoints(JsonNode raw) {
		if (raw instanceof ObjectNode object && object.has("data_points")) {
			ObjectNode copy = object.deepCopy();
			copy.remove("data_points");
			return copy;
		}
		return raw;
	}

	private static String stamp(JsonNode raw) {
		try {
			byte[] digest = MessageDigest.getInstance("SHA-256")
				.digest(raw.toString().getBytes(StandardCharsets.UTF_8));
			return HexFormat.of().formatHex(digest).substring(0, 40);
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException(ex);
		}
	}

	private static String blankToNull(String text) {
		return text == null || text.isBlank() ? null : text;
	}

}
