package app.locus.reports;

import app.locus.upstream.api.Fieldmask;

/**
 * The fields Locus asks for: a listing's card fields (small pages, every column the
 * gallery filters and sorts on, and the ranks of each point for the thumbnail), and a
 * scan's full record with its data points when it is first opened.
 */
final class ReportFieldmasks {

	static final Fieldmask SCAN_CARD = Fieldmask.of("report_key", "date", "timestamp", "keyword", "place_id",
			"location.name", "platform", "lat", "lng", "grid_size", "radius", "measurement", "arp", "atrp", "solv",
			"found_in", "total_competitors", "campaign_key", ReportRows.LOCATION_REPORT_KEY,
			ReportRows.KEYWORD_REPORT_KEY, "data_points.*.rank");

	static final Fieldmask SCAN_DETAIL = Fieldmask
		.of("report_key", "date", "timestamp", "keyword", "place_id", "location", "platform", "lat", "lng", "grid_size",
				"radius", "measurement", "arp", "atrp", "solv", "found_in", "total_competitors", "competition_solv",
				"max_solv", "opportunity_solv", "campaign_key", "ai_analysis", "image", "heatmap",
				ReportRows.LOCATION_REPORT_KEY, ReportRows.KEYWORD_REPORT_KEY)
		.withDataPoints();

	/**
	 * The card fields and who each business is (name, reviews, rating): the client
	 * report's competitors table is read from this stored payload, never from the service
	 * (spec: businesses carry name, place_id, arp, atrp, solv, reviews, rating).
	 */
	static final Fieldmask COMPETITOR_CARD = Fieldmask.of("report_key", "date", "keyword", "place_id", "platform",
			"lat", "lng", "grid_size", "radius", "measurement", "businesses.*.place_id", "businesses.*.name",
			"businesses.*.arp", "businesses.*.atrp", "businesses.*.solv", "businesses.*.reviews",
			"businesses.*.rating");

	static final Fieldmask TREND_CARD = Fieldmask.of("report_key", "place_id", "keyword", "location.name", "lat", "lng",
			"grid_size", "radius", "measurement", "platform", "scan_count", "date", "last_date", "arp", "atrp", "solv",
			"arp_move", "atrp_move", "solv_move");

	static final Fieldmask CAMPAIGN_CARD = Fieldmask.of("report_key", "campaign_key", "name", "locations.*.place_id",
			"locations.*.name", "keywords", "grid_size", "radius", "measurement", "platform", "date", "scan_count",
			"arp", "atrp", "solv", "arp_move", "atrp_move", "solv_move");

	private ReportFieldmasks() {
	}

}
