package app.locus.reviewinbox.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reports.SyncTarget;
import app.locus.reviewinbox.InboxReview;
import app.locus.reviewinbox.ReplyState;
import app.locus.reviewinbox.ReplyTemplate;
import app.locus.reviewinbox.ReplyTemplateService;
import app.locus.reviewinbox.ReplyTemplates;
import app.locus.reviewinbox.ReviewInboxSync;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.upstream.credentials.ApiKeyService;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.textfield.TextArea;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The review inbox page: its navigation entry for staff only, the rows and their order, a
 * filter, and a reply written in place that reaches the simulator once.
 */
class ReviewInboxViewTest extends UiTest {

	static final Set<Integer> ALL_STARS = Set.of(1, 2, 3, 4, 5);

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	ReviewInboxSync sync;

	@Autowired
	ReplyTemplateService templates;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aClientWithTheBakerysReviews() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Inbox view", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
		account.saveLocation(DemoData.BLUE_BOTTLE_DIVISION, true);
		sync.sync(new SyncTarget(tenant.agency(), tenant.workspace()));
	}

	@Test
	void staff_find_the_inbox_in_the_navigation_and_a_client_viewer_does_not() {
		signInAs(tenant.manager());
		navigate("agency/reviews");
		assertThat(navLinks()).containsKey("nav-review-inbox");

		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/overview");
		assertThat(navLinks()).doesNotContainKey("nav-review-inbox");
	}

	@Test
	void unanswered_reviews_come_first_and_the_filters_narrow_the_rows() {
		signInAs(tenant.manager());
		navigate("agency/reviews");

		List<InboxReview> rows = gridRows("review-inbox-grid");
		assertThat(rows).isNotEmpty();
		assertThat(rows.get(0).state()).isEqualTo(ReplyState.UNANSWERED);
		assertThat(rows.get(rows.size() - 1).state()).isEqualTo(ReplyState.ANSWERED);
		assertThat(GridKt._getFormattedRow(byId(Grid.class, "review-inbox-grid"), 0))
			.contains(rows.get(0).stars() + " ★", "Blue Bottle Bakery", "Unanswered");

		byId(Checkbox.class, "review-inbox-unanswered").setValue(true);
		assertThat(this.<InboxReview>gridRows("review-inbox-grid")).isNotEmpty()
			.allSatisfy(row -> assertThat(row.state()).isEqualTo(ReplyState.UNANSWERED));

		@SuppressWarnings("unchecked")
		CheckboxGroup<Integer> stars = byId(CheckboxGroup.class, "review-inbox-stars");
		stars.setValue(Set.of(5));
		assertThat(this.<InboxReview>gridRows("review-inbox-grid"))
			.allSatisfy(row -> assertThat(row.stars()).isEqualTo(5));
	}

	@Test
	void a_reply_written_in_place_is_published_once_and_the_row_shows_it() {
		signInAs(tenant.manager());
		navigate("agency/reviews");
		InboxReview first = this.<InboxReview>gridRows("review-inbox-grid").get(0);
		int before = simulator.calls().count("/v2/gbp/reply-review", account.id());

		_click(replyButtonOfFirstRow());
		byId(TextArea.class, "review-reply-text").setValue("Thank you for the kind words!");
		_click(byId(Button.class, "review-reply-send"));

		assertThat(simulator.calls().count("/v2/gbp/reply-review", account.id())).isEqualTo(before + 1);
		assertThat(this.<InboxReview>gridRows("review-inbox-grid"))
			.filteredOn(row -> row.reviewId().equals(first.reviewId()))
			.singleElement()
			.satisfies(row -> {
				assertThat(row.state()).isEqualTo(ReplyState.ANSWERED);
				assertThat(row.replyText()).isEqualTo("Thank you for the kind words!");
			});
	}

	@Test
	void a_blank_reply_stays_in_the_dialog_with_the_reason_and_nothing_is_sent() {
		signInAs(tenant.manager());
		navigate("agency/reviews");
		InboxReview first = this.<InboxReview>gridRows("review-inbox-grid").get(0);
		int before = simulator.calls().count("/v2/gbp/reply-review", account.id());

		_click(replyButtonOfFirstRow());
		_click(byId(Button.class, "review-reply-send"));

		TextArea text = byId(TextArea.class, "review-reply-text");
		assertThat(text.isInvalid()).isTrue();
		assertThat(text.getErrorMessage()).isNotBlank();
		assertThat(simulator.calls().count("/v2/gbp/reply-review", account.id())).isEqualTo(before);
	}

	@Test
	void a_template_fills_the_reply_in_place_and_the_next_offer_is_the_next_variant() {
		signInAs(tenant.admin());
		templates
			.saveAgencyTemplates(new ReplyTemplates(List.of(new ReplyTemplate(ALL_STARS, "Thank you from {business}."),
					new ReplyTemplate(ALL_STARS, "We are glad you wrote to {business}."))));
		signInAs(tenant.manager());
		navigate("agency/reviews");

		_click(replyButtonOfFirstRow());
		_click(byId(Button.class, "review-reply-template"));
		TextArea text = byId(TextArea.class, "review-reply-text");
		assertThat(text.getValue()).isEqualTo("Thank you from Workspace " + tenant.workspace() + ".");
		assertThat(text.getHelperText()).contains("1 of 2");
		_click(byId(Button.class, "review-reply-template"));
		assertThat(text.getValue()).isEqualTo("We are glad you wrote to Workspace " + tenant.workspace() + ".");
	}

	private static Button replyButtonOfFirstRow() {
		return (Button) GridKt._getCellComponent(byId(Grid.class, "review-inbox-grid"), 0, "actions");
	}

}
