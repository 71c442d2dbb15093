package app.locus.simulator.scans;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.simulator.places.Place;
import app.locus.simulator.state.Noise;

/**
 * The sources an AI answer cites at one point. Each engine draws on its own pool of sites
 * (AI Overviews and AI Mode lean on Google's own pages, Grok on X and Reddit, ChatGPT on
 * review sites and directories), cites the website of a business it named now and then
 * (the scanned business's own site only when it named it), and varies from run to run as
 * the real answers do.
 */
final class AiSources {

	private static final Map<Platform, List<String>> POOLS = Map.of(Platform.CHATGPT,
			List.of("yelp.com", "tripadvisor.com", "reddit.com", "bbb.org", "foursquare.com", "yellowpages.com",
					"eater.com", "timeout.com"),
			Platform.GEMINI,
			List.of("google.com", "yelp.com", "tripadvisor.com", "reddit.com", "facebook.com", "eater.com"),
			Platform.GROK, List.of("x.com", "reddit.com", "yelp.com", "facebook.com", "tripadvisor.com"), Platform.GAIO,
			List.of("google.com", "yelp.com", "facebook.com", "reddit.com", "yellowpages.com", "eater.com",
					"nextdoor.com"),
			Platform.AIMODE,
			List.of("google.com", "yelp.com", "reddit.com", "tripadvisor.com", "timeout.com", "eater.com"));

	private static final int MOST_FROM_POOL = 4;

	private AiSources() {
	}

	/**
	 * @param named the businesses the answer named, in order
	 * @param own the scanned business
	 */
	static List<GridPoint.Citation> cited(Platform platform, Place own, List<GridPoint.Ranked> named, long run,
			Coordinate at) {
		long point = Noise.mix(run, Math.round(at.lat() * 1e5), Math.round(at.lng() * 1e5));
		Map<String, GridPoint.Citation> cited = new LinkedHashMap<>();
		List<String> pool = POOLS.get(platform);
		int fromPool = 1 + (int) (Noise.unit(point, 1) * MOST_FROM_POOL);
		for (int i = 0; i < fromPool; i++) {
			String domain = Noise.pick(pool, point, 2, i);
			cited.putIfAbsent(domain, new GridPoint.Citation(domain, "https://www." + domain + "/"));
		}
		for (GridPoint.Ranked ranked : named) {
			Place place = ranked.place();
			double chance = place.placeId().equals(own.placeId()) ? 0.45 : 0.3 / ranked.rank();
			if (place.website() != null && Noise.unit(point, 3, Noise.of(place.placeId())) < chance) {
				String domain = domainOf(place.website());
				cited.putIfAbsent(domain, new GridPoint.Citation(domain, place.website()));
			}
		}
		return List.copyOf(new ArrayList<>(cited.values()));
	}

	static String domainOf(String website) {
		String host = website.replaceFirst("^[a-z]+://", "").replaceFirst("[/?#].*$", "");
		return host.toLowerCase(Locale.ROOT).replaceFirst("^www\\.", "");
	}

}
