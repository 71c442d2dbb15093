package app.locus.aivisibility;

import java.time.LocalDate;
import java.util.List;
import java.util.Map;

import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;

/**
 * The AI visibility of one location of a workspace: the keyword matrix, the businesses
 * the engines recommend instead, and the sites they cite, for the recent period (from
 * {@code since}) against the one before it.
 *
 * @param place the location shown, null when the workspace has no AI scans yet
 * @param places every location with AI scans: place id to name
 * @param designEffect how much the points of one scan vary together, for the planner
 */
public record AiVisibility(@Nullable String place, Map<String, String> places, LocalDate since,
		List<KeywordRow> keywords, Map<Platform, List<RecommendedInstead>> instead, List<CitedSite> sources,
		double designEffect) {

	/** The AI engines, in the order every page lists them. */
	public static final List<Platform> ENGINES = List.of(Platform.CHATGPT, Platform.GEMINI, Platform.GROK,
			Platform.GAIO, Platform.AIMODE);

	public AiVisibility {
		places = Map.copyOf(places);
		keywords = List.copyOf(keywords);
		instead = Map.copyOf(instead);
		sources = List.copyOf(sources);
	}

	public boolean isEmpty() {
		return place == null;
	}

}
