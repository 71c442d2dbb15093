package app.locus.upstream.api.autoscans;

import java.util.Collections;
import java.util.EnumSet;
import java.util.Set;

import app.locus.upstream.FormBody;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.PageQuery;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;

/**
 * Filters of the scheduled-scan listing, each optional: next run date range, place,
 * keyword (loose match), grid size, frequency, status and platforms, plus the page size.
 */
public record AutoscanFilter(DateRange nextRun, PlaceId placeId, Keyword keyword, GridSize gridSize,
		Frequency frequency, AutoscanStatus status, Set<Platform> platforms, Limit limit) implements PageQuery {

	public AutoscanFilter {
		platforms = platforms == null || platforms.isEmpty() ? Set.of()
				: Collections.unmodifiableSet(EnumSet.copyOf(platforms));
	}

	public static AutoscanFilter all() {
		return new AutoscanFilter(null, null, null, null, null, null, Set.of(), null);
	}

	public AutoscanFilter withNextRun(DateRange range) {
		return new AutoscanFilter(range, placeId, keyword, gridSize, frequency, status, platforms, limit);
	}

	public AutoscanFilter withPlaceId(PlaceId value) {
		return new AutoscanFilter(nextRun, value, keyword, gridSize, frequency, status, platforms, limit);
	}

	public AutoscanFilter withKeyword(Keyword value) {
		return new AutoscanFilter(nextRun, placeId, value, gridSize, frequency, status, platforms, limit);
	}

	public AutoscanFilter withGridSize(GridSize value) {
		return new AutoscanFilter(nextRun, placeId, keyword, value, frequency, status, platforms, limit);
	}

	public AutoscanFilter withFrequency(Frequency value) {
		return new AutoscanFilter(nextRun, placeId, keyword, gridSize, value, status, platforms, limit);
	}

	public AutoscanFilter withStatus(AutoscanStatus value) {
		return new AutoscanFilter(nextRun, placeId, keyword, gridSize, frequency, value, platforms, limit);
	}

	public AutoscanFilter withPlatforms(Set<Platform> value) {
		return new AutoscanFilter(nextRun, placeId, keyword, gridSize, frequency, status, value, limit);
	}

	public AutoscanFilter withLimit(Limit value) {
		return new AutoscanFilter(nextRun, placeId, keyword, gridSize, frequency, status, platforms, value);
	}

	/** The form of one page; the place filter is {@code place_id} here (not placeId). */
	@Override
	public FormBody toForm(String nextToken) {
		FormBody body = FormBody.create().add("limit", limit);
		if (nextRun != null) {
			nextRun.addTo(body);
		}
		return body.add("place_id", placeId)
			.add("keyword", keyword)
			.add("grid_size", gridSize)
			.add("frequency", WireCode.of(frequency))
			.add("status", WireCode.of(status))
			.add("platform", WireCode.joined(platforms))
			.add("next_token", nextToken);
	}

}
