package app.locus.api;

import java.math.BigDecimal;
import java.util.List;

import app.locus.upstream.api.reports.DataPoint;
import org.jspecify.annotations.Nullable;

/**
 * One grid point of a scan: where it is, the client's rank there (null when not found in
 * the results), the businesses ranked in order, and on an AI platform whether the engine
 * answered and the pages it cited.
 */
record ApiDataPoint(BigDecimal lat, BigDecimal lng, @Nullable Integer rank, boolean found, List<Ranked> ranked,
		@Nullable Boolean answered, List<Cited> cited) {

	ApiDataPoint {
		ranked = List.copyOf(ranked);
		cited = List.copyOf(cited);
	}

	record Ranked(String placeId, String name, Integer rank) {

	}

	record Cited(@Nullable String domain, @Nullable String url) {

	}

	static ApiDataPoint of(DataPoint point) {
		return new ApiDataPoint(point.position().lat(), point.position().lng(), point.rank(), point.found(),
				point.results()
					.stream()
					.map(result -> new Ranked(result.placeId(), result.name(), result.rank()))
					.toList(),
				point.answered(),
				point.sources().stream().map(source -> new Cited(source.domain(), source.url())).toList());
	}

}
