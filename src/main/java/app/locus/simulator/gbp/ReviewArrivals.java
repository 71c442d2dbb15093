package app.locus.simulator.gbp;

import java.time.Instant;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.state.Noise;

/**
 * New customer reviews arriving on a listing as time passes: about {@value #PER_WEEK} a
 * week per location, at any hour, with the J-shaped star mix of Google reviews (mostly
 * five stars, a tail of ones, few in between), some with stars and no text. Which reviews
 * arrive on a day is fixed by the place and the day alone, so a profile holds the same
 * reviews however often or late it is read, and a restarted simulator replaying a reply
 * finds the review it answers. A profile takes in what arrived since it was last looked
 * at whenever its reviews are read or written.
 */
final class ReviewArrivals {

	/** The rate a location gets new reviews at. */
	static final int PER_WEEK = 3;

	/** Chances a day; each turns into a review with {@link #SLOT_CHANCE}. */
	static final int SLOTS_PER_DAY = 2;

	static final double SLOT_CHANCE = PER_WEEK / 7.0 / SLOTS_PER_DAY;

	/**
	 * Share of reviews with at most 1, 2, 3, 4 and 5 stars (roughly what Google shows for
	 * local businesses: 10 % one star, 5 % two, 7 % three, 15 % four, 63 % five).
	 */
	static final double[] AT_MOST_STARS = { 0.10, 0.15, 0.22, 0.37, 1.0 };

	/** Share of reviews that give stars only. */
	static final double WITHOUT_TEXT = 0.15;

	private static final List<String> FIRST_NAMES = List.of("Alex", "Sam", "Jordan", "Taylor", "Morgan", "Riley",
			"Chris", "Emma", "Noah", "Olivia", "Liam", "Ava", "Lucas", "Mia", "Ethan", "Zoe", "Nina", "Felix");

	private static final List<List<String>> TEXTS = List.of(
			List.of("Terrible experience, nobody called me back.", "Rude staff and a long wait. Will not return.",
					"Charged me twice and nobody answers the phone."),
			List.of("Disappointing visit, the staff seemed rushed.", "Not what I expected for the price."),
			List.of("It was fine, nothing special.", "Okay overall, but the service was slow."),
			List.of("Very good, just a bit of a wait.", "Nice people and fair prices."),
			List.of("Wonderful experience, friendly and quick.", "Highly recommend, we will be back!",
					"Excellent service from start to finish.", "The best in the neighbourhood."));

	private ReviewArrivals() {
	}

	/** Adds to the profile the reviews that arrived after it was last looked at. */
	static void catchUp(GbpProfile profile, Instant now) {
		if (now.isAfter(profile.reviewsSeenUntil)) {
			profile.reviews.addAll(between(profile.place(), profile.reviewsSeenUntil, now));
			profile.reviewsSeenUntil = now;
		}
	}

	/** The reviews of the place that arrive after {@code after}, up to {@code until}. */
	static List<GbpProfile.Review> between(Place place, Instant after, Instant until) {
		long placeNoise = Noise.of(place.placeId());
		List<GbpProfile.Review> arrived = new ArrayList<>();
		for (LocalDate day = SimDates.day(after); !day.isAfter(SimDates.day(until)); day = day.plusDays(1)) {
			for (int slot = 0; slot < SLOTS_PER_DAY; slot++) {
				long seed = Noise.mix(placeNoise, day.toEpochDay(), slot);
				if (Noise.unit(seed, 0) >= SLOT_CHANCE) {
					continue;
				}
				Instant at = SimDates.startOfDay(day).plusSeconds((long) (Noise.unit(seed, 1) * 86_400));
				if (at.isAfter(after) && !at.isAfter(until)) {
					arrived.add(review(seed, at));
				}
			}
		}
		return arrived;
	}

	private static GbpProfile.Review review(long seed, Instant at) {
		int stars = stars(Noise.unit(seed, 2));
		String reviewer = Noise.pick(FIRST_NAMES, seed, 3) + " " + (char) ('A' + Math.floorMod(seed, 26)) + ".";
		String text = Noise.unit(seed, 4) < WITHOUT_TEXT ? null : Noise.pick(TEXTS.get(stars - 1), seed, 5);
		return new GbpProfile.Review(String.format("%015x", seed & 0x0FFF_FFFF_FFFF_FFFFL), reviewer, stars, text, at,
				null);
	}

	static int stars(double unit) {
		int stars = 1;
		while (unit >= AT_MOST_STARS[stars - 1]) {
			stars++;
		}
		return stars;
	}

}
