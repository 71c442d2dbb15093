package app.locus.simulator;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.RegisterExtension;

/**
 * Profile-protection management as the vendor's clients use it: add by place id, pause,
 * resume and delete by guard key (MCP client), report key (n8n node) or place id, and the
 * guard report looked up by place id.
 */
class SimulatorGuardTest {

	@RegisterExtension
	final SimulatorFixture sim = new SimulatorFixture();

	final SimHttp http = sim.http;

	final AccountHandle account = sim.freshAccount(1_000, DemoData.BLUE_BOTTLE_DIVISION, DemoData.BLUE_BOTTLE_ALBERTA);

	String protect(String placeId) {
		SimHttp.Answer added = http.post("/v2/guard/add", account.key(), "place_id", placeId);
		assertThat(added.status()).isEqualTo(200);
		return added.data().get("guards").get(0).get("report_key").asText();
	}

	List<String> statuses(String... filter) {
		JsonNode reports = http.post("/v1/guard/", account.key(), filter).data().get("reports");
		return reports.findValuesAsText("status");
	}

	@Test
	void adding_a_saved_location_answers_its_guard_record_and_spends_no_credits() {
		SimHttp.Answer added = http.post("/v2/guard/add", account.key(), "place_id", DemoData.BLUE_BOTTLE_DIVISION);

		assertThat(added.status()).isEqualTo(200);
		JsonNode guard = added.data().get("guards").get(0);
		assertThat(guard.get("report_key").asText()).matches("[0-9a-f]{15}");
		assertThat(guard.get("place_id").asText()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(guard.get("status").asText()).isEqualTo("active");
		assertThat(account.balance()).isEqualTo(1_000);
		assertThat(statuses()).containsExactly("active");
	}

	@Test
	void adding_several_places_at_once_and_again_keeps_one_guard_per_place() {
		http.post("/v2/guard/add", account.key(), "place_id",
				DemoData.BLUE_BOTTLE_DIVISION + "," + DemoData.BLUE_BOTTLE_ALBERTA);
		SimHttp.Answer again = http.post("/v2/guard/add", account.key(), "place_id", DemoData.BLUE_BOTTLE_DIVISION);

		assertThat(again.status()).isEqualTo(200);
		assertThat(statuses()).hasSize(2);
	}

	@Test
	void a_place_not_saved_to_the_account_or_no_place_is_refused() {
		assertThat(http.post("/v2/guard/add", account.key(), "place_id", "ChIJnotSaved").status()).isEqualTo(400);
		assertThat(http.post("/v2/guard/add", account.key()).status()).isEqualTo(400);
		assertThat(statuses()).isEmpty();
	}

	@Test
	void writes_need_a_valid_key() {
		assertThat(http.post("/v2/guard/add", "not-a-key", "place_id", DemoData.BLUE_BOTTLE_DIVISION).status())
			.isEqualTo(401);
	}

	@Test
	void pause_by_guard_key_and_resume_by_report_key_change_the_status_the_listing_filters_on() {
		String key = protect(DemoData.BLUE_BOTTLE_DIVISION);

		SimHttp.Answer paused = http.post("/v2/guard/pause", account.key(), "guard_key", key);
		assertThat(paused.status()).isEqualTo(200);
		assertThat(paused.data().get("guards").get(0).get("status").asText()).isEqualTo("paused");
		assertThat(statuses("status", "paused")).containsExactly("paused");
		assertThat(http.post("/v2/guard/pause", account.key(), "guard_key", key).status()).isEqualTo(400);

		SimHttp.Answer resumed = http.post("/v2/guard/resume", account.key(), "report_key", key);
		assertThat(resumed.status()).isEqualTo(200);
		assertThat(statuses()).containsExactly("active");
		assertThat(http.post("/v2/guard/resume", account.key(), "report_key", key).status()).isEqualTo(400);
	}

	@Test
	void the_listing_filters_on_the_protection_state_the_clients_send() {
		String paused = protect(DemoData.BLUE_BOTTLE_DIVISION);
		protect(DemoData.BLUE_BOTTLE_ALBERTA);
		http.post("/v2/guard/pause", account.key(), "guard_key", paused);

		assertThat(statuses("status", "protected")).containsExactly("active");
		assertThat(statuses("status", "paused")).containsExactly("paused");
		assertThat(statuses()).hasSize(2);
	}

	@Test
	void a_guard_may_be_named_by_its_place_id() {
		protect(DemoData.BLUE_BOTTLE_DIVISION);

		assertThat(http.post("/v2/guard/pause", account.key(), "place_id", DemoData.BLUE_BOTTLE_DIVISION).status())
			.isEqualTo(200);
		assertThat(statuses()).containsExactly("paused");
	}

	@Test
	void one_unknown_key_among_several_changes_nothing() {
		String key = protect(DemoData.BLUE_BOTTLE_DIVISION);

		SimHttp.Answer answer = http.post("/v2/guard/pause", account.key(), "guard_key", key + ",aaaaaaaaaaaaaaa");

		assertThat(answer.status()).isEqualTo(404);
		assertThat(statuses()).containsExactly("active");
	}

	@Test
	void another_accounts_guard_is_not_found_and_stays_as_it_was() {
		AccountHandle other = sim.freshAccount(1_000, DemoData.BLUE_BOTTLE_DIVISION);
		String theirs = http.post("/v2/guard/add", other.key(), "place_id", DemoData.BLUE_BOTTLE_DIVISION)
			.data()
			.get("guards")
			.get(0)
			.get("report_key")
			.asText();

		assertThat(http.post("/v2/guard/delete", account.key(), "guard_key", theirs).status()).isEqualTo(404);
		assertThat(http.post("/v1/guard/" + theirs, other.key()).status()).isEqualTo(200);
	}

	@Test
	void the_guard_report_is_found_by_the_place_id_a_client_holds_and_by_its_key() {
		String key = protect(DemoData.BLUE_BOTTLE_DIVISION);

		SimHttp.Answer byPlace = http.post("/v1/guard/" + DemoData.BLUE_BOTTLE_DIVISION, account.key());
		SimHttp.Answer byKey = http.post("/v1/guard/" + key, account.key());

		assertThat(byPlace.status()).isEqualTo(200);
		assertThat(byPlace.data().get("report_key").asText()).isEqualTo(key);
		assertThat(byKey.data().get("place_id").asText()).isEqualTo(DemoData.BLUE_BOTTLE_DIVISION);
	}

	@Test
	void deleting_removes_the_guard_and_its_report() {
		String key = protect(DemoData.BLUE_BOTTLE_DIVISION);

		SimHttp.Answer deleted = http.post("/v2/guard/delete", account.key(), "guard_key", key);

		assertThat(deleted.status()).isEqualTo(200);
		assertThat(deleted.data().get("guards").get(0).get("report_key").asText()).isEqualTo(key);
		assertThat(statuses()).isEmpty();
		assertThat(http.post("/v1/guard/" + DemoData.BLUE_BOTTLE_DIVISION, account.key()).status()).isEqualTo(404);
		assertThat(http.post("/v2/guard/delete", account.key(), "guard_key", key).status()).isEqualTo(404);
	}

}
