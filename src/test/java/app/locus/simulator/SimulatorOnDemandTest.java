package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * The on-demand API, the grid helper and the places lookup over HTTP, in the dialect the
 * vendor's published clients send (snake_case form fields or query parameters, DD011.d
 * spot).
 */
class SimulatorOnDemandTest {

	static final String PLACE = DemoData.BLUE_BOTTLE_DIVISION;

	static final String KEYWORD = "coffee shop";

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(1_000, PLACE);

	@Test
	void a_business_ranks_at_every_point_exactly_as_a_scan_of_the_same_keyword_ranked_it() {
		SimHttp.Answer scan = http.post("/v2/run-scan/", account.key(), "placeId", PLACE, "keyword", KEYWORD, "lat",
				"45.504812", "lng", "-122.629771", "gridSize", "5", "radius", "2", "measurement", "mi");
		String key = scan.data().get("report_key").asText();
		JsonNode points = http.post("/v1/reports/" + key, account.key(), "fieldmask", "data_points")
			.data()
			.get("data_points");

		assertThat(points).hasSize(25);
		int found = 0;
		for (JsonNode point : points) {
			JsonNode spot = http
				.post("/v1/result", account.key(), "place_id", PLACE, "keyword", KEYWORD, "lat",
						point.get("lat").asText(), "lng", point.get("lng").asText())
				.data();
			assertThat(spot.get("rank")).as("rank at %s,%s", point.get("lat"), point.get("lng"))
				.isEqualTo(point.get("rank"));
			assertThat(spot.get("results").get(0).get("place_id"))
				.isEqualTo(point.get("results").get(0).get("place_id"));
			found += point.get("rank").isInt() ? 1 : 0;
		}
		assertThat(found).as("the business shows at some points, so ranks are compared, not only 'not found'")
			.isPositive();
	}

