package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SimulatorConventionsTest {

	@RegisterExtension
	static final SimulatorFixture sim = new SimulatorFixture();

	static final SimHttp http = sim.http;

	@Test
	void every_answer_carries_the_envelope_even_for_an_unknown_path() {
		SimHttp.Answer answer = http.post("/v9/nothing-here", DemoData.BLUE_BOTTLE_KEY);

		assertThat(answer.status()).isEqualTo(404);
		assertEnvelope(answer.json(), 404, false);
		assertThat(answer.json().get("code_desc").asText()).isEqualTo("Not Found");
		assertThat(answer.json().get("data").isArray()).isTrue();
	}

	@Test
	void a_successful_answer_has_code_200_success_true_and_message_false() {
		SimHttp.Answer answer = http.post("/v2/account", DemoData.BLUE_BOTTLE_KEY);

		assertThat(answer.status()).isEqualTo(200);
		assertEnvelope(answer.json(), 200, true);
		assertThat(answer.json().get("message").asBoolean(true)).isFalse();
		assertThat(answer.json().get("code_desc").isBoolean()).isTrue();
	}

	@Test
	void parameters_echo_what_was_received_including_the_api_key() {
		JsonNode parameters = http.post("/v1/locations/", DemoData.BLUE_BOTTLE_KEY, "gbp_linked", "true")
			.json()
			.get("parameters");

		assertThat(parameters.get("api_key").asText()).isEqualTo(DemoData.BLUE_BOTTLE_KEY);
		assertThat(parameters.get("gbp_linked").asText()).isEqualTo("true");
	}

	@Test
	void parameters_are_an_empty_array_when_nothing_was_sent() {
		SimHttp.Answer answer = http.postForm("/v2/account", SimHttp.fields(),
				Map.of("Authorization", "Bearer " + DemoData.BLUE_BOTTLE_KEY));

		assertThat(answer.status()).isEqualTo(200);
		assertThat(answer.json().get("parameters").isArray()).isTrue();
		assertThat(answer.json().get("parameters")).isEmpty();
	}

	@Test
	void the_key_is_accepted_as_form_field_query_parameter_and_bearer_token() {
		SimHttp.Answer form = http.post("/v2/account", DemoData.HARBOR_KEY);
		SimHttp.Answer query = http.postForm("/v2/account?api_key=" + DemoData.HARBOR_KEY, SimHttp.fields(), Map.of());
		SimHttp.Answer bearer = http.postForm("/v2/account", SimHttp.fields(),
				Map.of("Authorization", "Bearer " + DemoData.HARBOR_KEY));

		assertThat(form.status()).isEqualTo(200);
		assertThat(query.status()).isEqualTo(200);
		assertThat(bearer.status()).isEqualTo(200);
		assertThat(bearer.data()).isEqualTo(form.data());
	}

	@Test
	void a_missing_or_unknown_key_answers_401() {
		SimHttp.Answer missing = http.postForm("/v2/account", SimHttp.fields(), Map.of());
		SimHttp.Answer unknown = http.post("/v2/account", "not-a-key");
		SimHttp.Answer unknownBearer = http.postForm("/v2/account", SimHttp.fields(),
				Map.of("Authorization", "Bearer not-a-key"));

		for (SimHttp.Answer answer : new SimHttp.Answer[] { missing, unknown, unknownBearer }) {
			assertThat(answer.status()).isEqualTo(401);
			assertEnvelope(answer.json(), 401, false);
			assertThat(answer.json().get("code_desc").asText()).isEqualTo("Unauthorized");
		}
	}

	@Test
	void a_json_body_is_not_read_so_the_key_inside_it_is_missing() {
		SimHttp.Answer answer = http.postJson("/v2/account", "{\"api_key\":\"" + DemoData.BLUE_BOTTLE_KEY + "\"}",
				Map.of());

		assertThat(answer.status()).isEqualTo(401);
	}

	@Test
	void a_json_body_with_a_bearer_key_fails_as_if_the_parameters_were_missing() {
		String json = "{\"placeId\":\"" + DemoData.BLUE_BOTTLE_DIVISION + "\",\"keyword\":\"bakery\",\"lat\":\"45.5\","
				+ "\"lng\":\"-122.6\",\"gridSize\":\"3\",\"radius\":\"1\",\"measurement\":\"mi\"}";

		SimHttp.Answer answer = http.postJson("/v2/run-scan/", json,
				Map.of("Authorization", "Bearer " + DemoData.BLUE_BOTTLE_KEY));

		assertThat(answer.status()).isEqualTo(400);
		assertThat(answer.json().get("message").asText()).contains("placeId");
		assertThat(answer.json().get("parameters").isArray()).isTrue();
	}

	@Test
	void trailing_slashes_do_not_matter() {
		assertThat(http.post("/v1/locations/", DemoData.BLUE_BOTTLE_KEY).status()).isEqualTo(200);
		assertThat(http.post("/v1/locations", DemoData.BLUE_BOTTLE_KEY).status()).isEqualTo(200);
	}

	@Test
	void post_endpoints_do_not_answer_get() {
		SimHttp.Answer answer = http.get("/v2/account?api_key=" + DemoData.BLUE_BOTTLE_KEY, Map.of());

		assertThat(answer.status()).isEqualTo(404);
		assertEnvelope(answer.json(), 404, false);
	}

	@Test
	void the_knowledge_base_is_read_with_get_and_the_key_as_query_parameter() {
		SimHttp.Answer search = http.get("/v1/knowledge-base/search?q=credits&api_key=" + DemoData.PEAK_KEY, Map.of());

		assertThat(search.status()).isEqualTo(200);
		JsonNode articles = search.data().get("articles");
		assertThat(articles).isNotEmpty();
		String id = articles.get(0).get("id").asText();
		SimHttp.Answer article = http.get("/v1/knowledge-base/articles/" + id + "?api_key=" + DemoData.PEAK_KEY,
				Map.of());
		assertThat(article.data().get("article").get("body").asText()).containsIgnoringCase("credits");
		assertThat(http.get("/v1/knowledge-base/search?q=credits", Map.of()).status()).isEqualTo(401);
	}

	@Test
	void a_missing_article_answers_404_in_the_envelope() {
		SimHttp.Answer answer = http.get("/v1/knowledge-base/articles/nope?api_key=" + DemoData.PEAK_KEY, Map.of());

		assertThat(answer.status()).isEqualTo(404);
		assertEnvelope(answer.json(), 404, false);
	}

	@Test
	void the_account_answer_has_subscription_credits_and_usage() {
		JsonNode data = http.post("/v2/account", DemoData.PEAK_KEY).data();

		assertThat(data.get("subscription").get("plan").asText()).isNotBlank();
		assertThat(data.get("credits").get("balance").asLong()).isEqualTo(10_000);
		assertThat(data.get("usage").get("period_start").asText()).matches("\\d{2}/\\d{2}/\\d{4}");
	}

	@Test
	void an_account_holds_at_most_five_keys_and_a_revoked_key_is_refused() {
		AccountHandle account = sim.simulator.createAccount("Keys", 10);
		for (int i = 0; i < 4; i++) {
			account.addKey();
		}

		assertThatThrownBy(account::addKey).isInstanceOf(IllegalStateException.class);
		String last = account.keys().get(4);
		assertThat(http.post("/v2/account", last).status()).isEqualTo(200);
		account.revokeKey(last);
		assertThat(http.post("/v2/account", last).status()).isEqualTo(401);
	}

	static void assertEnvelope(JsonNode json, int code, boolean success) {
		assertThat(json.fieldNames()).toIterable()
			.containsExactly("code", "code_desc", "success", "message", "parameters", "data");
		assertThat(json.get("code").asInt()).isEqualTo(code);
		assertThat(json.get("success").asBoolean()).isEqualTo(success);
		if (!success) {
			assertThat(json.get("message").isTextual()).isTrue();
		}
	}

}
