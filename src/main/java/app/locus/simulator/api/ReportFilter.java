package app.locus.simulator.api;

import java.time.LocalDate;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/**
 * The filters of the report listings: place id ({@code placeId}, or {@code place_id}),
 * keyword (loose: case-insensitive part of a keyword), {@code start_date} and
 * {@code end_date} (MM/DD/YYYY, inclusive, on the report's latest date), grid size,
 * platform (one or several, comma-separated), {@code campaign_key} and {@code status}. A
 * filter that does not apply to a kind of record is ignored for it.
 */
public record ReportFilter(String placeId, String keyword, LocalDate start, LocalDate end, Integer gridSize,
		Set<String> platforms, String campaignKey, String status) {

	/** The grid sizes the filter accepts. */
	public static final Set<Integer> GRID_SIZES = Set.of(3, 5, 7, 9, 11, 13, 15, 17, 19, 21);

	/**
	 * What a record offers to the filters; null (or empty) where a filter does not apply.
	 */
	public record Facts(Set<String> placeIds, Set<String> keywords, LocalDate date, Integer gridSize, String platform,
			String campaignKey, String status) {

	}

	public static ReportFilter of(Params params, Set<String> platformCodes) {
		String placeId = params.text("placeId");
		Integer grid = params.integer("grid_size");
		if (grid != null && !GRID_SIZES.contains(grid)) {
			throw ApiException.invalid("grid_size", "must be one of 3, 5, 7, 9, 11, 13, 15, 17, 19, 21");
		}
		Set<String> platforms = new LinkedHashSet<>();
		for (String code : params.list("platform")) {
			String lower = code.toLowerCase(Locale.ROOT);
			if (!platformCodes.contains(lower)) {
				throw ApiException.invalid("platform", "must be among " + String.join(", ", platformCodes));
			}
			platforms.add(lower);
		}
		LocalDate start = params.date("start_date");
		LocalDate end = params.date("end_date");
		if (start != null && end != null && end.isBefore(start)) {
			throw ApiException.invalid("end_date", "must not be before start_date");
		}
		return new ReportFilter(placeId, params.text("keyword"), start, end, grid, platforms,
				params.text("campaign_key"), params.text("status"));
	}

	public boolean matches(Facts facts) {
		return applies(placeId, facts.placeIds) && (placeId == null || facts.placeIds.contains(placeId))
				&& (keyword == null || facts.keywords == null || looseMatch(facts.keywords))
				&& (facts.date == null
						|| (start == null || !facts.date.isBefore(start)) && (end == null || !facts.date.isAfter(end)))
				&& (gridSize == null || facts.gridSize == null || gridSize.equals(facts.gridSize))
				&& (platforms.isEmpty() || facts.platform == null || platforms.contains(facts.platform))
				&& (campaignKey == null || facts.campaignKey == null || campaignKey.equals(facts.campaignKey))
				&& (status == null || facts.status == null || status.equalsIgnoreCase(facts.status));
	}

	private static boolean applies(String filter, Set<String> values) {
		return filter == null || values != null;
	}

	private boolean looseMatch(Set<String> keywords) {
		String wanted = keyword.toLowerCase(Locale.ROOT);
		return keywords.stream().anyMatch(k -> k.toLowerCase(Locale.ROOT).contains(wanted));
	}

	public static Set<String> set(List<String> values) {
		return new LinkedHashSet<>(values);
	}

}
