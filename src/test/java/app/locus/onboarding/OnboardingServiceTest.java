package app.locus.onboarding;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.SAVED_LOCATION;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.WORKSPACE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.locations.LocationCandidate;
import app.locus.locations.SavedLocation;
import app.locus.reports.StoredReports;
import app.locus.scans.ScanInput;
import app.locus.scans.Submission;
import app.locus.simulator.AccountHandle;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.tenancy.BrandingService;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.credentials.KeyRefusedException;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The first-run path through the real features against the simulator: who may walk it,
 * skipping and resuming, validation that keeps what is stored, and a first scan that is
 * spent only at the confirmed cost.
 */
@IntegrationTest
class OnboardingServiceTest {

	/** A 7 × 7 grid costs one credit per point. */
	static final int FIRST_SCAN_CREDITS = 49;

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	OnboardingService firstRun;

	@Autowired
	BrandingService branding;

	@Autowired
	ApplicationContext context;

	Tenant tenant;

	@BeforeEach
	void anAgencyWithNoWorkspaceYet() {
		tenant = new TenantFixture(db).tenant();
		db.update(WORKSPACE)
			.set(WORKSPACE.ARCHIVED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.where(WORKSPACE.ID.eq(tenant.workspace().value()))
			.execute();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void a_new_agencys_admin_starts_here_until_a_workspace_exists() {
		TenantFixture.signIn(tenant.admin());
		assertThat(firstRun.startsHere()).isTrue();

		firstRun.createWorkspace("Corner Bakery");

		assertThat(firstRun.startsHere()).isFalse();
		assertThat(firstRun.progress().state(FirstRunStep.WORKSPACE)).isEqualTo(StepState.DONE);
	}

	@Test
	void refuses_managers_and_client_viewers() {
		for (var person : List.of(tenant.manager(), tenant.viewer())) {
			TenantFixture.signIn(person);
			assertThatThrownBy(firstRun::progress).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(() -> firstRun.skip(FirstRunStep.BRANDING)).isInstanceOf(ForbiddenException.class);
			assertThatThrownBy(firstRun::dismiss).isInstanceOf(ForbiddenException.class);
			assertThat(firstRun.checklist()).isEmpty();
			assertThat(firstRun.startsHere()).isFalse();
		}
	}

	@Test
	void refuses_another_agencys_workspace_as_not_found() {
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.admin());

		assertThatThrownBy(() -> firstRun.useWorkspace(other.workspace())).isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> firstRun.addKey(other.workspace(), "Key", "some-secret-key"))
			.isInstanceOf(NotFoundException.class);
		assertThat(firstRun.progress().state(FirstRunStep.WORKSPACE)).isEqualTo(StepState.TO_DO);
	}

	@Test
	void a_skipped_step_stays_on_the_checklist_and_the_path_resumes_at_the_first_undecided_step() {
		TenantFixture.signIn(tenant.admin());
		firstRun.skip(FirstRunStep.BRANDING);

		FirstRunProgress progress = firstRun.progress();
		assertThat(progress.state(FirstRunStep.BRANDING)).isEqualTo(StepState.SKIPPED);
		assertThat(progress.resumeAt()).contains(FirstRunStep.WORKSPACE);
		assertThat(firstRun.checklist().orElseThrow().left()).containsExactly(FirstRunStep.values());

		for (FirstRunStep step : List.of(FirstRunStep.WORKSPACE, FirstRunStep.API_KEY, FirstRunStep.LOCATION,
				FirstRunStep.FIRST_SCAN)) {
			firstRun.skip(step);
		}
		assertThat(firstRun.progress().resumeAt()).as("every step skipped: back to the first")
			.contains(FirstRunStep.BRANDING);

		firstRun.saveBranding("Corner Marketing", "#123456");
		assertThat(firstRun.progress().state(FirstRunStep.BRANDING)).isEqualTo(StepState.DONE);
		firstRun.skip(FirstRunStep.BRANDING);
		assertThat(firstRun.progress().state(FirstRunStep.BRANDING)).as("a done step stays done")
			.isEqualTo(StepState.DONE);
		assertThat(audited("first-run.step-skipped")).hasSize(6);
	}

