package app.locus.upstream.api.ondemand;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

/**
 * The on-demand API's requests and its tolerant reading of recorded answers: the
 * simulator's snake_case shape and the camelCase / string-number variants a real client
 * may meet.
 */
class OnDemandApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final OnDemandApi api = new OnDemandApi(gateway);

	private final SpotCheckRequest request = new SpotCheckRequest(PLACE, Keyword.of("coffee shop"),
			LatLng.of("45.504812", "-122.629771"));

	@Test
	void a_spot_check_is_a_spend_never_retried_with_the_fields_real_clients_send() {
		gateway.answer("""
				{"place_id": "%s", "keyword": "coffee shop", "lat": "45.504812", "lng": "-122.629771", "zoom": 13,
				 "rank": 3, "found": true, "count": 4, "results": [
				 {"rank": 1, "place_id": "a", "name": "First"}, {"rank": 2, "place_id": "b", "name": "Second"},
				 {"rank": 3, "place_id": "%s", "name": "Us"}, {"rank": 4, "place_id": "d", "name": "Fourth"}]}"""
			.formatted(PLACE.value(), PLACE.value()));

		PointRanking ranking = api.rankAt(WORKSPACE, LANE, request);

		assertPost(gateway.onlyCall(), "/v1/result", CallKind.SPENDS_CREDITS, TimeoutClass.LONG);
		assertThat(gateway.onlyCall().fields()).isEqualTo(
				form("place_id", PLACE.value(), "keyword", "coffee shop", "lat", "45.504812", "lng", "-122.629771"));
		assertThat(ranking.rank()).isEqualTo(3);
		assertThat(ranking.above()).extracting(RankedPlace::name).containsExactly("First", "Second");
	}

	@Test
	void an_answer_in_the_other_dialect_reads_the_same() {
		gateway.answer("""
				{"rank": "2", "places": [{"rank": "1", "placeId": "a", "name": "First"},
				 {"rank": "2", "placeId": "b", "name": "Us"}]}""");

		PointRanking ranking = api.rankAt(WORKSPACE, LANE, request);

		assertThat(ranking.rank()).isEqualTo(2);
		assertThat(ranking.results()).extracting(RankedPlace::placeId).containsExactly("a", "b");
		assertThat(ranking.above()).extracting(RankedPlace::name).containsExactly("First");
	}

	@Test
	void not_shown_is_rank_false_and_everyone_shown_counts_as_above() {
		gateway.answer("""
				{"rank": false, "found": false, "results": [{"rank": 1, "place_id": "a", "name": "First"}]}""");

		PointRanking ranking = api.rankAt(WORKSPACE, LANE, request);

		assertThat(ranking.rank()).isNull();
		assertThat(ranking.above()).extracting(RankedPlace::name).containsExactly("First");
	}

	@Test
	void the_results_at_a_point_are_a_spend_too() {
		gateway.answer("""
				{"results": [{"rank": 1, "place_id": "a", "name": "First"}]}""");

		PointRanking ranking = api.resultsAt(WORKSPACE, LANE, Keyword.of("coffee"), LatLng.of("45.5", "-122.6"));

		assertPost(gateway.onlyCall(), "/v1/search", CallKind.SPENDS_CREDITS, TimeoutClass.LONG);
		assertThat(ranking.rank()).isNull();
		assertThat(ranking.results()).hasSize(1);
	}

	@Test
	void the_grid_helper_is_a_read_naming_grid_size_as_real_clients_do() {
		gateway.answer("""
				{"points": [{"lat": "45.513", "lng": "-122.612"}, {"lat": 45.5, "lng": -122.6}, {"lat": "x"}]}""");

		var points = api.grid(WORKSPACE, LANE, LatLng.of("45.5", "-122.6"), GridSize.forScan(3), Radius.of(1),
				Measurement.KM);

		assertPost(gateway.onlyCall(), "/v1/grid", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("lat", "45.5", "lng", "-122.6", "grid_size", "3", "radius", "1", "measurement", "km"));
		assertThat(points).as("an unreadable point is left out").hasSize(2);
	}

	@Test
	void the_places_lookup_is_a_read() {
		gateway.answer("""
				{"count": 1, "places": [{"place_id": "a", "name": "First", "lat": "45.5", "lng": "-122.6"}]}""");

		var places = api.places(WORKSPACE, LANE, "bakery", "Portland, OR");

		assertPost(gateway.onlyCall(), "/v1/places", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("query", "bakery", "near", "Portland, OR"));
		assertThat(places).singleElement().satisfies(place -> assertThat(place.placeId()).isEqualTo("a"));
	}

}
