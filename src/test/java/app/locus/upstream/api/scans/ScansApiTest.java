package app.locus.upstream.api.scans;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ScansApiTest {

	private static final LatLng CENTER = LatLng.of("30.2672", "-97.7431");

	private final RecordingGateway gateway = new RecordingGateway();

	private final ScansApi api = new ScansApi(gateway);

	@Test
	void run_scan_spends_credits_with_the_long_timeout_and_sends_every_required_field() {
		api.run(WORKSPACE, LANE,
				ScanRequest.google(PLACE, Keyword.of("dentist"), CENTER, Radius.of("2.5"), Measurement.MI));

		assertPost(gateway.onlyCall(), "/v2/run-scan/", CallKind.SPENDS_CREDITS, TimeoutClass.LONG);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("placeId", PLACE.value(), "keyword", "dentist", "lat", "30.2672", "lng", "-97.7431",
					"gridSize", "7", "radius", "2.5", "measurement", "mi", "platform", "google"));
	}

	@Test
	void ai_analysis_and_eager_are_sent_only_when_asked_for() {
		api.run(WORKSPACE, LANE, new ScanRequest(PLACE, Keyword.of("dentist"), CENTER, GridSize.forScan(9),
				Radius.of(5), Measurement.KM, Platform.GOOGLE, true, true));

		assertThat(gateway.onlyCall().fields()).containsEntry("ai_analysis", "true")
			.containsEntry("eager", "1")
			.containsEntry("gridSize", "9")
			.containsEntry("measurement", "km");
	}

	@Test
	void ai_analysis_off_google_and_campaign_sized_grids_are_refused_before_sending() {
		assertThatThrownBy(() -> new ScanRequest(PLACE, Keyword.of("dentist"), CENTER, GridSize.DEFAULT, Radius.of(1),
				Measurement.MI, Platform.CHATGPT, true, false))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("aiAnalysis"));
		assertThatThrownBy(() -> new ScanRequest(PLACE, Keyword.of("dentist"), CENTER, GridSize.forCampaign(17),
				Radius.of(1), Measurement.MI, Platform.GOOGLE, false, false))
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("gridSize"));
		assertThat(gateway.calls()).isEmpty();
	}

	@Test
	void a_scan_costs_one_credit_per_grid_point() {
		ScanRequest request = new ScanRequest(PLACE, Keyword.of("dentist"), CENTER, GridSize.forScan(15), Radius.of(1),
				Measurement.MI, Platform.APPLE, false, false);
		assertThat(request.credits()).isEqualTo(225);
	}

	@Test
	void a_google_scan_that_waited_is_decoded_complete_with_its_metrics() {
		gateway.answer(200, """
				{"report_key": "0a1b2c3d4e5f6a7", "status": "complete", "credits_used": "49", "arp": "3.42",
				 "atrp": "2.10", "solv": "61.22", "found_in": "44"}
				""", "Scan submitted");

		ScanSubmission submission = api.run(WORKSPACE, LANE,
				ScanRequest.google(PLACE, Keyword.of("dentist"), CENTER, Radius.of(1), Measurement.MI));

		assertThat(submission.isComplete()).isTrue();
		assertThat(submission.reportKey()).isEqualTo("0a1b2c3d4e5f6a7");
		assertThat(submission.creditsUsed()).isEqualTo(49);
		assertThat(submission.metrics().arp()).isEqualByComparingTo("3.42");
		assertThat(submission.metrics().solv()).isEqualByComparingTo("61.22");
		assertThat(submission.foundIn()).isEqualTo(44);
		assertThat(submission.message()).isEqualTo("Scan submitted");
	}

	@Test
	void an_eager_scan_is_decoded_pending_without_metrics() {
		gateway.answer(202, """
				{"report_key": "0a1b2c3d4e5f6a7", "status": "pending", "credits_used": 49}
				""", null);

		ScanSubmission submission = api.run(WORKSPACE, LANE, new ScanRequest(PLACE, Keyword.of("dentist"), CENTER,
				GridSize.DEFAULT, Radius.of(1), Measurement.MI, Platform.GEMINI, false, false));

		assertThat(submission.status()).isEqualTo(ScanSubmission.Status.PENDING);
		assertThat(submission.metrics().arp()).isNull();
		assertThat(submission.creditsUsed()).isEqualTo(49);
	}

}
