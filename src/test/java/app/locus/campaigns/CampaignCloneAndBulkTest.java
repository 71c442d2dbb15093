package app.locus.campaigns;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;

import app.locus.base.i18n.BundleTexts;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.Texts;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.CampaignBulkActions.BulkOutcome;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.campaigns.CampaignStatus;
import app.locus.upstream.credentials.ApiKeyService;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Copying a campaign into another workspace of the agency and pausing several at once,
 * through the real gateway against the simulator: each workspace has its own account and
 * key there.
 */
@IntegrationTest
class CampaignCloneAndBulkTest {

	private static final Texts ENGLISH = BundleTexts.in(Language.ENGLISH);

	private static final String CREATE = "/v2/campaigns/create";

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	CampaignService campaigns;

	@Autowired
	CampaignCloning cloning;

	@Autowired
	CampaignBulkActions bulk;

	Tenant tenant;

	AccountHandle sourceAccount;

	WorkspaceId target;

	AccountHandle targetAccount;

	@BeforeEach
	void twoWorkspacesOfOneAgencyEachWithItsOwnAccount() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Clone source", 10_000,
				DemoData.BLUE_BOTTLE_ALBERTA);
		tenant = simulated.tenant();
		sourceAccount = simulated.account();
		target = new TenantFixture(db).workspace(tenant.agency());
		targetAccount = simulator.createAccount("Clone target", 10_000);
		targetAccount.saveLocation(DemoData.BLUE_BOTTLE_ALBERTA, false);
		keys.add(target, "Target key", targetAccount.key(), null);
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	private Campaign weekly(String name) {
		return campaigns.create(tenant.workspace(),
				new CampaignInput(name, List.of(DemoData.BLUE_BOTTLE_ALBERTA), List.of("bakery", "croissant"), 5, "2",
						"mi", "weekly", SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(1)), "9:00 AM"));
	}

	@Test
	void a_copy_into_another_workspace_is_created_with_the_targets_key_and_audited_in_both() {
		Campaign original = weekly("Weekly Alberta");
		int sentBySource = simulator.calls().count(CREATE, sourceAccount.id());

		Campaign copy = cloning.copy(tenant.workspace(), original.id(), target,
				cloning.draft(tenant.workspace(), original.id(), ENGLISH));

		assertThat(simulator.calls().count(CREATE, targetAccount.id())).isEqualTo(1);
		assertThat(simulator.calls().count(CREATE, sourceAccount.id())).isEqualTo(sentBySource);
		assertThat(copy.name()).isEqualTo("Copy of Weekly Alberta");
		assertThat(copy.keywords()).containsExactly("bakery", "croissant");
		assertThat(copy.creditsPerRun()).isEqualTo(original.creditsPerRun());
		assertThat(campaigns.list(target)).extracting(Campaign::key).containsExactly(copy.key());
		assertThat(audited(tenant.workspace(), "campaign.clone")).isEqualTo(1);
		assertThat(audited(target, "campaign.clone")).isEqualTo(1);
		assertThat(audited(target, "campaign.create")).isEqualTo(1);
	}

	@Test
	void a_location_the_target_lacks_is_named_and_can_be_saved_there_first() {
		sourceAccount.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, false);
		Campaign original = campaigns.create(tenant.workspace(),
				new CampaignInput("Two shops", List.of(DemoData.BLUE_BOTTLE_ALBERTA, DemoData.BLUE_BOTTLE_DIVISION),
						List.of("bakery"), 3, "1", "mi", "weekly",
						SpecDates.formatDate(LocalDate.now(ZoneOffset.UTC).plusDays(2)), "9:00 AM"));
		CampaignInput draft = cloning.draft(tenant.workspace(), original.id(), ENGLISH);

		assertThat(cloning.locationsIn(tenant.workspace(), original.id(), target))
			.filteredOn(location -> !location.savedInTarget())
			.extracting(CampaignCloning.LocationInTarget::placeId)
			.containsExactly(DemoData.BLUE_BOTTLE_DIVISION);
		assertThat(FieldErrors.of(() -> cloning.copy(tenant.workspace(), original.id(), target, draft)))
			.containsKey("placeId");
		assertThat(simulator.calls().count(CREATE, targetAccount.id())).isZero();

		cloning.saveLocationInTarget(tenant.workspace(), original.id(), target, DemoData.BLUE_BOTTLE_DIVISION);
		Campaign copy = cloning.copy(tenant.workspace(), original.id(), target, draft);

		assertThat(copy.placeIds()).containsExactly(DemoData.BLUE_BOTTLE_ALBERTA, DemoData.BLUE_BOTTLE_DIVISION);
	}

	@Test
	void a_copy_into_a_workspace_of_another_agency_is_not_found_and_nothing_is_sent() {
		Campaign original = weekly("Weekly Alberta");
		Tenant other = new TenantFixture(db).tenant();
		int createsBefore = simulator.calls().count(CREATE);

		assertThatThrownBy(() -> cloning.copy(tenant.workspace(), original.id(), other.workspace(),
				cloning.draft(tenant.workspace(), original.id(), ENGLISH)))
			.isInstanceOf(NotFoundException.class);
		assertThat(simulator.calls().count(CREATE)).isEqualTo(createsBefore);
	}

	@Test
	void a_manager_cannot_copy_into_a_workspace_they_are_not_assigned_to() {
		Campaign original = weekly("Weekly Alberta");
		TenantFixture.signIn(tenant.manager());
		CampaignInput draft = cloning.draft(tenant.workspace(), original.id(), ENGLISH);

		assertThat(cloning.targets(tenant.workspace())).extracting(target -> target.id())
			.containsExactly(tenant.workspace());
		assertThatThrownBy(() -> cloning.copy(tenant.workspace(), original.id(), target, draft))
			.isInstanceOf(NotFoundException.class);
		assertThat(simulator.calls().count(CREATE, targetAccount.id())).isZero();
	}

	@Test
	void a_client_viewer_can_neither_copy_nor_pause_in_bulk() {
		Campaign original = weekly("Weekly Alberta");
		CampaignInput draft = cloning.draft(tenant.workspace(), original.id(), ENGLISH);
		TenantFixture.signIn(tenant.viewer());

		assertThatThrownBy(() -> cloning.copy(tenant.workspace(), original.id(), tenant.workspace(), draft))
			.isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> bulk.pauseAll(tenant.workspace(), List.of(original.id())))
			.isInstanceOf(ForbiddenException.class);
	}

	@Test
	void pausing_several_goes_on_past_one_refused_and_reports_each() {
		Campaign alreadyPaused = weekly("Already paused");
		campaigns.pause(tenant.workspace(), alreadyPaused.id());
		Campaign first = weekly("First");
		Campaign second = weekly("Second");

		List<BulkOutcome> outcomes = bulk.pauseAll(tenant.workspace(),
				List.of(alreadyPaused.id(), first.id(), second.id()));

		assertThat(outcomes).extracting(BulkOutcome::id).containsExactly(alreadyPaused.id(), first.id(), second.id());
		assertThat(outcomes).extracting(BulkOutcome::done).containsExactly(false, true, true);
		assertThat(outcomes.get(0).message()).isEqualTo("Only an active campaign can be paused.");
		assertThat(campaigns.list(tenant.workspace())).extracting(Campaign::status).containsOnly(CampaignStatus.PAUSED);
		assertThat(audited(tenant.workspace(), "campaign.pause")).isEqualTo(4);
	}

	@Test
	void a_campaign_of_another_workspace_in_the_batch_stops_it_before_anything_is_sent() {
		Campaign mine = weekly("Mine");
		int pausesBefore = simulator.calls().count("/v2/campaigns/pause");

		assertThatThrownBy(() -> bulk.pauseAll(tenant.workspace(), List.of(mine.id(), CampaignId.random())))
			.isInstanceOf(NotFoundException.class);
		assertThat(simulator.calls().count("/v2/campaigns/pause")).isEqualTo(pausesBefore);
	}

	private int audited(WorkspaceId workspace, String action) {
		return db.fetchCount(AUDIT_EVENT,
				AUDIT_EVENT.WORKSPACE_ID.eq(workspace.value()).and(AUDIT_EVENT.ACTION.eq(action)));
	}

}
