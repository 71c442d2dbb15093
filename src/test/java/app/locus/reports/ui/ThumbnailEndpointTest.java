package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.reports.ReportCard;
import app.locus.reports.StoredReports;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.TestTenants;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.http.HttpStatus;
import org.springframework.http.ResponseEntity;

@IntegrationTest
class ThumbnailEndpointTest {

	@Autowired
	ApplicationContext context;

	@Autowired
	AgencyProvisioning provisioning;

	@Autowired
	ThumbnailEndpoint endpoint;

	TestAgency agency;

	WorkspaceId bakery;

	ReportCard scan;

	@BeforeEach
	void aStoredScanWithRanks() {
		agency = new TestTenants(provisioning).agency();
		bakery = agency.workspace("Bakery");
		ObjectNode record = Dd010Samples.scan(Dd010Samples.key(), LocalDate.of(2026, 3, 1));
		record.set("data_points", Dd010Samples.dataPoints(3, 1, 2, 3, 4, 5, 6, 7, 8, 9));
		scan = new StoredReports(context).scan(agency.id(), bakery, record);
	}

	@AfterEach
	void signOut() {
		TestTenants.signOut();
	}

	@Test
	void a_client_viewer_of_the_workspace_gets_the_scans_thumbnail_as_svg() {
		TestTenants.signIn(agency.user(Role.CLIENT_VIEWER, bakery));

		ResponseEntity<String> answer = get(bakery, "scan", scan.key().value());

		assertThat(answer.getStatusCode()).isEqualTo(HttpStatus.OK);
		assertThat(answer.getBody()).startsWith("<svg");
		assertThat(ThumbnailEndpoint.path(bakery, scan))
			.isEqualTo("thumbnails/" + bakery.value() + "/scan/" + scan.key().value() + ".svg");
	}

	@Test
	void a_client_viewer_of_another_workspace_gets_not_found() {
		WorkspaceId other = agency.workspace("Dental");
		TestTenants.signIn(agency.user(Role.CLIENT_VIEWER, other));

		assertThat(get(bakery, "scan", scan.key().value()).getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
	}

	@Test
	void the_admin_of_another_agency_gets_not_found() {
		TestAgency rival = new TestTenants(provisioning).agency();
		TestTenants.signIn(rival.user(Role.AGENCY_ADMIN));

		assertThat(get(bakery, "scan", scan.key().value()).getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
	}

	@Test
	void an_unknown_type_or_malformed_key_is_not_found() {
		TestTenants.signIn(agency.user(Role.AGENCY_ADMIN));

		assertThat(get(bakery, "nonsense", scan.key().value()).getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
		assertThat(get(bakery, "scan", "../x").getStatusCode()).isEqualTo(HttpStatus.NOT_FOUND);
	}

	private ResponseEntity<String> get(WorkspaceId workspace, String type, String key) {
		try {
			return endpoint.thumbnail(workspace.value(), type, key);
		}
		catch (NotFoundException | ForbiddenException | ValidationException ex) {
			// what Spring MVC does with these: the endpoint's own exception handler
			return endpoint.notFound();
		}
	}

}
