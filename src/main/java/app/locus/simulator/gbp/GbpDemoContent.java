package app.locus.simulator.gbp;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.MonthDay;
import java.util.List;

import app.locus.simulator.api.SimDates;
import app.locus.simulator.state.Noise;
import app.locus.simulator.state.SimKeys;

/**
 * The demo profile content of a bakery: posts, hours with special dates, free-form and
 * structured services, attributes, an editable and an aggregator link, photos and reviews
 * (some answered).
 */
public final class GbpDemoContent {

	private static final List<String> REVIEWERS = List.of("Maya R.", "Daniel K.", "Priya S.", "Tom W.", "Lena H.",
			"Carlos M.", "Jess P.", "Omar F.", "Hannah L.", "Ben T.", "Sofia G.", "Marcus J.");

	private static final List<String> GOOD = List.of("Best sourdough in Portland, crust is perfect every time.",
			"The morning buns are worth the line.", "Friendly staff and great coffee with the pastries.",
			"Ordered a birthday cake, it was beautiful and delicious.", "Cosy place, the cardamom knots are amazing.");

	private static final List<String> MIXED = List.of("Good bread but they sold out of croissants by 10am.",
			"Tasty but a bit pricey.", "Long wait on Saturday morning.");

	private GbpDemoContent() {
	}

	public static void bakery(GbpProfile profile, Instant now, SimKeys keys) {
		hours(profile, SimDates.day(now));
		posts(profile, now, keys);
		profile.services.put("Sourdough bread", new GbpProfile.Service("Sourdough bread", null, "Sourdough bread"));
		profile.services.put("Pastries", new GbpProfile.Service("Pastries", null, "Pastries"));
		profile.services.put("Espresso drinks", new GbpProfile.Service("Espresso drinks", null, "Espresso drinks"));
		profile.services.put("job_type_id:custom_cakes",
				new GbpProfile.Service("job_type_id:custom_cakes", "job_type_id:custom_cakes", "Custom cakes"));
		profile.services.put("job_type_id:catering",
				new GbpProfile.Service("job_type_id:catering", "job_type_id:catering", "Catering"));
		profile.attributes.put("is_small_business", true);
		profile.attributes.put("has_takeout", true);
		profile.attributes.put("has_delivery", false);
		profile.attributes.put("has_wifi", true);
		profile.attributes.put("serves_coffee", true);
		profile.links.add(new GbpProfile.Link(keys.next(), "FOOD_ORDERING",
				"https://order.bluebottlebakery.example/division", true, true));
		profile.links.add(new GbpProfile.Link(keys.next(), "FOOD_DELIVERY",
				"https://delivery-partner.example/store/blue-bottle-bakery-division", true, false));
		for (int i = 0; i < 6; i++) {
			String id = keys.next();
			profile.media.add(new GbpProfile.Media(id, "PHOTO",
					List.of("COVER", "EXTERIOR", "INTERIOR", "PRODUCT", "FOOD_AND_DRINK", "TEAMS").get(i),
					"https://lh3.googleusercontent.com/p/" + id, null, now.minus(Duration.ofDays(30L * (i + 1)))));
		}
		for (int i = 0; i < 4; i++) {
			String id = keys.next();
			profile.customerMedia.add(new GbpProfile.Media(id, "PHOTO", "ADDITIONAL",
					"https://lh3.googleusercontent.com/p/" + id, null, now.minus(Duration.ofDays(11L * (i + 1)))));
		}
		reviews(profile, now, keys);
	}

	private static void hours(GbpProfile profile, LocalDate today) {
		profile.regularHours.clear();
		for (String day : List.of("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY")) {
			profile.regularHours.add(new GbpProfile.Period(day, 7, 0, day, 18, 0));
		}
		profile.regularHours.add(new GbpProfile.Period("SATURDAY", 8, 0, "SATURDAY", 16, 0));
		profile.regularHours.add(new GbpProfile.Period("SUNDAY", 8, 0, "SUNDAY", 14, 30));
		LocalDate christmas = next(today, MonthDay.of(12, 25));
		LocalDate christmasEve = christmas.minusDays(1);
		profile.specialHours.put(christmasEve, List.of(new GbpProfile.SpecialPeriod(christmasEve, false, 7, 0, 13, 0)));
		profile.specialHours.put(christmas, List.of(new GbpProfile.SpecialPeriod(christmas, true, 0, 0, 0, 0)));
	}

	private static void posts(GbpProfile profile, Instant now, SimKeys keys) {
		String[][] posts = { { "STANDARD", "Fresh cardamom knots every Saturday from 8am." },
				{ "OFFER", "Half-price day-old loaves after 4pm, every weekday." },
				{ "STANDARD", "Our new rye sourdough is here: 100% stone-ground flour from Oregon." },
				{ "EVENT", "Bread-baking class on the first Sunday of the month. Sign up in store." },
				{ "STANDARD", "Holiday pie preorders are open." } };
		for (int i = 0; i < posts.length; i++) {
			Instant created = now.minus(Duration.ofDays(9L * i + 2));
			profile.posts.add(new GbpProfile.Post(keys.next(), posts[i][0], posts[i][1], "LIVE", created, created));
		}
	}

	private static void reviews(GbpProfile profile, Instant now, SimKeys keys) {
		for (int i = 0; i < 24; i++) {
			long seed = Noise.mix(Noise.of(profile.place().placeId()), i);
			boolean mixed = Noise.unit(seed, 1) < 0.2;
			int stars = mixed ? 3 + (int) (2 * Noise.unit(seed, 2)) : 5 - (Noise.unit(seed, 3) < 0.25 ? 1 : 0);
			String comment = mixed ? Noise.pick(MIXED, seed, 4) : Noise.pick(GOOD, seed, 5);
			Instant created = now.minus(Duration.ofHours(61L * i + 5));
			GbpProfile.Reply reply = i % 3 == 1
					? new GbpProfile.Reply("Thank you for visiting, we hope to see you again soon!",
							created.plus(Duration.ofHours(20)))
					: null;
			profile.reviews.add(new GbpProfile.Review(keys.next(), Noise.pick(REVIEWERS, seed, 6), stars,
					i == 7 ? null : comment, created, reply));
		}
	}

	private static LocalDate next(LocalDate today, MonthDay day) {
		LocalDate date = day.atYear(today.getYear());
		return date.isBefore(today.plusDays(1)) ? date.plusYears(1) : date;
	}

}
