package app.locus.simulator.places;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;

import app.locus.simulator.state.Noise;

/**
 * The simulated map: every business the simulator has shown, and a deterministic
 * generator of more (search results, competitors around a business). A place, once shown,
 * can be saved to an account by its id.
 */
public final class PlaceDirectory {

	/** How many competitors surround a business on the map. */
	public static final int COMPETITORS = 40;

	private static final String ID_ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-";

	private static final int SEARCH_RESULTS = 5;

	private static final List<String> FOUNDERS = List.of("Rosa's", "Hansen's", "Nguyen's", "Miller's", "Okafor's",
			"Lindqvist", "Delgado", "Moreau", "Park Street", "Old Mill", "Copper Kettle", "Fern & Oak");

	private final Map<String, Place> places = new LinkedHashMap<>();

	private final Map<String, List<Place>> competitors = new LinkedHashMap<>();

	public Place register(Place place) {
		places.put(place.placeId(), place);
		return place;
	}

	public Optional<Place> find(String placeId) {
		return Optional.ofNullable(places.get(placeId));
	}

	/**
	 * Businesses matching the term near the free-text area: known ones first, then
	 * generated ones, five in all.
	 */
	public List<Place> search(String term, String platform, String proximity) {
		City city = City.near(proximity);
		String lowerTerm = term.toLowerCase(Locale.ROOT);
		List<Place> results = new ArrayList<>();
		places.values()
			.stream()
			.filter(p -> p.platform().equals(platform))
			.filter(p -> p.address().contains(city.name()))
			.filter(p -> p.name().toLowerCase(Locale.ROOT).contains(lowerTerm)
					|| p.categoryInfo().displayName().toLowerCase(Locale.ROOT).contains(lowerTerm))
			.limit(SEARCH_RESULTS)
			.forEach(results::add);
		Category category = Category.mentionedIn(term).orElse(null);
		for (int i = 0; results.size() < SEARCH_RESULTS; i++) {
			long seed = Noise.mix(Noise.of(lowerTerm), Noise.of(city.name()), Noise.of(platform), i);
			Category cat = category != null ? category : Noise.pick(Category.ALL, seed, 9);
			String noun = category == null ? titleCase(term) : Noise.pick(cat.nouns(), seed, 10);
			String name = Noise.pick(city.neighborhoods(), seed, 11) + " " + noun;
			results.add(register(generate(seed, platform, city, city.lat(), city.lng(), 0.06, cat, name)));
		}
		return results;
	}

	/** The businesses of the same category around this one (stable for the place). */
	public List<Place> competitorsOf(Place business) {
		return competitors.computeIfAbsent(business.placeId(), id -> {
			City city = City.near(business.address());
			List<String> names = competitorNames(business, city);
			List<Place> list = new ArrayList<>();
			for (int i = 0; i < COMPETITORS; i++) {
				long seed = Noise.mix(Noise.of(id), i);
				// Log-uniform distances: a few close rivals, many further out.
				double km = 0.3 * Math.pow(200, Noise.unit(seed, 7));
				double bearing = 2 * Math.PI * Noise.unit(seed, 8);
				double lat = business.lat() + km * Math.cos(bearing) / 111.0;
				double lng = business.lng()
						+ km * Math.sin(bearing) / (111.0 * Math.cos(Math.toRadians(business.lat())));
				list.add(register(
						generate(seed, business.platform(), city, lat, lng, 0, business.categoryInfo(), names.get(i))));
			}
			return List.copyOf(list);
		});
	}

	/** A new place id in the platform's style. */
	public static String placeId(String platform, long seed) {
		StringBuilder id = new StringBuilder(platform.equals("apple") ? "I" : "ChIJ");
		int length = platform.equals("apple") ? 16 : 23;
		for (int i = 0; i < length; i++) {
			String alphabet = platform.equals("apple") ? "0123456789ABCDEF" : ID_ALPHABET;
			id.append(alphabet.charAt((int) Math.floorMod(Noise.mix(seed, 100 + i), (long) alphabet.length())));
		}
		return id.toString();
	}

	/** Distinct plausible names for the competitors of a business, in a fixed order. */
	private static List<String> competitorNames(Place business, City city) {
		List<String> prefixes = new ArrayList<>(city.neighborhoods());
		prefixes.addAll(FOUNDERS);
		List<String> names = new ArrayList<>();
		for (String prefix : prefixes) {
			for (String noun : business.categoryInfo().nouns()) {
				String name = prefix + " " + noun;
				if (!name.equalsIgnoreCase(business.name())) {
					names.add(name);
				}
			}
		}
		long seed = Noise.of(business.placeId());
		names.sort(Comparator.comparingLong(name -> Noise.mix(seed, Noise.of(name))));
		return names;
	}

	private static Place generate(long seed, String platform, City city, double lat, double lng, double jitter,
			Category cat, String name) {
		double rating = Math.round((3.6 + 1.3 * Noise.unit(seed, 12)) * 10) / 10.0;
		int reviews = 8 + (int) (900 * Math.pow(Noise.unit(seed, 13), 2));
		String slug = name.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]+", "");
		return new Place(placeId(platform, seed), platform, name, city.address(seed),
				round(lat + jitter * (Noise.unit(seed, 14) - 0.5)), round(lng + jitter * (Noise.unit(seed, 15) - 0.5)),
				rating, reviews, city.phone(seed), "https://www." + slug + ".example", cat.id(), null,
				Noise.unit(seed, 16) < 0.8);
	}

	private static double round(double degrees) {
		return Math.round(degrees * 1e6) / 1e6;
	}

	private static String titleCase(String text) {
		StringBuilder out = new StringBuilder();
		for (String word : text.trim().split("\\s+")) {
			if (!word.isEmpty()) {
				out.append(out.length() == 0 ? "" : " ")
					.append(Character.toUpperCase(word.charAt(0)))
					.append(word.substring(1).toLowerCase(Locale.ROOT));
			}
		}
		return out.toString();
	}

}
