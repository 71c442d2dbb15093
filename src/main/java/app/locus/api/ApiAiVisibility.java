package app.locus.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.function.Function;

import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.CitedSite;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.KeywordRow;
import app.locus.aivisibility.RecommendedInstead;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * The AI visibility of one location as the API gives it (issue 49): per keyword and AI
 * engine, the share of grid points whose answer named the client with its 95 % interval,
 * against the period before and whether the difference is beyond the usual variation; the
 * businesses the engines named instead; and the sites their answers cited. Engines and
 * platforms are the service's codes. {@code placeId} is null when the workspace has no AI
 * scans yet.
 */
record ApiAiVisibility(@Nullable String placeId, Map<String, String> places, LocalDate since, List<Keyword> keywords,
		Map<String, List<Instead>> recommendedInstead, List<Source> sources) {

	/**
	 * One keyword: a cell per AI engine with scans of it, and the newest SoLV per map
	 * platform.
	 */
	record Keyword(String keyword, Map<String, Engine> engines, Map<String, BigDecimal> mapSolv) {

	}

	/**
	 * @param change rose, fell, within-noise or no-earlier: only rose and fell are beyond
	 * what repeated answers vary by
	 * @param averagePosition where the client was named, null when never
	 * @param answeredShare the share of points the engine answered at all
	 */
	record Engine(double share, double low, double high, int named, int points, int scans, double previousShare,
			String change, @Nullable Double averagePosition, double answeredShare, String newestReportKey) {

		static Engine of(EngineCell cell) {
			return new Engine(cell.now().value(), cell.now().low(), cell.now().high(), cell.now().named(),
					cell.now().points(), cell.now().scans(), cell.before().value(), code(cell.change()),
					cell.averagePosition(), cell.answeredShare(), cell.newestReportKey());
		}

	}

	/**
	 * A business an engine named; {@code isNew} when it named it nowhere in the period
	 * before.
	 */
	record Instead(String placeId, @Nullable String name, double share, boolean isNew, String competitorReportKey) {

		static Instead of(RecommendedInstead business) {
			return new Instead(business.placeId(), business.name(), business.share(), business.isNew(),
					business.competitorReportKey());
		}

	}

	/**
	 * A cited site: its kind, citations per engine, and how many answers citing it named
	 * the client.
	 */
	record Source(String domain, String kind, Map<String, Integer> citations, int withClient) {

		static Source of(CitedSite site) {
			return new Source(site.domain(), code(site.kind()), byPlatform(site.citations(), Function.identity()),
					site.withClient());
		}

	}

	static ApiAiVisibility of(AiVisibility visibility) {
		Map<String, List<Instead>> instead = byPlatform(visibility.instead(),
				businesses -> businesses.stream().map(Instead::of).toList());
		return new ApiAiVisibility(visibility.place(), visibility.places(), visibility.since(),
				visibility.keywords().stream().map(ApiAiVisibility::keyword).toList(), instead,
				visibility.sources().stream().map(Source::of).toList());
	}

	private static Keyword keyword(KeywordRow row) {
		return new Keyword(row.keyword(), byPlatform(row.engines(), Engine::of),
				byPlatform(row.maps(), Function.identity()));
	}

	/** In the order every page lists the platforms, keyed by the service's codes. */
	private static <V, T> Map<String, T> byPlatform(Map<Platform, V> values, Function<V, T> mapper) {
		Map<String, T> coded = new LinkedHashMap<>();
		for (Platform platform : Platform.values()) {
			V value = values.get(platform);
			if (value != null) {
				coded.put(platform.code(), mapper.apply(value));
			}
		}
		return coded;
	}

	private static String code(Enum<?> value) {
		return value.name().toLowerCase(Locale.ROOT).replace('_', '-');
	}

}
