package app.locus.upstream.api.reports;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

import app.locus.upstream.FormBody;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.PageQuery;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;

/**
 * Filters of the scan, competitor, trend and campaign report listings; every part is
 * optional and left out of the request when null or empty. The keyword matches loosely.
 */
public record ReportFilter(PlaceId placeId, Keyword keyword, DateRange dates, GridSize gridSize,
		Set<Platform> platforms, ListQuery page) implements PageQuery {

	public ReportFilter {
		platforms = platforms == null || platforms.isEmpty() ? Set.of()
				: Collections.unmodifiableSet(EnumSet.copyOf(platforms));
		page = page == null ? ListQuery.all() : page;
	}

	/** No filter: the newest reports first, 10 per page, every field. */
	public static ReportFilter all() {
		return new ReportFilter(null, null, null, null, Set.of(), ListQuery.all());
	}

	public ReportFilter withPlaceId(PlaceId newPlaceId) {
		return new ReportFilter(newPlaceId, keyword, dates, gridSize, platforms, page);
	}

	public ReportFilter withKeyword(Keyword newKeyword) {
		return new ReportFilter(placeId, newKeyword, dates, gridSize, platforms, page);
	}

	public ReportFilter withDates(DateRange newDates) {
		return new ReportFilter(placeId, keyword, newDates, gridSize, platforms, page);
	}

	public ReportFilter withGridSize(GridSize newGridSize) {
		return new ReportFilter(placeId, keyword, dates, newGridSize, platforms, page);
	}

	public ReportFilter withPlatforms(Set<Platform> newPlatforms) {
		return new ReportFilter(placeId, keyword, dates, gridSize, newPlatforms, page);
	}

	public ReportFilter withPage(ListQuery newPage) {
		return new ReportFilter(placeId, keyword, dates, gridSize, platforms, newPage);
	}

	public ReportFilter withFieldmask(Fieldmask fieldmask) {
		return withPage(page.withFieldmask(fieldmask));
	}

	/**
	 * The form of one page: {@code placeId, keyword, start_date, end_date, grid_size,
	 * platform} (comma-separated codes), then limit, next_token and fieldmask.
	 */
	@Override
	public FormBody toForm(String nextToken) {
		FormBody body = FormBody.create().add("placeId", placeId).add("keyword", keyword);
		if (dates != null) {
			dates.addTo(body);
		}
		body.add("grid_size", gridSize).add("platform", WireCode.joined(platforms));
		return page.addTo(body, nextToken);
	}

}
