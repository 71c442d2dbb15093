package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import app.locus.simulator.api.SimDates;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.junit.jupiter.params.provider.ValueSource;

class SimulatorGbpTest {

	static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	SimHttp.Answer gbp(String area, String... fields) {
		List<String> all = new ArrayList<>(List.of("place_id", PLACE));
		all.addAll(List.of(fields));
		return http.post("/v2/gbp/" + area, DemoData.BLUE_BOTTLE_KEY, all.toArray(String[]::new));
	}

	JsonNode list(String area, String items) {
		return gbp(area, "limit", "100").data().get(items);
	}

	/**
	 * Each destructive write, its phrase, the fields it needs and the state it changes.
	 */
	enum Confirmed {

		DELETE_POST("delete-post", "DELETE_POST", t -> t.fields("post_id", t.first("posts", "posts", "post_id")),
				t -> t.list("posts", "posts")),
		DELETE_MEDIA("delete-media", "DELETE_MEDIA", t -> t.fields("media_id", t.first("media", "media", "media_id")),
				t -> t.list("media", "media")),
		DELETE_LINK("delete-link", "DELETE_LINK", t -> t.fields("link_id", t.editableLink()),
				t -> t.gbp("links").data()),
		DELETE_REPLY("delete-review-reply", "DELETE_REPLY", t -> t.fields("review_id", t.answeredReview()),
				t -> t.list("reviews", "reviews")),
		SET_ATTRIBUTES("update-attributes", "SET_ATTRIBUTES",
				t -> t.fields("attributes[0][attribute_id]", "has_delivery", "attributes[0][value]", "true"),
				t -> t.gbp("attributes").data()),
		REPLACE_SERVICES("replace-services", "REPLACE_SERVICES", t -> t.fields("services[0][name]", "Bread"),
				t -> t.gbp("services").data()),
		CLOSED_PERMANENTLY("update-status", "CLOSED_PERMANENTLY", t -> t.fields("status", "CLOSED_PERMANENTLY"),
				t -> t.gbp("location").data());

		final String endpoint;

		final String phrase;

		final Function<SimulatorGbpTest, List<String>> fields;

		final Function<SimulatorGbpTest, JsonNode> state;

		Confirmed(String endpoint, String phrase, Function<SimulatorGbpTest, List<String>> fields,
				Function<SimulatorGbpTest, JsonNode> state) {
			this.endpoint = endpoint;
			this.phrase = phrase;
			this.fields = fields;
			this.state = state;
		}

		SimHttp.Answer send(SimulatorGbpTest test, String confirm) {
			List<String> all = new ArrayList<>(fields.apply(test));
			if (confirm != null) {
				all.add("confirm");
				all.add(confirm);
			}
			return test.gbp(endpoint, all.toArray(String[]::new));
		}

	}

	List<String> fields(String... namesAndValues) {
		return List.of(namesAndValues);
	}

	String first(String area, String items, String idField) {
		return list(area, items).get(0).get(idField).asText();
	}

	String editableLink() {
		for (JsonNode link : gbp("links").data().get("links")) {
			if (link.get("is_editable").asBoolean()) {
				return link.get("link_id").asText();
			}
		}
		throw new AssertionError("no editable link");
	}

	String lockedLink() {
		for (JsonNode link : gbp("links").data().get("links")) {
			if (!link.get("is_editable").asBoolean()) {
				return link.get("link_id").asText();
			}
		}
		throw new AssertionError("no aggregator link");
	}

	String answeredReview() {
		for (JsonNode review : list("reviews", "reviews")) {
			if (review.get("reply").isObject()) {
				return review.get("review_id").asText();
			}
		}
		throw new AssertionError("no answered review");
	}

