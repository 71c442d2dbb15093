package app.locus.locations;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.Duration;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.locations.repository.SavedLocationRepository;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Platform;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class LocationServiceTest {

	private static final String LIST = "/v1/locations/";

	private static final String ADD = "/v2/locations/add";

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	MutableClock clock;

	LocationService locations;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		clock = MutableClock.startingNow();
		locations = ScriptedLocations.wire(context, upstream, clock);
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
		upstream.on(LIST, Dd010Samples.savedLocations());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void lists_the_saved_locations_live_and_filters_those_linked_to_a_business_profile() {
		upstream.on(null, LIST, call -> ScriptedUpstreamGateway.ok("true".equals(call.field("gbp_linked"))
				? "{\"count\":0,\"locations\":[]}" : Dd010Samples.savedLocations()));

		List<SavedLocation> all = locations.savedLocations(tenant.workspace(), false);
		List<SavedLocation> linked = locations.savedLocations(tenant.workspace(), true);

		assertThat(all).singleElement().satisfies(location -> {
			assertThat(location.placeId()).isEqualTo(Dd010Samples.PLACE);
			assertThat(location.name()).isEqualTo("Blue Bottle Bakery");
			assertThat(location.center().latText()).isEqualTo(Dd010Samples.LAT);
			assertThat(location.reviews()).isEqualTo(312);
			assertThat(location.storeCode()).isNull();
		});
		assertThat(linked).isEmpty();
		assertThat(upstream.callsTo(LIST)).extracting(call -> call.field("gbp_linked")).containsExactly(null, "true");
	}

	@Test
	void pickers_read_the_copy_while_it_is_fresh_and_refresh_it_after_fifteen_minutes() {
		assertThat(locations.pickerLocations(tenant.workspace())).hasSize(1);
		assertThat(locations.pickerLocations(tenant.workspace())).hasSize(1);
		assertThat(locations.savedLocation(tenant.workspace(), Dd010Samples.PLACE)).isPresent();
		assertThat(upstream.count(LIST)).isEqualTo(1);

		clock.advance(LocationService.COPY_FRESH_FOR.plus(Duration.ofSeconds(1)));
		locations.pickerLocations(tenant.workspace());

		assertThat(upstream.count(LIST)).isEqualTo(2);
	}

	@Test
	void a_place_missing_from_the_copy_is_looked_up_once_before_it_counts_as_not_saved() {
		locations.pickerLocations(tenant.workspace());

		assertThat(locations.savedLocation(tenant.workspace(), "ChIJsomewhereElse")).isEmpty();
		assertThat(upstream.count(LIST)).isEqualTo(2);
	}

	@Test
	void searches_google_or_apple_with_term_and_area() {
		upstream.on("/v2/locations/search",
				"[{\"place_id\":\"ChIJfound\",\"name\":\"Found Bakery\","
						+ "\"address\":\"2 Main St\",\"lat\":\"37.1\",\"lng\":\"-122.1\",\"rating\":\"4.1\","
						+ "\"reviews\":\"10\",\"platform\":\"google\"}]");

		List<LocationCandidate> found = locations.search(tenant.workspace(), " bakery ", Platform.GOOGLE,
				"San Francisco");

		assertThat(found).singleElement().satisfies(candidate -> {
			assertThat(candidate.placeId()).isEqualTo("ChIJfound");
			assertThat(candidate.platform()).isEqualTo(Platform.GOOGLE);
		});
		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/locations/search").get(0);
		assertThat(call.field("term")).isEqualTo("bakery");
		assertThat(call.field("platform")).isEqualTo("google");
		assertThat(call.field("proximity")).isEqualTo("San Francisco");
		assertThat(call.lane()).isEqualTo(Lane.INTERACTIVE);
	}

	@Test
	void search_fields_are_checked() {
		assertThat(FieldErrors.of(() -> locations.search(tenant.workspace(), "", Platform.GOOGLE, null)))
			.containsOnlyKeys("term");
		assertThat(FieldErrors.of(() -> locations.search(tenant.workspace(), "x".repeat(201), Platform.APPLE, null)))
			.containsOnlyKeys("term");
		assertThat(FieldErrors.of(() -> locations.search(tenant.workspace(), "bakery", Platform.CHATGPT, null)))
			.containsOnlyKeys("platform");
		assertThat(FieldErrors.of(() -> locations.search(tenant.workspace(), "bakery", Platform.GOOGLE, "a\u0000b")))
			.containsOnlyKeys("proximity");
		assertThat(upstream.count()).isZero();
	}

	@Test
	void adds_a_google_place_audits_it_and_offers_it_to_pickers() {
		upstream
			.on(ADD, "{\"location\":{\"place_id\":\"ChIJnewPlace\",\"name\":\"New Bakery\",\"address\":\"3 Side St\","
					+ "\"lat\":\"37.2\",\"lng\":\"-122.2\",\"rating\":\"4.0\",\"reviews\":\"5\",\"store_code\":false,"
					+ "\"platform\":\"google\",\"claimed\":true}}");
		locations.pickerLocations(tenant.workspace());

		SavedLocation saved = locations.add(tenant.workspace(), NewLocationInput.google("ChIJnewPlace"));

		assertThat(saved.name()).isEqualTo("New Bakery");
		ScriptedUpstreamGateway.Call call = upstream.callsTo(ADD).get(0);
		assertThat(call.field("placeId")).isEqualTo("ChIJnewPlace");
		assertThat(call.field("name")).isNull();
		assertThat(locations.pickerLocations(tenant.workspace())).extracting(SavedLocation::placeId)
			.contains("ChIJnewPlace", Dd010Samples.PLACE);
		assertThat(db.select(AUDIT_EVENT.OUTCOME, AUDIT_EVENT.TARGET)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq("location.add")))
			.fetch(record -> record.value1() + " " + record.value2())).containsExactly("SUCCESS google:ChIJnewPlace");
	}

	@Test
	void an_apple_place_needs_its_name_and_coordinates() {
		assertThat(FieldErrors.of(() -> locations.add(tenant.workspace(),
				NewLocationInput.apple("apple-place-1", " ", null, new BigDecimal("200")))))
			.containsOnlyKeys("name", "lat");
		assertThat(FieldErrors.of(() -> locations.add(tenant.workspace(),
				NewLocationInput.apple("apple-place-1", "Bakery", BigDecimal.ONE, new BigDecimal("200")))))
			.containsOnlyKeys("lng");
		assertThat(FieldErrors
			.of(() -> locations.add(tenant.workspace(), new NewLocationInput("has space", null, null, null, null))))
			.containsOnlyKeys("placeId", "platform");
		assertThat(upstream.count(ADD)).isZero();

		upstream.on(ADD,
				"{\"location\":{\"place_id\":\"apple-place-1\",\"name\":\"Bakery\",\"lat\":\"1\",\"lng\":\"2\"}}");
		locations.add(tenant.workspace(),
				NewLocationInput.apple("apple-place-1", "Bakery", BigDecimal.ONE, new BigDecimal("2")));
		ScriptedUpstreamGateway.Call call = upstream.callsTo(ADD).get(0);
		assertThat(call.field("platform")).isEqualTo("apple");
		assertThat(call.field("name")).isEqualTo("Bakery");
		assertThat(call.field("lat")).isEqualTo("1");
		assertThat(call.field("lng")).isEqualTo("2");
	}

	@Test
	void viewers_list_but_do_not_search_or_add_and_strangers_see_nothing() {
		TenantFixture.signIn(tenant.viewer());
		assertThat(locations.pickerLocations(tenant.workspace())).hasSize(1);
		assertThatThrownBy(() -> locations.search(tenant.workspace(), "bakery", Platform.GOOGLE, null))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> locations.add(tenant.workspace(), NewLocationInput.google("ChIJx")))
			.isInstanceOf(ForbiddenException.class);

		Tenant stranger = new TenantFixture(db).tenant();
		TenantFixture.signIn(stranger.manager());
		assertThatThrownBy(() -> locations.pickerLocations(tenant.workspace())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> locations.savedLocation(tenant.workspace(), Dd010Samples.PLACE))
			.isInstanceOf(NotFoundException.class);
		upstream.on(stranger.workspace(), LIST, "{\"count\":0,\"locations\":[]}");
		assertThat(locations.savedLocation(stranger.workspace(), Dd010Samples.PLACE)).isEmpty();
		SavedLocationRepository copy = context.getBean(SavedLocationRepository.class);
		assertThat(copy.all(stranger.agency(), tenant.workspace())).isEmpty();
		assertThat(copy.find(stranger.agency(), tenant.workspace(), Dd010Samples.PLACE)).isEmpty();
		assertThat(copy.find(tenant.agency(), tenant.workspace(), Dd010Samples.PLACE)).isPresent();
	}

}