	@Test
	void a_spot_check_takes_no_credits_and_counts_one_on_demand_request() {
		long before = account.balance();
		int requestsBefore = http.post("/v2/account", account.key())
			.data()
			.get("usage")
			.get("on_demand_requests")
			.asInt();

		SimHttp.Answer answer = http.post("/v1/result", account.key(), "place_id", PLACE, "keyword", KEYWORD, "lat",
				"45.504812", "lng", "-122.629771", "zoom", "13");

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("zoom").asInt()).isEqualTo(13);
		assertThat(answer.data().get("found").isBoolean()).isTrue();
		assertThat(account.balance()).isEqualTo(before);
		assertThat(http.post("/v2/account", account.key()).data().get("usage").get("on_demand_requests").asInt())
			.isEqualTo(requestsBefore + 1);
	}

	@Test
	void a_refused_spot_check_is_not_billed_and_names_the_field() {
		SimHttp.Answer noKeyword = http.post("/v1/result", account.key(), "place_id", PLACE, "lat", "45.5", "lng",
				"-122.6");
		SimHttp.Answer badZoom = http.post("/v1/result", account.key(), "place_id", PLACE, "keyword", KEYWORD, "lat",
				"45.5", "lng", "-122.6", "zoom", "40");
		SimHttp.Answer unknownPlace = http.post("/v1/result", account.key(), "place_id", "ChIJnothing", "keyword",
				KEYWORD, "lat", "45.5", "lng", "-122.6");

		assertThat(noKeyword.status()).isEqualTo(400);
		assertThat(noKeyword.json().get("message").asText()).contains("keyword");
		assertThat(badZoom.status()).isEqualTo(400);
		assertThat(badZoom.json().get("message").asText()).contains("zoom");
		assertThat(unknownPlace.status()).isEqualTo(404);
		assertThat(http.post("/v2/account", account.key()).data().get("usage").get("on_demand_requests").asInt())
			.isZero();
	}

	@Test
	void the_parameters_are_accepted_in_the_query_as_real_clients_send_them() {
		SimHttp.Answer answer = http.postForm("/v1/search?keyword=coffee&lat=45.5&lng=-122.6&zoom=13", SimHttp.fields(),
				Map.of("Authorization", "Bearer " + account.key()));

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("keyword").asText()).isEqualTo("coffee");
		assertThat(answer.data().get("results")).isNotEmpty();
		assertThat(answer.data().get("results").get(0).get("rank").asInt()).isEqualTo(1);
		assertThat(answer.data().has("rank")).as("a search ranks no particular business").isFalse();
	}

	@Test
	void the_grid_helper_answers_size_squared_points_around_the_centre_for_free() {
		long before = account.balance();

		SimHttp.Answer answer = http.post("/v1/grid", account.key(), "lat", "45.5", "lng", "-122.6", "grid_size", "3",
				"radius", "1", "measurement", "km");

		assertThat(answer.status()).isEqualTo(200);
		JsonNode points = answer.data().get("points");
		assertThat(points).hasSize(9);
		assertThat(points.get(4).get("lat").asText()).isEqualTo("45.500000");
		assertThat(points.get(4).get("lng").asText()).isEqualTo("-122.600000");
		assertThat(points.get(0).get("lat").asDouble()).isGreaterThan(45.5);
		assertThat(points.get(0).get("lng").asDouble()).isLessThan(-122.6);
		assertThat(account.balance()).isEqualTo(before);
		assertThat(http.post("/v1/grid", account.key(), "lat", "45.5", "lng", "-122.6", "grid_size", "4", "radius", "1")
			.status()).isEqualTo(400);
	}

	@Test
	void the_places_lookup_lists_places_with_their_ids() {
		SimHttp.Answer answer = http.post("/v1/places", account.key(), "query", "bakery", "near", "Portland, OR",
				"limit", "2");

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.data().get("count").asInt()).isGreaterThan(2);
		assertThat(answer.data().get("places")).hasSize(2);
		assertThat(answer.data().get("places").get(0).get("place_id").asText()).isNotBlank();
		assertThat(answer.data().has("next_token")).isTrue();
		assertThat(http.post("/v1/places", account.key()).status()).isEqualTo(400);
	}

	@Test
	void the_on_demand_endpoints_need_a_key() {
		assertThat(http
			.postForm("/v1/result",
					SimHttp.fields("place_id", PLACE, "keyword", KEYWORD, "lat", "45.5", "lng", "-122.6"), Map.of())
			.status()).isEqualTo(401);
		assertThat(http.postForm("/v1/grid", SimHttp.fields(), Map.of()).status()).isEqualTo(401);
	}

	@Test
	void the_v2_knowledge_base_lists_searches_filters_and_reads_with_the_key_in_the_query() {
		SimHttp.Answer all = http.get("/v2/knowledge-base/?api_key=" + account.key() + "&limit=5", Map.of());
		SimHttp.Answer searched = http.get("/v2/knowledge-base/?q=spot+check&api_key=" + account.key(), Map.of());
		SimHttp.Answer category = http.get("/v2/knowledge-base/?category_id=1&api_key=" + account.key(), Map.of());

		assertThat(all.status()).isEqualTo(200);
		assertThat(all.data().get("articles")).hasSize(5);
		assertThat(all.data().get("total").asInt()).isGreaterThan(5);
		assertThat(all.data().has("next_token")).isTrue();
		assertThat(searched.data().get("articles")).hasSize(1);
		JsonNode hit = searched.data().get("articles").get(0);
		assertThat(hit.get("id").isInt()).isTrue();
		assertThat(category.data().get("articles"))
			.allSatisfy(article -> assertThat(article.get("category_id").asInt()).isEqualTo(1));

		SimHttp.Answer article = http.get("/v2/knowledge-base/" + hit.get("id").asInt() + "?api_key=" + account.key(),
				Map.of());
		assertThat(article.status()).isEqualTo(200);
		assertThat(article.data().get("article").get("title").asText()).isEqualTo(hit.get("title").asText());
		assertThat(article.data().get("article").get("body").asText()).contains("billed per request");
		assertThat(http.get("/v2/knowledge-base/99999?api_key=" + account.key(), Map.of()).status()).isEqualTo(404);
		assertThat(http.get("/v2/knowledge-base/", Map.of()).status()).isEqualTo(401);
	}

}