	@ParameterizedTest
	@EnumSource(Confirmed.class)
	void a_destructive_write_without_its_phrase_is_refused_and_changes_nothing(Confirmed write) {
		JsonNode before = write.state.apply(this);

		SimHttp.Answer missing = write.send(this, null);
		SimHttp.Answer wrong = write.send(this, "YES");
		SimHttp.Answer otherPhrase = write.send(this, write == Confirmed.DELETE_POST ? "DELETE_MEDIA" : "DELETE_POST");

		for (SimHttp.Answer answer : List.of(missing, wrong, otherPhrase)) {
			assertThat(answer.status()).isEqualTo(400);
			assertThat(answer.json().get("code_desc").asText()).isEqualTo("GBP_CONFIRMATION_REQUIRED");
			assertThat(answer.json().get("message").asText()).contains(write.phrase);
		}
		assertThat(write.state.apply(this)).isEqualTo(before);
	}

	@ParameterizedTest
	@EnumSource(Confirmed.class)
	void the_phrase_matches_ignoring_case_and_surrounding_spaces(Confirmed write) {
		JsonNode before = write.state.apply(this);

		SimHttp.Answer answer = write.send(this, "  " + write.phrase.toLowerCase() + " ");

		assertThat(answer.status()).isEqualTo(200);
		assertThat(write.state.apply(this)).isNotEqualTo(before);
	}

	@Test
	void a_location_not_connected_to_the_linked_account_is_not_found() {
		SimHttp.Answer unlinked = http.post("/v2/gbp/posts", DemoData.BLUE_BOTTLE_KEY, "place_id",
				DemoData.BLUE_BOTTLE_ALBERTA);
		SimHttp.Answer foreign = http.post("/v2/gbp/location", DemoData.HARBOR_KEY, "place_id", PLACE);

		assertThat(unlinked.status()).isEqualTo(404);
		assertThat(foreign.status()).isEqualTo(404);
		assertThat(http.post("/v2/gbp/posts", DemoData.BLUE_BOTTLE_KEY).status()).isEqualTo(400);
	}

	@ParameterizedTest
	@ValueSource(strings = { "posts", "media", "customer-media", "reviews", "categories", "chains" })
	void a_limit_outside_1_to_100_is_rejected_not_clamped(String area) {
		assertThat(gbp(area, "limit", "0").status()).isEqualTo(400);
		assertThat(gbp(area, "limit", "101").status()).isEqualTo(400);
		assertThat(gbp(area, "limit", "0").json().get("message").asText()).contains("limit");
		assertThat(gbp(area, "limit", "100").status()).isEqualTo(200);
		assertThat(gbp(area, "limit", "1").status()).isEqualTo(200);
	}

	@Test
	void reviews_page_with_next_token_newest_first() {
		List<String> times = new ArrayList<>();
		String token = null;
		do {
			JsonNode data = token == null ? gbp("reviews").data() : gbp("reviews", "next_token", token).data();
			data.get("reviews").forEach(r -> times.add(r.get("create_time").asText()));
			token = data.has("next_token") ? data.get("next_token").asText() : null;
		}
		while (token != null);

		assertThat(times).hasSize(24);
		assertThat(times).isSortedAccordingTo((a, b) -> b.compareTo(a));
	}

	@Test
	void a_link_from_an_aggregator_cannot_be_changed_or_removed() {
		String locked = lockedLink();

		SimHttp.Answer update = gbp("update-link", "link_id", locked, "url", "https://elsewhere.example");
		SimHttp.Answer delete = gbp("delete-link", "link_id", locked, "confirm", "DELETE_LINK");

		assertThat(update.status()).isEqualTo(400);
		assertThat(update.json().get("code_desc").asText()).isEqualTo("LINK_NOT_EDITABLE");
		assertThat(delete.json().get("code_desc").asText()).isEqualTo("LINK_NOT_EDITABLE");
		assertThat(gbp("links").data().get("links").toString()).contains(locked);
	}

