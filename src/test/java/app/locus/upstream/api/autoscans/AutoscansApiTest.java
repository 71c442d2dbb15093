package app.locus.upstream.api.autoscans;

import java.time.Instant;
import java.time.LocalDate;
import java.util.EnumSet;
import java.util.List;

import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;

class AutoscansApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final AutoscansApi api = new AutoscansApi(gateway);

	@Test
	void listing_sends_every_filter_with_place_id_in_snake_case() {
		AutoscanFilter filter = AutoscanFilter.all()
			.withLimit(Limit.of(50))
			.withNextRun(DateRange.between(LocalDate.of(2026, 3, 1), LocalDate.of(2026, 3, 31)))
			.withPlaceId(PLACE)
			.withKeyword(Keyword.of("dent"))
			.withGridSize(GridSize.forCampaign(19))
			.withFrequency(Frequency.BIWEEKLY)
			.withStatus(AutoscanStatus.PAUSED)
			.withPlatforms(EnumSet.of(Platform.APPLE, Platform.AIMODE, Platform.CHATGPT));

		api.list(WORKSPACE, LANE, filter, "n2");

		assertPost(gateway.onlyCall(), "/v1/autoscans/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("limit", "50", "start_date", "03/01/2026", "end_date",
				"03/31/2026", "place_id", PLACE.value(), "keyword", "dent", "grid_size", "19", "frequency", "biweekly",
				"status", "paused", "platform", "apple,chatgpt,aimode", "next_token", "n2"));
	}

	@Test
	void listing_without_filters_sends_no_fields() {
		api.list(WORKSPACE, LANE, AutoscanFilter.all(), null);
		assertThat(gateway.onlyCall().fields()).isEmpty();
	}

	@Test
	void autoscan_records_decode_strings_timestamps_and_false_next_run() {
		gateway.answer("""
				{"count": 1, "autoscans": [
				 {"id": "abcabcabcabcabc", "autoscan_key": "abcabcabcabcabc", "nickname": false, "place_id": "ChIJ1",
				  "location": {"place_id": "ChIJ1", "name": "Bright Smiles", "address": "1 Main St", "lat": "30.2672",
				               "lng": "-97.7431", "rating": "4.8", "reviews": "213", "store_code": false},
				  "keyword": "dentist", "lat": "30.2672", "lng": "-97.7431", "grid_size": "7", "radius": "2.5",
				  "measurement": "km", "data_points": "49", "frequency": "one-time",
				  "last_run_timestamp": "1772841600", "last_run_date": "03/07/2026",
				  "next_run_timestamp": false, "next_run_date": false, "status": "scheduled"}]}""");

		List<Autoscan> autoscans = api.stream(WORKSPACE, LANE, AutoscanFilter.all()).toList();

		assertThat(autoscans).singleElement().satisfies(scan -> {
			assertThat(scan.autoscanKey()).isEqualTo("abcabcabcabcabc");
			assertThat(scan.nickname()).isNull();
			assertThat(scan.location().name()).isEqualTo("Bright Smiles");
			assertThat(scan.center()).isEqualTo(LatLng.of("30.2672", "-97.7431"));
			assertThat(scan.gridSize()).isEqualTo(7);
			assertThat(scan.radius()).isEqualByComparingTo("2.5");
			assertThat(scan.measurement()).isEqualTo(Measurement.KM);
			assertThat(scan.dataPoints()).isEqualTo(49);
			assertThat(scan.frequency()).isEqualTo(Frequency.ONE_TIME);
			assertThat(scan.lastRunAt()).isEqualTo(Instant.ofEpochSecond(1772841600L));
			assertThat(scan.lastRunDate()).isEqualTo(LocalDate.of(2026, 3, 7));
			assertThat(scan.nextRunAt()).isNull();
			assertThat(scan.nextRunDate()).isNull();
			assertThat(scan.status()).isEqualTo(AutoscanStatus.SCHEDULED);
		});
	}

	@Test
	void the_id_stands_in_when_autoscan_key_is_absent() {
		gateway.answer("""
				{"autoscans": [{"id": "abcabcabcabcabc"}]}""");
		assertThat(api.list(WORKSPACE, LANE, AutoscanFilter.all(), null).items()).singleElement()
			.extracting(Autoscan::autoscanKey)
			.isEqualTo("abcabcabcabcabc");
	}

}
