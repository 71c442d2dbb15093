package app.locus.simulator.places;

import java.util.Comparator;
import java.util.List;
import java.util.Locale;

import app.locus.simulator.state.Noise;

/**
 * A city the simulated map knows, with neighbourhoods and streets for plausible names and
 * addresses.
 */
public record City(String name, String state, String zip, String areaCode, double lat, double lng,
		List<String> neighborhoods, List<String> streets) {

	public static final List<City> ALL = List.of(
			new City("Portland", "OR", "972", "503", 45.5231, -122.6765,
					List.of("Pearl", "Alberta", "Hawthorne", "Division", "Sellwood", "Mississippi", "Belmont",
							"Irvington", "Nob Hill", "St. Johns", "Montavilla", "Kerns"),
					List.of("SE Division St", "NE Alberta St", "NW 23rd Ave", "SE Hawthorne Blvd", "N Mississippi Ave",
							"SE Belmont St", "NE Broadway", "SW Morrison St")),
			new City("Seattle", "WA", "981", "206", 47.6062, -122.3321,
					List.of("Ballard", "Fremont", "Capitol Hill", "Queen Anne", "Wallingford", "Columbia City",
							"Georgetown", "Ravenna"),
					List.of("Pike St", "NW Market St", "Fremont Ave N", "E Olive Way", "Rainier Ave S")),
			new City("Denver", "CO", "802", "303", 39.7392, -104.9903,
					List.of("LoDo", "Highlands", "Baker", "Capitol Hill", "RiNo", "Wash Park", "Sloan's Lake"),
					List.of("Larimer St", "S Broadway", "Colfax Ave", "Tennyson St", "Blake St")),
			new City("Austin", "TX", "787", "512", 30.2672, -97.7431,
					List.of("South Congress", "East Austin", "Hyde Park", "Zilker", "Mueller", "Clarksville"),
					List.of("S Congress Ave", "E 6th St", "Guadalupe St", "Burnet Rd", "S Lamar Blvd")),
			new City("Chicago", "IL", "606", "312", 41.8781, -87.6298,
					List.of("Wicker Park", "Logan Square", "Lincoln Park", "Pilsen", "Andersonville", "Hyde Park"),
					List.of("N Milwaukee Ave", "W Armitage Ave", "N Clark St", "W 18th St", "N Damen Ave")),
			new City("Boston", "MA", "021", "617", 42.3601, -71.0589,
					List.of("Back Bay", "South End", "Jamaica Plain", "Beacon Hill", "Charlestown", "Fenway"),
					List.of("Newbury St", "Tremont St", "Centre St", "Charles St", "Boylston St")));

	/** The city the free text names, or one chosen by the text when it names none. */
	public static City near(String proximity) {
		String lower = proximity == null ? "" : proximity.toLowerCase(Locale.ROOT);
		return ALL.stream()
			.filter(c -> lower.contains(c.name.toLowerCase(Locale.ROOT)))
			.findFirst()
			.orElseGet(() -> Noise.pick(ALL, Noise.of(lower)));
	}

	/** The known city closest to the coordinates. */
	public static City closestTo(double lat, double lng) {
		return ALL.stream().min(Comparator.comparingDouble(c -> Math.hypot(c.lat - lat, c.lng - lng))).orElseThrow();
	}

	public String address(long seed) {
		int number = 100 + (int) Math.floorMod(Noise.mix(seed, 1), 8900L);
		String street = Noise.pick(streets, seed, 2);
		String postal = zip + String.format("%02d", Math.floorMod(Noise.mix(seed, 3), 40L) + 1);
		return number + " " + street + ", " + name + ", " + state + " " + postal + ", USA";
	}

	public String phone(long seed) {
		long line = Math.floorMod(Noise.mix(seed, 4), 10_000L);
		long exchange = 200 + Math.floorMod(Noise.mix(seed, 5), 700L);
		return String.format("(%s) %03d-%04d", areaCode, exchange, line);
	}

}
