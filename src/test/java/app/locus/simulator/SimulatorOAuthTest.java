package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.simulator.http.FormCodec;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

class SimulatorOAuthTest {

	static final String CLIENT = "locus-portal";

	static final String REDIRECT = "https://portal.example/oauth/callback";

	static final String VERIFIER = "dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk-verifier-for-tests";

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	static String challenge(String verifier) throws Exception {
		byte[] digest = MessageDigest.getInstance("SHA-256").digest(verifier.getBytes(StandardCharsets.US_ASCII));
		return Base64.getUrlEncoder().withoutPadding().encodeToString(digest);
	}

	static String query(Map<String, String> fields) {
		return FormCodec.encode(List.copyOf(fields.entrySet()));
	}

	Map<String, String> authorizeRequest(String method) throws Exception {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("response_type", "code");
		fields.put("client_id", CLIENT);
		fields.put("redirect_uri", REDIRECT);
		fields.put("code_challenge", challenge(VERIFIER));
		fields.put("code_challenge_method", method);
		fields.put("state", "xyz-123");
		fields.put("scope", "api");
		return fields;
	}

	static Map<String, String> redirectQuery(SimHttp.Answer answer) {
		String location = answer.header("Location").orElseThrow();
		assertThat(location).startsWith(REDIRECT + "?");
		Map<String, String> fields = new LinkedHashMap<>();
		for (String pair : URI.create(location).getRawQuery().split("&")) {
			String[] parts = pair.split("=", 2);
			fields.put(parts[0], URLDecoder.decode(parts[1], StandardCharsets.UTF_8));
		}
		return fields;
	}

	String approve(String account) throws Exception {
		Map<String, String> request = authorizeRequest("S256");
		SimHttp.Answer consent = http.get("/oauth-v2/authorize?" + query(request), Map.of());
		assertThat(consent.status()).isEqualTo(200);
		assertThat(consent.body()).contains("Approve").contains("Blue Bottle Bakery");
		request.put("account", account);
		request.put("decision", "approve");
		SimHttp.Answer approved = http.postForm("/oauth-v2/authorize", List.copyOf(request.entrySet()), Map.of());
		assertThat(approved.status()).isEqualTo(302);
		Map<String, String> answer = redirectQuery(approved);
		assertThat(answer.get("state")).isEqualTo("xyz-123");
		return answer.get("code");
	}

	SimHttp.Answer token(String... fields) {
		return http.postForm("/oauth-v2/token", SimHttp.fields(fields), Map.of());
	}

	SimHttp.Answer exchange(String code, String verifier) {
		return token("grant_type", "authorization_code", "code", code, "redirect_uri", REDIRECT, "client_id", CLIENT,
				"code_verifier", verifier);
	}

	@Test
	void the_s256_code_flow_gives_a_token_that_works_as_bearer_and_as_api_key() throws Exception {
		String code = approve(DemoData.HARBOR);

		SimHttp.Answer token = exchange(code, VERIFIER);

		assertThat(token.status()).isEqualTo(200);
		JsonNode body = token.json();
		assertThat(body.get("token_type").asText()).isEqualTo("Bearer");
		assertThat(body.get("expires_in").asInt()).isEqualTo(3600);
		assertThat(body.has("refresh_token")).isTrue();
		assertThat(token.header("Cache-Control")).hasValue("no-store");
		String access = body.get("access_token").asText();
		SimHttp.Answer bearer = http.postForm("/v2/account", SimHttp.fields(),
				Map.of("Authorization", "Bearer " + access));
		assertThat(bearer.status()).isEqualTo(200);
		assertThat(bearer.data().get("credits").get("balance").asLong()).isEqualTo(300);
		assertThat(http.post("/v2/account", access).status()).isEqualTo(200);
	}

	@Test
	void plain_and_missing_challenges_are_refused() throws Exception {
		SimHttp.Answer plain = http.get("/oauth-v2/authorize?" + query(authorizeRequest("plain")), Map.of());
		Map<String, String> noChallenge = authorizeRequest("S256");
		noChallenge.remove("code_challenge");
		SimHttp.Answer missing = http.get("/oauth-v2/authorize?" + query(noChallenge), Map.of());
		Map<String, String> noMethod = authorizeRequest("S256");
		noMethod.remove("code_challenge_method");
		SimHttp.Answer defaulted = http.get("/oauth-v2/authorize?" + query(noMethod), Map.of());

		for (SimHttp.Answer answer : List.of(plain, missing, defaulted)) {
			assertThat(answer.status()).isEqualTo(302);
			Map<String, String> error = redirectQuery(answer);
			assertThat(error.get("error")).isEqualTo("invalid_request");
			assertThat(error.get("state")).isEqualTo("xyz-123");
			assertThat(error).doesNotContainKey("code");
		}
	}

	@Test
	void a_wrong_verifier_a_reused_code_and_a_declined_consent_give_no_token() throws Exception {
		assertThat(exchange(approve(DemoData.HARBOR), VERIFIER + "x").json().get("error").asText())
			.isEqualTo("invalid_grant");

		String code = approve(DemoData.HARBOR);
		assertThat(exchange(code, VERIFIER).status()).isEqualTo(200);
		assertThat(exchange(code, VERIFIER).json().get("error").asText()).isEqualTo("invalid_grant");

		Map<String, String> request = authorizeRequest("S256");
		request.put("decision", "deny");
		SimHttp.Answer declined = http.postForm("/oauth-v2/authorize", List.copyOf(request.entrySet()), Map.of());
		assertThat(redirectQuery(declined).get("error")).isEqualTo("access_denied");
		assertThat(token("grant_type", "password").json().get("error").asText()).isEqualTo("unsupported_grant_type");
	}

	@Test
	void an_expired_access_token_is_refused_and_the_refresh_token_rotates() throws Exception {
		JsonNode first = exchange(approve(DemoData.PEAK), VERIFIER).json();
		sim.clock.advance(Duration.ofMinutes(61));
		assertThat(http.post("/v2/account", first.get("access_token").asText()).status()).isEqualTo(401);

		SimHttp.Answer refreshed = token("grant_type", "refresh_token", "refresh_token",
				first.get("refresh_token").asText(), "client_id", CLIENT);

		assertThat(refreshed.status()).isEqualTo(200);
		assertThat(http.post("/v2/account", refreshed.json().get("access_token").asText()).status()).isEqualTo(200);
		assertThat(token("grant_type", "refresh_token", "refresh_token", first.get("refresh_token").asText()).json()
			.get("error")
			.asText()).isEqualTo("invalid_grant");
	}

	@Test
	void a_revoked_token_no_longer_opens_the_account() throws Exception {
		String access = exchange(approve(DemoData.BLUE_BOTTLE), VERIFIER).json().get("access_token").asText();
		assertThat(http.post("/v2/account", access).status()).isEqualTo(200);

		SimHttp.Answer revoked = http.postForm("/oauth-v2/revoke", SimHttp.fields("token", access), Map.of());

		assertThat(revoked.status()).isEqualTo(200);
		assertThat(http.post("/v2/account", access).status()).isEqualTo(401);
	}

}