	@Test
	void links_are_created_only_for_allowed_types_and_one_preferred_per_type() {
		JsonNode types = gbp("action-types").data().get("action_types");
		assertThat(types.toString()).contains("FOOD_ORDERING");

		assertThat(gbp("create-link", "type", "APPOINTMENT", "url", "https://book.example").status()).isEqualTo(400);
		SimHttp.Answer created = gbp("create-link", "type", "FOOD_ORDERING", "url", "https://new-order.example",
				"is_preferred", "true");

		assertThat(created.status()).isEqualTo(200);
		assertThat(created.data().get("is_editable").asBoolean()).isTrue();
		long preferredOrdering = 0;
		for (JsonNode link : gbp("links").data().get("links")) {
			if (link.get("type").asText().equals("FOOD_ORDERING") && link.get("is_preferred").asBoolean()) {
				preferredOrdering++;
			}
		}
		assertThat(preferredOrdering).isEqualTo(1);
	}

	@Test
	void replace_services_keeps_exactly_the_listed_ones() {
		SimHttp.Answer answer = gbp("replace-services", "confirm", "REPLACE_SERVICES", "services[0][name]",
				"Sourdough bread", "services[1][name]", "job_type_id:catering", "services[1][service_type_id]",
				"job_type_id:catering");

		assertThat(answer.status()).isEqualTo(200);
		JsonNode services = gbp("services").data().get("services");
		assertThat(services).hasSize(2);
		assertThat(services.get(0).get("name").asText()).isEqualTo("Sourdough bread");
		assertThat(services.get(0).get("structured").asBoolean()).isFalse();
		assertThat(services.get(0).get("service_type_id").asBoolean(true)).isFalse();
		assertThat(services.get(1).get("structured").asBoolean()).isTrue();
		assertThat(services.get(1).get("service_type_id").asText()).isEqualTo("job_type_id:catering");
		assertThat(services.get(1).get("display_name").asText()).isEqualTo("Catering");
	}

	@Test
	void add_and_remove_services_use_the_name_as_key() {
		int before = gbp("services").data().get("services").size();

		gbp("add-services", "services[0][name]", "Pastries", "services[1][name]", "Gift boxes");
		assertThat(gbp("services").data().get("services")).hasSize(before + 1);
		gbp("remove-services", "services[0][name]", "Gift boxes", "services[1][name]", "Pastries");
		assertThat(gbp("services").data().get("services")).hasSize(before - 1);
		assertThat(gbp("add-services", "services[0][name]", "job_type_id:plumbing").status()).isEqualTo(400);
		assertThat(gbp("add-services", "services[0][name]", "job_type_id:catering", "services[0][service_type_id]",
				"job_type_id:custom_cakes")
			.status()).isEqualTo(400);
	}

	@Test
	void regular_hours_accept_midnight_as_0_and_end_of_day_as_24() {
		SimHttp.Answer answer = gbp("update-hours", "regular[0][open_day]", "MONDAY", "regular[0][open_time][hours]",
				"0", "regular[0][close_day]", "MONDAY", "regular[0][close_time][hours]", "24");

		assertThat(answer.status()).isEqualTo(200);
		JsonNode periods = answer.data().get("location").get("regularHours").get("periods");
		assertThat(periods).hasSize(1);
		assertThat(periods.get(0).get("openTime").get("hours").asInt()).isZero();
		assertThat(periods.get(0).get("closeTime").get("hours").asInt()).isEqualTo(24);
	}

	@Test
	void hours_reject_opening_at_24_closing_after_24_and_closing_before_opening() {
		assertThat(gbp("update-hours", "regular[0][open_day]", "MONDAY", "regular[0][open_time][hours]", "24",
				"regular[0][close_time][hours]", "24")
			.status()).isEqualTo(400);
		assertThat(gbp("update-hours", "regular[0][open_day]", "MONDAY", "regular[0][open_time][hours]", "9",
				"regular[0][close_time][hours]", "24", "regular[0][close_time][minutes]", "30")
			.status()).isEqualTo(400);
		assertThat(gbp("update-hours", "regular[0][open_day]", "MONDAY", "regular[0][open_time][hours]", "17",
				"regular[0][close_time][hours]", "9")
			.status()).isEqualTo(400);
		assertThat(gbp("update-hours", "regular[0][open_day]", "FUNDAY", "regular[0][open_time][hours]", "9",
				"regular[0][close_time][hours]", "17")
			.status()).isEqualTo(400);
		assertThat(gbp("update-hours").status()).isEqualTo(400);
	}

