package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import app.locus.fixtures.MutableClock;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * New reviews arrive on a linked profile as the clock moves (a few a week, mostly five
 * stars), are the same however often the profile is read, and can be answered through the
 * spec's {@code reply-review} shape, also after a restart.
 */
class SimulatorReviewArrivalsTest {

	static final Instant START = Instant.parse("2025-06-11T15:30:00Z");

	static final String PLACE = DemoData.BLUE_BOTTLE_ALBERTA;

	/** The demo's linked bakery, whose seeded reviews all predate the start. */
	static final String DEMO_PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	@TempDir
	Path data;

	final MutableClock clock = new MutableClock(START);

	SimulatorServer start(Path folder) {
		Simulator.Builder builder = Simulator.builder().clock(clock).requestsPerSecond(10_000);
		return SimulatorServer.start(0, (folder == null ? builder : builder.dataFolder(folder)).build());
	}

	/** A fresh account of the simulator with the place saved and linked. */
	static String account(SimulatorServer server) {
		AccountHandle account = server.simulator().createAccount("Arrivals", 100);
		account.saveLocation(PLACE, true);
		return account.key();
	}

	static List<JsonNode> reviews(SimHttp http, String key) {
		return reviews(http, key, PLACE);
	}

	static List<JsonNode> reviews(SimHttp http, String key, String place) {
		List<JsonNode> all = new ArrayList<>();
		String token = null;
		do {
			List<String> fields = new ArrayList<>(List.of("place_id", place, "limit", "100"));
			if (token != null) {
				fields.addAll(List.of("next_token", token));
			}
			SimHttp.Answer answer = http.post("/v2/gbp/reviews", key, fields.toArray(String[]::new));
			assertThat(answer.status()).as(answer.body()).isEqualTo(200);
			answer.data().get("reviews").forEach(all::add);
			token = answer.data().path("next_token").isTextual() ? answer.data().get("next_token").asText() : null;
		}
		while (token != null);
		return all;
	}

	static List<String> ids(List<JsonNode> reviews) {
		return reviews.stream().map(review -> review.get("review_id").asText()).toList();
	}

	@Test
	void a_linked_profile_gets_a_few_new_unanswered_reviews_a_week() {
		try (SimulatorServer server = start(null)) {
			SimHttp http = new SimHttp(server.baseUrl());
			String key = account(server);
			assertThat(reviews(http, key)).isEmpty();

			clock.advance(Duration.ofDays(28));
			List<JsonNode> fourWeeks = reviews(http, key);

			// about 3 a week (the declared rate): 12 expected in four weeks
			assertThat(fourWeeks).hasSizeBetween(5, 20);
			for (JsonNode review : fourWeeks) {
				Instant created = Instant.parse(review.get("create_time").asText());
				assertThat(created).isAfter(START).isBeforeOrEqualTo(clock.instant());
				assertThat(review.get("reply").asBoolean(true)).isFalse();
				assertThat(review.get("star_rating").asInt()).isBetween(1, 5);
				assertThat(review.get("reviewer").get("display_name").asText()).isNotBlank();
			}
			List<String> times = fourWeeks.stream().map(r -> r.get("create_time").asText()).toList();
			assertThat(times).isSortedAccordingTo((a, b) -> b.compareTo(a));
		}
	}

	@Test
	void the_reviews_are_the_same_whether_read_every_day_or_once() {
		List<String> readDaily;
		try (SimulatorServer server = start(null)) {
			SimHttp http = new SimHttp(server.baseUrl());
			String key = account(server);
			for (int day = 0; day < 21; day++) {
				clock.advance(Duration.ofDays(1));
				reviews(http, key);
			}
			readDaily = ids(reviews(http, key));
		}
		MutableClock second = new MutableClock(START);
		try (SimulatorServer server = SimulatorServer.start(0,
				Simulator.builder().clock(second).requestsPerSecond(10_000).build())) {
			SimHttp http = new SimHttp(server.baseUrl());
			String key = account(server);
			second.advance(Duration.ofDays(21));

			assertThat(ids(reviews(http, key))).isNotEmpty().isEqualTo(readDaily);
		}
	}

	@Test
	void over_a_year_most_reviews_have_five_stars_and_one_star_outnumbers_two() {
		try (SimulatorServer server = start(null)) {
			SimHttp http = new SimHttp(server.baseUrl());
			String key = account(server);
			clock.advance(Duration.ofDays(364));

			List<JsonNode> year = reviews(http, key);
			Map<Integer, Integer> byStars = new TreeMap<>();
			year.forEach(review -> byStars.merge(review.get("star_rating").asInt(), 1, Integer::sum));

			// 52 weeks at 3 a week: 156 expected
			assertThat(year).hasSizeBetween(120, 190);
			assertThat(byStars).containsOnlyKeys(1, 2, 3, 4, 5);
			assertThat(byStars.get(5)).isGreaterThan(year.size() / 2);
			assertThat(byStars.get(1)).isGreaterThan(byStars.get(2));
			assertThat(year.stream().filter(review -> review.get("comment").isBoolean())).isNotEmpty();
		}
	}

	@Test
	void an_arrived_review_is_answered_through_reply_review_and_the_reply_survives_a_restart() {
		Path folder = data.resolve("simulator");
		String key = DemoData.BLUE_BOTTLE_KEY;
		String reviewId;
		try (SimulatorServer server = start(folder)) {
			SimHttp http = new SimHttp(server.baseUrl());
			clock.advance(Duration.ofDays(14));
			JsonNode newest = reviews(http, key, DEMO_PLACE).get(0);
			assertThat(Instant.parse(newest.get("create_time").asText())).isAfter(START);
			reviewId = newest.get("review_id").asText();

			SimHttp.Answer missing = http.post("/v2/gbp/reply-review", key, "place_id", DEMO_PLACE, "review_id",
					reviewId);
			SimHttp.Answer unknown = http.post("/v2/gbp/reply-review", key, "place_id", DEMO_PLACE, "review_id",
					"no-such-review", "comment", "Thanks");
			SimHttp.Answer tooLong = http.post("/v2/gbp/reply-review", key, "place_id", DEMO_PLACE, "review_id",
					reviewId, "comment", "x".repeat(4097));
			SimHttp.Answer reply = http.post("/v2/gbp/reply-review", key, "place_id", DEMO_PLACE, "review_id", reviewId,
					"comment", "Thank you, Alex!");

			assertThat(missing.status()).isEqualTo(400);
			assertThat(unknown.status()).isEqualTo(404);
			assertThat(tooLong.status()).isEqualTo(400);
			assertThat(reply.status()).as(reply.body()).isEqualTo(200);
			assertThat(reply.data().get("reply").get("comment").asText()).isEqualTo("Thank you, Alex!");
		}
		clock.advance(Duration.ofDays(7));
		try (SimulatorServer server = start(folder)) {
			List<JsonNode> after = reviews(new SimHttp(server.baseUrl()), key, DEMO_PLACE);

			JsonNode answered = after.stream()
				.filter(review -> review.get("review_id").asText().equals(reviewId))
				.findFirst()
				.orElseThrow();
			assertThat(answered.get("reply").get("comment").asText()).isEqualTo("Thank you, Alex!");
		}
	}

}
