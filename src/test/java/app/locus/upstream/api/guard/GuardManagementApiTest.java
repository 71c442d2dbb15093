package app.locus.upstream.api.guard;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.REPORT_KEY;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Guard management in the typed client: every change is a write (never retried, the
 * gateway's rule for {@link CallKind#WRITE}), the guard named by {@code guard_key}; the
 * answers are read whichever way the service wraps the records.
 */
class GuardManagementApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final GuardApi api = new GuardApi(gateway);

	@Test
	void add_is_a_write_naming_the_place() {
		gateway.answer("""
				{"guards": [{"report_key": "0a1b2c3d4e5f6a7", "place_id": "ChIJN1t_tDeuEmsRUsoyG83frY4",
				  "status": "active"}]}""");

		List<GuardReport> added = api.add(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/guard/add", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value()));
		assertThat(added).singleElement().satisfies(guard -> {
			assertThat(guard.reportKey()).isEqualTo("0a1b2c3d4e5f6a7");
			assertThat(guard.status()).isEqualTo(GuardStatus.ACTIVE);
		});
	}

	@Test
	void pause_resume_and_delete_are_writes_naming_the_guard_key() {
		api.pause(WORKSPACE, LANE, REPORT_KEY);
		api.resume(WORKSPACE, LANE, REPORT_KEY);
		api.delete(WORKSPACE, LANE, REPORT_KEY);

		assertThat(gateway.calls()).extracting(call -> call.request().path())
			.containsExactly("/v2/guard/pause", "/v2/guard/resume", "/v2/guard/delete");
		gateway.calls().forEach(call -> {
			assertPost(call, call.request().path(), CallKind.WRITE, TimeoutClass.STANDARD);
			assertThat(call.request().kind().retryable()).isFalse();
			assertThat(call.fields()).isEqualTo(form("guard_key", REPORT_KEY.value()));
		});
	}

	@ParameterizedTest
	@ValueSource(strings = {
			// the simulator's answer
			"{\"guards\": [{\"report_key\": \"0a1b2c3d4e5f6a7\", \"status\": \"paused\"}]}",
			// a listing-like answer
			"{\"reports\": [{\"report_key\": \"0a1b2c3d4e5f6a7\", \"status\": \"paused\"}]}",
			// a bare array
			"[{\"guard_key\": \"0a1b2c3d4e5f6a7\", \"status\": \"paused\"}]",
			// one record, keyed as real clients name it
			"{\"guard_key\": \"0a1b2c3d4e5f6a7\", \"status\": \"paused\"}" })
	void a_write_answer_is_read_in_each_shape(String data) {
		gateway.answer(data);

		assertThat(api.pause(WORKSPACE, LANE, REPORT_KEY)).singleElement().satisfies(guard -> {
			assertThat(guard.reportKey()).isEqualTo("0a1b2c3d4e5f6a7");
			assertThat(guard.status()).isEqualTo(GuardStatus.PAUSED);
		});
	}

	@Test
	void an_answer_without_records_reads_as_none() {
		gateway.answer("{\"success\": true}");

		assertThat(api.resume(WORKSPACE, LANE, REPORT_KEY)).isEmpty();
	}

	@Test
	void the_report_of_a_place_is_a_read_by_place_id_in_the_path_encoded() {
		gateway.answer("""
				{"report_key": "0a1b2c3d4e5f6a7", "place_id": "a/b+c", "status": "protected"}""");

		GuardReport report = api.report(WORKSPACE, LANE, PlaceId.of("a/b+c"));

		assertPost(gateway.onlyCall(), "/v1/guard/a%2Fb%2Bc", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(report.status()).isEqualTo(GuardStatus.PROTECTED);
		assertThat(report.status().watching()).isTrue();
	}

}