	@Test
	void writing_one_special_date_leaves_the_other_dates_and_the_regular_hours() {
		JsonNode before = gbp("location").data().get("location");
		int specialBefore = before.get("specialHours").get("specialHourPeriods").size();
		LocalDate date = SimDates.day(SimulatorFixture.START).plusDays(20);

		SimHttp.Answer answer = gbp("update-hours", "special[0][date]", SimDates.date(date),
				"special[0][open_time][hours]", "10", "special[0][close_time][hours]", "14");

		assertThat(answer.status()).isEqualTo(200);
		JsonNode after = answer.data().get("location");
		assertThat(after.get("regularHours")).isEqualTo(before.get("regularHours"));
		assertThat(after.get("specialHours").get("specialHourPeriods")).hasSize(specialBefore + 1);

		gbp("update-hours", "special[0][date]", SimDates.date(date), "special[0][closed]", "true");
		JsonNode closed = gbp("location").data().get("location").get("specialHours").get("specialHourPeriods");
		assertThat(closed).hasSize(specialBefore + 1);
		assertThat(closed.toString()).contains("\"closed\":true");
		assertThat(gbp("update-hours", "special[0][date]", "2025-07-01", "special[0][closed]", "true").status())
			.isEqualTo(400);
	}

	@Test
	void update_location_merges_by_default_replaces_on_request_and_clears_named_fields() {
		SimHttp.Answer merged = gbp("update-location", "location[title]", "Blue Bottle Bakery & Cafe",
				"location[storefrontAddress][postalCode]", "97203");
		JsonNode address = merged.data().get("location").get("storefrontAddress");
		assertThat(merged.data().get("location").get("title").asText()).isEqualTo("Blue Bottle Bakery & Cafe");
		assertThat(address.get("postalCode").asText()).isEqualTo("97203");
		assertThat(address.get("locality").asText()).as("merge leaves unsent fields").isEqualTo("Portland");

		JsonNode replaced = gbp("update-location", "mode", "replace", "location[storefrontAddress][postalCode]",
				"97204")
			.data()
			.get("location");
		assertThat(replaced.get("storefrontAddress").has("locality")).isFalse();
		assertThat(replaced.get("title").asText()).isEqualTo("Blue Bottle Bakery & Cafe");

		JsonNode cleared = gbp("update-location", "clear", "websiteUri").data().get("location");
		assertThat(cleared.has("websiteUri")).isFalse();

		assertThat(gbp("update-location", "location[regularHours][periods]", "x").status()).isEqualTo(400);
		assertThat(gbp("update-location", "location[websiteUri]", "ftp://nope").status()).isEqualTo(400);
		assertThat(gbp("update-location").status()).isEqualTo(400);
	}

	@Test
	void google_updated_shows_what_the_platform_proposes() {
		JsonNode data = gbp("google-updated").data();

		assertThat(data.get("diff_mask").asText()).isEqualTo("websiteUri");
		assertThat(data.get("location").get("websiteUri").asText()).startsWith("http://");
	}

	@Test
	void create_post_returns_its_id_and_the_post_lists_first() {
		SimHttp.Answer created = gbp("create-post", "topic_type", "STANDARD", "summary", "Fresh rye today");

		assertThat(created.status()).isEqualTo(200);
		String id = created.data().get("post_id").asText();
		assertThat(list("posts", "posts").get(0).get("post_id").asText()).isEqualTo(id);
		assertThat(gbp("create-post", "topic_type", "STORY", "summary", "x").status()).isEqualTo(400);
		assertThat(gbp("create-post", "topic_type", "STANDARD").status()).isEqualTo(400);
		assertThat(gbp("update-post", "post_id", id, "summary", "Fresh rye all week").data().get("summary").asText())
			.isEqualTo("Fresh rye all week");
		assertThat(gbp("delete-post", "post_id", "nope", "confirm", "DELETE_POST").status()).isEqualTo(404);
	}

