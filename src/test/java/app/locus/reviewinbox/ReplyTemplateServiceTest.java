package app.locus.reviewinbox;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.GBP_REVIEW;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.fixtures.FieldErrors;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * Reply templates over a client's stored reviews: the fields filled in, the variants
 * offered in turn, a client's own templates before the agency's, a reviewer without a
 * name, what is refused, and who may change which.
 */
@IntegrationTest
class ReplyTemplateServiceTest {

	static final String PLACE = "place-harbor-main";

	static final String LOCATION = "Harbor Dental, Main St";

	static final ReplyTemplate THANKS = new ReplyTemplate(Set.of(5), "Thank you, {first_name}! {location}");

	static final ReplyTemplate MANY_THANKS = new ReplyTemplate(Set.of(4, 5), "Many thanks from all of {business}.");

	static final ReplyTemplate SORRY = new ReplyTemplate(Set.of(1, 2), "We are sorry, {first_name}. Please call us.");

	@Autowired
	DSLContext db;

	@Autowired
	ReplyTemplateService templates;

	Tenant tenant;

	String business;

	@BeforeEach
	void aClientWithThreeStoredReviews() {
		tenant = new TenantFixture(db).tenant();
		business = "Workspace " + tenant.workspace();
		review("r-anna", "Anna Keller", 5);
		review("r-nameless", null, 5);
		review("r-bob", "Bob", 1);
		TenantFixture.signIn(tenant.admin());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	@Test
	void offers_the_variants_for_the_stars_in_turn_with_the_fields_filled_in() {
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS, MANY_THANKS, SORRY)));
		TenantFixture.signIn(tenant.manager());

		List<SuggestedReply> offered = new ArrayList<>();
		for (int i = 0; i < 3; i++) {
			offered.add(templates.suggest(tenant.workspace(), PLACE, "r-anna").orElseThrow());
		}

		assertThat(offered).containsExactly(new SuggestedReply("Thank you, Anna! " + LOCATION, 1, 2),
				new SuggestedReply("Many thanks from all of " + business + ".", 2, 2),
				new SuggestedReply("Thank you, Anna! " + LOCATION, 1, 2));
		assertThat(templates.suggest(tenant.workspace(), PLACE, "r-bob").orElseThrow().text())
			.isEqualTo("We are sorry, Bob. Please call us.");
	}

	@Test
	void a_clients_own_templates_come_before_the_agencys_for_the_stars_they_answer() {
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS, SORRY)));
		TenantFixture.signIn(tenant.manager());
		templates.saveClientTemplates(tenant.workspace(),
				new ReplyTemplates(List.of(new ReplyTemplate(Set.of(5), "Five stars from {first_name}, thank you!"))));

		assertThat(templates.suggest(tenant.workspace(), PLACE, "r-anna").orElseThrow().text())
			.isEqualTo("Five stars from Anna, thank you!");
		assertThat(templates.suggest(tenant.workspace(), PLACE, "r-bob").orElseThrow().text())
			.as("the client has none for one star: the agency's")
			.isEqualTo("We are sorry, Bob. Please call us.");
		assertThat(templates.clientTemplates(tenant.workspace()).templates()).hasSize(1);
	}

	@Test
	void a_reviewer_without_a_name_gets_a_variant_that_names_nobody_or_the_name_left_out() {
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS, MANY_THANKS)));

		assertThat(templates.suggest(tenant.workspace(), PLACE, "r-nameless").orElseThrow())
			.isEqualTo(new SuggestedReply("Many thanks from all of " + business + ".", 1, 1));

		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS)));
		assertThat(templates.suggest(tenant.workspace(), PLACE, "r-nameless").orElseThrow().text())
			.isEqualTo("Thank you! " + LOCATION);
	}

	@Test
	void no_template_for_the_stars_offers_nothing_and_an_unknown_review_is_not_found() {
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS)));

		assertThat(templates.suggest(tenant.workspace(), PLACE, "r-bob")).isEmpty();
		assertThatThrownBy(() -> templates.suggest(tenant.workspace(), PLACE, "r-unknown"))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void refuses_an_unknown_field_a_template_without_stars_and_too_many_and_keeps_what_was_saved() {
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS)));

		assertThat(FieldErrors.of(() -> templates.saveAgencyTemplates(new ReplyTemplates(
				List.of(new ReplyTemplate(Set.of(5), "Thanks {name}!"), new ReplyTemplate(Set.of(), "Thanks!"))))))
			.containsOnlyKeys("text.1", "stars.2")
			.hasEntrySatisfying("text.1",
					message -> assertThat(message).contains("{first_name}", "{business}", "{location}"));
		assertThat(FieldErrors.of(() -> templates.saveAgencyTemplates(new ReplyTemplates(
				List.of(new ReplyTemplate(Set.of(6), "Thanks!"), new ReplyTemplate(Set.of(5), " "))))))
			.containsOnlyKeys("stars.1", "text.2");
		assertThat(FieldErrors.of(() -> templates.saveAgencyTemplates(
				new ReplyTemplates(Collections.nCopies(ReplyTemplateService.MAX_TEMPLATES + 1, THANKS)))))
			.containsOnlyKeys("templates");
		assertThat(templates.agencyTemplates().templates()).containsExactly(THANKS);
	}

	@Test
	void the_agencys_templates_are_its_admins_to_change_and_each_save_is_audited() {
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(THANKS)));
		TenantFixture.signIn(tenant.manager());

		assertThat(templates.agencyTemplates().templates()).containsExactly(THANKS);
		assertThatThrownBy(() -> templates.saveAgencyTemplates(new ReplyTemplates(List.of())))
			.isInstanceOf(ForbiddenException.class);
		templates.saveClientTemplates(tenant.workspace(), new ReplyTemplates(List.of(SORRY)));
		TenantFixture.signIn(tenant.viewer());
		assertThatThrownBy(() -> templates.agencyTemplates()).isInstanceOf(ForbiddenException.class);
		assertThatThrownBy(() -> templates.clientTemplates(tenant.workspace())).isInstanceOf(ForbiddenException.class);

		assertThat(db.fetchCount(AUDIT_EVENT, AUDIT_EVENT.AGENCY_ID.eq(tenant.agency().value())
			.and(AUDIT_EVENT.ACTION.eq("reviewinbox.templates_saved")))).isEqualTo(2);
		TenantFixture.signIn(tenant.admin());
		assertThat(templates.agencyTemplates().templates()).as("unchanged by the refused save").containsExactly(THANKS);
	}

	private void review(String id, @Nullable String reviewer, int stars) {
		LocalDateTime now = LocalDateTime.now();
		db.insertInto(GBP_REVIEW)
			.set(GBP_REVIEW.WORKSPACE_ID, tenant.workspace().value())
			.set(GBP_REVIEW.PLACE_ID, PLACE)
			.set(GBP_REVIEW.REVIEW_ID, id)
			.set(GBP_REVIEW.AGENCY_ID, tenant.agency().value())
			.set(GBP_REVIEW.LOCATION_NAME, LOCATION)
			.set(GBP_REVIEW.REVIEWER, reviewer)
			.set(GBP_REVIEW.STAR_RATING, stars)
			.set(GBP_REVIEW.REVIEW_TEXT, "Review " + id)
			.set(GBP_REVIEW.CREATED_AT, now)
			.set(GBP_REVIEW.SYNCED_AT, now)
			.execute();
	}

}
