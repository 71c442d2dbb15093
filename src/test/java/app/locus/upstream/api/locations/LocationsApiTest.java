package app.locus.upstream.api.locations;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LocationsApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final LocationsApi api = new LocationsApi(gateway);

	@Test
	void listing_sends_no_fields_unless_restricted_to_linked_locations() {
		api.list(WORKSPACE, LANE, false);
		api.list(WORKSPACE, LANE, true);

		assertPost(gateway.calls().get(0), "/v1/locations/", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(0).fields()).isEmpty();
		assertThat(gateway.calls().get(1).fields()).isEqualTo(form("gbp_linked", "true"));
	}

	@Test
	void listing_decodes_the_list_form_with_strings_and_false_store_code() {
		gateway.answer("""
				{"count": 2, "locations": [
				 {"place_id": "ChIJ1", "name": "Bright Smiles", "address": "1 Main St, Austin, TX",
				  "lat": "30.2672", "lng": "-97.7431", "rating": "4.8", "reviews": "213", "store_code": false},
				 {"place_id": "ChIJ2", "name": "Downtown Dental", "address": "2 Oak St", "lat": 30.1,
				  "lng": -97.1, "rating": 4, "reviews": 7, "store_code": "DT-02"}]}
				""");

		List<LocationSummary> locations = api.list(WORKSPACE, LANE, false);

		assertThat(locations).hasSize(2);
		LocationSummary first = locations.get(0);
		assertThat(first.placeId()).isEqualTo("ChIJ1");
		assertThat(first.center()).isEqualTo(LatLng.of("30.2672", "-97.7431"));
		assertThat(first.rating()).isEqualByComparingTo("4.8");
		assertThat(first.reviews()).isEqualTo(213);
		assertThat(first.storeCode()).isNull();
		assertThat(locations.get(1).storeCode()).isEqualTo("DT-02");
		assertThat(locations.get(1).reviews()).isEqualTo(7);
	}

	@Test
	void search_sends_term_platform_and_area_and_reads_the_array() {
		gateway.answer("""
				[{"place_id": "ChIJ9", "name": "Smile Co", "address": "9 Elm", "lat": "1.5", "lng": "2.5",
				  "rating": "4.1", "reviews": "12", "platform": "google"}]
				""");

		List<LocationMatch> matches = api.search(WORKSPACE, LANE, " smile co ", Platform.GOOGLE, "Austin, TX");

		assertPost(gateway.onlyCall(), "/v2/locations/search", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("term", "smile co", "platform", "google", "proximity", "Austin, TX"));
		assertThat(matches).singleElement().satisfies(match -> {
			assertThat(match.summary().placeId()).isEqualTo("ChIJ9");
			assertThat(match.platform()).isEqualTo(Platform.GOOGLE);
		});
	}

	@Test
	void search_leaves_out_a_blank_area_and_refuses_ai_platforms() {
		api.search(WORKSPACE, LANE, "smile", Platform.APPLE, "  ");
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("term", "smile", "platform", "apple"));

		assertThatThrownBy(() -> api.search(WORKSPACE, LANE, "smile", Platform.CHATGPT, null))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("platform"));
		assertThat(gateway.calls()).hasSize(1);
	}

	@Test
	void adding_a_google_place_sends_only_place_id_and_platform_as_a_write() {
		gateway.answer("""
				{"location": {"place_id": "ChIJN1t_tDeuEmsRUsoyG83frY4", "name": "Bright Smiles", "address": "1 Main",
				 "lat": "30.2672", "lng": "-97.7431", "rating": "4.8", "reviews": "213", "store_code": false,
				 "platform": "google", "rating_pct": "96", "phone": "+1 512-555-0100",
				 "url": "https://maps.google.com/?cid=1", "display_url": "https://brightsmiles.example",
				 "claimed": true, "categories": {"primary": "Dentist", "additional": ["Cosmetic dentist"]}}}
				""");

		LocationDetails details = api.add(WORKSPACE, LANE, NewLocation.google(PLACE));

		assertPost(gateway.onlyCall(), "/v2/locations/add", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("placeId", "ChIJN1t_tDeuEmsRUsoyG83frY4", "platform", "google"));
		assertThat(details.summary().center().lat()).isEqualByComparingTo(new BigDecimal("30.2672"));
		assertThat(details.platform()).isEqualTo(Platform.GOOGLE);
		assertThat(details.ratingPct()).isEqualByComparingTo("96");
		assertThat(details.claimed()).isTrue();
		assertThat(details.displayUrl()).isEqualTo("https://brightsmiles.example");
		assertThat(details.categories()).containsExactly("Dentist", "Cosmetic dentist");
	}

	@Test
	void adding_an_apple_place_also_sends_name_and_coordinates() {
		api.add(WORKSPACE, LANE,
				NewLocation.apple(PlaceId.of("I7A1B2C3"), "Bright Smiles", LatLng.of("30.1", "-97.2")));

		assertThat(gateway.onlyCall().fields()).isEqualTo(form("placeId", "I7A1B2C3", "platform", "apple", "name",
				"Bright Smiles", "lat", "30.1", "lng", "-97.2"));
	}

	@Test
	void an_apple_place_without_name_or_coordinates_is_refused() {
		assertThatThrownBy(() -> NewLocation.apple(PLACE, " ", null)).isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKeys("name", "lat"));
		assertThatThrownBy(() -> new NewLocation(PLACE, Platform.GEMINI, null, null))
			.isInstanceOf(ValidationException.class);
	}

}