	@Test
	void attributes_set_explicit_negatives_and_refuse_unknown_ones() {
		SimHttp.Answer answer = gbp("update-attributes", "confirm", "SET_ATTRIBUTES", "attributes[0][attribute_id]",
				"has_restroom", "attributes[0][value]", "false");

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("attributes").toString()).contains("{\"attribute_id\":\"has_restroom\"")
			.contains("\"value\":false");
		assertThat(gbp("update-attributes", "confirm", "SET_ATTRIBUTES", "attributes[0][attribute_id]", "has_pool",
				"attributes[0][value]", "true")
			.status()).isEqualTo(400);
		assertThat(gbp("attribute-metadata").data().get("attributes").toString()).contains("is_small_business");
	}

	@Test
	void a_review_reply_can_be_written_and_deleted() {
		String unanswered = null;
		for (JsonNode review : list("reviews", "reviews")) {
			if (review.get("reply").isBoolean()) {
				unanswered = review.get("review_id").asText();
				break;
			}
		}

		SimHttp.Answer reply = gbp("reply-review", "review_id", unanswered, "comment", "Thanks!");
		assertThat(reply.data().get("reply").get("comment").asText()).isEqualTo("Thanks!");
		SimHttp.Answer deleted = gbp("delete-review-reply", "review_id", unanswered, "confirm", "DELETE_REPLY");
		assertThat(deleted.data().get("reply").asBoolean(true)).isFalse();
		assertThat(gbp("delete-review-reply", "review_id", unanswered, "confirm", "DELETE_REPLY").status())
			.isEqualTo(404);
	}

	@Test
	void writes_are_refused_while_the_profile_is_not_under_the_merchants_control() {
		SimHttp.Answer verification = http.post("/v2/gbp/verification", DemoData.PEAK_KEY, "place_id",
				DemoData.PEAK_RINO);
		SimHttp.Answer write = http.post("/v2/gbp/create-post", DemoData.PEAK_KEY, "place_id", DemoData.PEAK_RINO,
				"topic_type", "STANDARD", "summary", "Open late");
		SimHttp.Answer read = http.post("/v2/gbp/location", DemoData.PEAK_KEY, "place_id", DemoData.PEAK_RINO);

		assertThat(verification.data().get("has_voice_of_merchant").asBoolean()).isFalse();
		assertThat(write.status()).isEqualTo(400);
		assertThat(write.json().get("code_desc").asText()).isEqualTo("GBP_WRITE_REJECTED");
		assertThat(read.status()).isEqualTo(200);
	}

	@Test
	void metrics_cover_about_18_months_and_miss_the_last_three_days() {
		LocalDate today = SimDates.day(SimulatorFixture.START);

		JsonNode all = gbp("metrics", "metrics", "WEBSITE_CLICKS", "start_date", SimDates.date(today.minusYears(3)),
				"end_date", SimDates.date(today))
			.data()
			.get("metrics");

		JsonNode values = all.get(0).get("values");
		assertThat(all).hasSize(1);
		assertThat(values.get(0).get("date").asText()).isEqualTo(SimDates.date(today.minusMonths(18)));
		assertThat(values.get(values.size() - 1).get("date").asText()).isEqualTo(SimDates.date(today.minusDays(3)));
		assertThat(values.get(0).get("value").asLong()).isPositive();
		assertThat(gbp("metrics").data().get("metrics")).hasSizeGreaterThan(5);
		assertThat(gbp("metrics", "metrics", "LIKES").status()).isEqualTo(400);
	}

	@Test
	void categories_and_chains_filter_by_term() {
		JsonNode categories = gbp("categories", "term", "bak").data().get("categories");

		assertThat(categories.toString()).contains("categories/gcid:bakery");
		categories.forEach(c -> assertThat(c.get("display_name").asText().toLowerCase()).contains("bak"));
		assertThat(gbp("chains", "term", "dental").data().get("chains")).hasSize(1);
	}

}
