package app.locus.simulator.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;

import app.locus.support.IntegrationTest;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.simulator.http.OversizedBodies;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.core.env.Environment;

@IntegrationTest
class SimulatorMountTest {

	@LocalServerPort
	int port;

	@Autowired
	Simulator simulator;

	@Autowired
	Environment environment;

	final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();

	AccountHandle account;

	@BeforeEach
	void account() {
		account = simulator.createAccount("Mount test", 500);
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, false);
	}

	HttpResponse<String> post(String path, String form) throws IOException, InterruptedException {
		return client.send(HttpRequest.newBuilder(URI.create(base() + path))
			.timeout(Duration.ofSeconds(20))
			.header("Content-Type", "application/x-www-form-urlencoded")
			.POST(HttpRequest.BodyPublishers.ofString(form))
			.build(), HttpResponse.BodyHandlers.ofString());
	}

	String base() {
		return "http://localhost:" + port + "/sim";
	}

	static JsonNode json(HttpResponse<String> response) throws IOException {
		return new ObjectMapper().readTree(response.body());
	}

	@Test
	void a_body_declared_at_40_megabytes_is_refused_at_sim_before_it_is_sent() throws Exception {
		String answer = OversizedBodies.answerToDeclaredBody(port, "/sim/v2/account", OversizedBodies.FORTY_MEGABYTES);

		assertThat(answer).startsWith("HTTP/1.1 413 ").contains("larger than 2 MiB");
	}

	@Test
	void a_chunked_body_over_2_mib_is_refused_at_sim_and_not_echoed() throws Exception {
		HttpResponse<String> answer = OversizedBodies.postChunked(URI.create(base() + "/v2/account"),
				2 * 1024 * 1024 + 64 * 1024);

		assertThat(answer.statusCode()).isEqualTo(413);
		assertThat(answer.body()).hasSizeLessThan(100).doesNotContain("aaaa");
	}

	@Test
	void the_app_serves_the_simulator_at_sim_and_points_the_upstream_address_at_it() throws Exception {
		HttpResponse<String> answer = post("/v2/account", "api_key=" + account.key());

		assertThat(answer.statusCode()).isEqualTo(200);
		assertThat(json(answer).get("data").get("credits").get("balance").asLong()).isEqualTo(500);
		assertThat(environment.getProperty("locus.upstream.base-url")).isEqualTo(base());
	}

	@Test
	void a_scan_through_the_mount_spends_credits_and_links_images_under_sim() throws Exception {
		HttpResponse<String> scan = post("/v2/run-scan/",
				"api_key=" + account.key() + "&placeId=" + DemoData.BLUE_BOTTLE_DIVISION
						+ "&keyword=bakery&lat=45.504812&lng=-122.629771&gridSize=3&radius=1" + "&measurement=mi");
		String key = json(scan).get("data").get("report_key").asText();
		JsonNode report = json(post("/v1/reports/" + key, "api_key=" + account.key())).get("data");

		assertThat(scan.statusCode()).isEqualTo(200);
		assertThat(account.balance()).isEqualTo(500 - 9);
		assertThat(report.get("image").asText()).startsWith(base() + "/static/reports/" + key);
	}

	@Test
	void a_multipart_write_with_snake_case_names_reaches_the_mount_unread() throws Exception {
		String boundary = "mount-boundary-9";
		StringBuilder body = new StringBuilder();
		for (String[] field : new String[][] { { "api_key", account.key() },
				{ "place_id", DemoData.BLUE_BOTTLE_DIVISION }, { "keyword", "bakery" }, { "lat", "45.504812" },
				{ "lng", "-122.629771" }, { "grid_size", "3" }, { "radius", "1" }, { "measurement", "mi" } }) {
			body.append("--" + boundary + "\r\nContent-Disposition: form-data; name=\"" + field[0] + "\"\r\n\r\n")
				.append(field[1])
				.append("\r\n");
		}
		body.append("--" + boundary + "--\r\n");

		HttpResponse<String> scan = client.send(HttpRequest.newBuilder(URI.create(base() + "/v2/run-scan/"))
			.timeout(Duration.ofSeconds(20))
			.header("Content-Type", "multipart/form-data; boundary=" + boundary)
			.POST(HttpRequest.BodyPublishers.ofString(body.toString()))
			.build(), HttpResponse.BodyHandlers.ofString());

		assertThat(scan.statusCode()).as(scan.body()).isEqualTo(200);
		assertThat(account.balance()).isEqualTo(500 - 9);
	}

	@Test
	void unknown_paths_and_json_bodies_answer_in_the_envelope() throws Exception {
		HttpResponse<String> unknown = post("/v3/nothing", "api_key=" + account.key());
		HttpResponse<String> jsonBody = client.send(HttpRequest.newBuilder(URI.create(base() + "/v2/account"))
			.header("Content-Type", "application/json")
			.POST(HttpRequest.BodyPublishers.ofString("{\"api_key\":\"" + account.key() + "\"}"))
			.build(), HttpResponse.BodyHandlers.ofString());

		assertThat(unknown.statusCode()).isEqualTo(404);
		assertThat(json(unknown).get("success").asBoolean()).isFalse();
		assertThat(jsonBody.statusCode()).isEqualTo(401);
		assertThat(json(jsonBody).get("code_desc").asText()).isEqualTo("Unauthorized");
	}

	@Test
	void faults_programmed_on_the_bean_apply_to_the_mount() throws Exception {
		simulator.faults().on("/v2/account").forAccount(account.id()).times(1).status(503);
		simulator.faults().on("/v1/locations").forAccount(account.id()).times(1).truncatedBody();

		assertThat(post("/v2/account", "api_key=" + account.key()).statusCode()).isEqualTo(503);
		assertThat(post("/v2/account", "api_key=" + account.key()).statusCode()).isEqualTo(200);
		assertThatThrownBy(() -> post("/v1/locations", "api_key=" + account.key())).isInstanceOf(IOException.class);
		assertThat(post("/v1/locations", "api_key=" + account.key()).statusCode()).isEqualTo(200);
		assertThat(simulator.calls().countForAccount(account.id())).isEqualTo(4);
	}

}
