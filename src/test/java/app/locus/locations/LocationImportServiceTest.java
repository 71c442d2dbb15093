package app.locus.locations;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.charset.StandardCharsets;

import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.csv.ImportPreview;
import app.locus.base.csv.ImportPreview.Status;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.WorkspaceAccess;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class LocationImportServiceTest {

	private static final String ADD = "/v2/locations/add";

	/**
	 * A new place, the saved one, the new one again, apple without coordinates, an
	 * unknown platform.
	 */
	private static final String FILE = "Name,Address,Place ID,Platform,Lat,Lng\n"
			+ "New Bakery,3 Side St,ChIJnewPlace,,,\n" + "Blue Bottle,1 Main St," + Dd010Samples.PLACE + ",google,,\n"
			+ "New Bakery again,3 Side St,ChIJnewPlace,google,,\n" + "Apple Shop,,I1234,apple,,\n"
			+ "Elsewhere,,ChIJother,bing,,\n";

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	LocationImportService imports;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		LocationService locations = ScriptedLocations.wire(context, upstream, MutableClock.startingNow());
		imports = new LocationImportService(context.getBean(WorkspaceAccess.class), locations,
				context.getBean(AuditLog.class));
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
		upstream.on("/v1/locations/", Dd010Samples.savedLocations());
		upstream.on(ADD, "{\"location\":{\"place_id\":\"ChIJnewPlace\",\"name\":\"New Bakery\",\"lat\":\"37.2\","
				+ "\"lng\":\"-122.2\",\"platform\":\"google\"}}");
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void the_preview_compares_rows_with_the_saved_locations_and_saves_nothing() {
		ImportPreview<NewLocationInput> preview = imports.preview(tenant.workspace(), bytes(FILE));

		assertThat(preview.rows()).extracting(ImportPreview.Row::status)
			.containsExactly(Status.NEW, Status.SAVED, Status.REPEATED, Status.INVALID, Status.INVALID);
		assertThat(preview.rows().get(3).reason())
			.isEqualTo("Apple locations need their latitude. Apple locations need their longitude.");
		assertThat(preview.rows().get(4).reason())
			.isEqualTo("Platform must be one of google, apple, gaio, chatgpt, gemini, grok, aimode.");
		assertThat(upstream.count(ADD)).isZero();
	}

	@Test
	void importing_saves_only_the_new_places_and_audits_the_import() {
		LocationImport done = imports.importLocations(tenant.workspace(), bytes(FILE));

		assertThat(done.saved()).isEqualTo(1);
		assertThat(done.stoppedBecause()).isNull();
		assertThat(upstream.callsTo(ADD)).extracting(call -> call.field("placeId")).containsExactly("ChIJnewPlace");
		assertThat(db.select(AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()))
			.orderBy(AUDIT_EVENT.ID)
			.fetch(AUDIT_EVENT.ACTION)).containsExactly("location.add", "locations.import");
	}

	@Test
	void a_client_viewer_can_neither_preview_nor_import() {
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> imports.preview(tenant.workspace(), bytes(FILE)))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> imports.importLocations(tenant.workspace(), bytes(FILE)))
			.isInstanceOf(ForbiddenException.class);
		assertThat(upstream.count()).isZero();
	}

	private static byte[] bytes(String text) {
		return text.getBytes(StandardCharsets.UTF_8);
	}

}