	@Test
	void steps_whose_result_the_agency_has_without_the_wizard_count_as_done() {
		// how the demo agencies were made: their pages and the demo data, never the
		// wizard
		TenantFixture.signIn(tenant.admin());
		branding.update("Corner Marketing", "#0f766e");
		WorkspaceId workspace = new TenantFixture(db).workspace(tenant.agency());
		assertThat(firstRun.checklist().orElseThrow().left()).as("colour and workspace are there")
			.containsExactly(FirstRunStep.API_KEY, FirstRunStep.LOCATION, FirstRunStep.FIRST_SCAN);

		// through the service, as a person adds one: a row sealed with a made-up secret
		// would
		// break the master-key re-sealing of every other app that shares the test
		// database
		context.getBean(ApiKeyService.class)
			.add(workspace, "Key", simulator.createAccount("First run facts", 100).key(), null);
		db.insertInto(SAVED_LOCATION)
			.set(SAVED_LOCATION.WORKSPACE_ID, workspace.value())
			.set(SAVED_LOCATION.PLACE_ID, Dd010Samples.PLACE)
			.set(SAVED_LOCATION.AGENCY_ID, tenant.agency().value())
			.set(SAVED_LOCATION.REFRESHED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.execute();
		new StoredReports(context).scan(tenant.agency(), workspace,
				Dd010Samples.scan(Dd010Samples.key(), LocalDate.now(ZoneOffset.UTC)));

		assertThat(firstRun.progress().left()).as("all five done").isEmpty();
		assertThat(firstRun.checklist()).as("no \"5 of 5 steps left\" for an agency that did them all").isEmpty();
	}

	@Test
	void a_bad_colour_keeps_the_stored_branding_and_leaves_the_step_to_do() {
		TenantFixture.signIn(tenant.admin());
		String before = branding.current().displayName();

		assertThat(FieldErrors.of(() -> firstRun.saveBranding("New name", "blue"))).containsOnlyKeys("primaryColour");

		assertThat(branding.current().displayName()).isEqualTo(before);
		assertThat(firstRun.progress().state(FirstRunStep.BRANDING)).isEqualTo(StepState.TO_DO);
	}

	@Test
	void a_refused_key_is_not_saved_and_the_step_stays_to_do() {
		TenantFixture.signIn(tenant.admin());
		WorkspaceId workspace = firstRun.createWorkspace("Corner Bakery");

		assertThatThrownBy(() -> firstRun.addKey(workspace, "Main key", "not-a-key-of-the-service"))
			.isInstanceOf(KeyRefusedException.class);

		assertThat(firstRun.progress().state(FirstRunStep.API_KEY)).isEqualTo(StepState.TO_DO);
	}

	@Test
	void dismissing_hides_the_checklist_but_keeps_the_progress() {
		TenantFixture.signIn(tenant.admin());
		firstRun.skip(FirstRunStep.BRANDING);

		firstRun.dismiss();

		assertThat(firstRun.checklist()).isEmpty();
		assertThat(firstRun.progress().state(FirstRunStep.BRANDING)).isEqualTo(StepState.SKIPPED);
		assertThat(audited("first-run.dismissed")).containsExactly("SUCCESS");
	}

	@Test
	void walks_from_an_empty_agency_to_a_first_scan_spent_only_at_the_confirmed_cost() {
		AccountHandle account = simulator.createAccount("First run", 1_000);
		TenantFixture.signIn(tenant.admin());

		firstRun.saveBranding("Corner Marketing", "#0f766e");
		WorkspaceId workspace = firstRun.createWorkspace("Corner Bakery");
		firstRun.addKey(workspace, "Main key", account.key());
		List<LocationCandidate> found = firstRun.searchLocations(workspace, "bakery", "Portland, OR");
		SavedLocation saved = firstRun.saveLocation(workspace, found.get(0).placeId());
		ScanInput scan = ScanInput.google(saved.placeId(), saved.center(), "bakery", new BigDecimal("2"),
				Measurement.MI);

		assertThat(firstRun.quoteScan(workspace, scan).cost()).isEqualTo(FIRST_SCAN_CREDITS);
		assertThatThrownBy(() -> firstRun.runScan(workspace, scan, FIRST_SCAN_CREDITS - 1))
			.isInstanceOf(ValidationException.class);
		assertThat(account.creditsSpent()).as("nothing spent without the confirmed cost").isZero();
		assertThat(submissions(workspace)).isZero();

		Submission submission = firstRun.runScan(workspace, scan, FIRST_SCAN_CREDITS);

		assertThat(submission.status()).isNotNull();
		assertThat(account.creditsSpent()).isEqualTo(FIRST_SCAN_CREDITS);
		assertThat(submissions(workspace)).isEqualTo(1);
		assertThat(firstRun.progress().complete()).isTrue();
		assertThat(firstRun.checklist()).as("gone once everything is done").isEmpty();
		assertThat(audited("first-run.step-done")).hasSize(FirstRunStep.values().length);
	}

	int submissions(WorkspaceId workspace) {
		return db.fetchCount(SCAN_SUBMISSION, SCAN_SUBMISSION.WORKSPACE_ID.eq(workspace.value()));
	}

	List<String> audited(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.fetch(AUDIT_EVENT.OUTCOME);
	}

}
