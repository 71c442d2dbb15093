package app.locus.businessprofile.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;

import app.locus.base.i18n.BundleTexts;
import app.locus.base.i18n.Language;
import app.locus.timeline.TimelineService;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.ProfileWriteRefusedException;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.ScriptedBusinessProfile;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.upstream.UpstreamException;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

class EditorTabsTest extends UiTest {

	private static final String PLACE = ScriptedBusinessProfile.PLACE;

	@Autowired
	ApplicationContext context;

	ScriptedUpstreamGateway upstream;

	BusinessProfileService service;

	TestAgency agency;

	WorkspaceId workspace;

	final List<String> refusals = new ArrayList<>();

	@BeforeEach
	void openAsManager() {
		agency = tenants.agency();
		workspace = agency.workspace("Bakery");
		upstream = new ScriptedUpstreamGateway();
		service = ScriptedBusinessProfile.wire(context, upstream);
		signInAs(agency.user(Role.ACCOUNT_MANAGER, workspace));
	}

	@Test
	void deleting_a_post_stays_disabled_until_the_phrase_matches_ignoring_case_and_spaces() {
		show(PostsTab::new, true);
		clickInRow("posts-grid", 0, "post-delete-p1");

		Button confirm = byId(Button.class, "confirm-button");
		assertThat(byId(Paragraph.class, "confirm-change").getText())
			.isEqualTo("Delete the post \"Fresh bread\" from the public listing");
		assertThat(confirm.isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("DELETE");
		assertThat(confirm.isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("  delete_post ");
		assertThat(confirm.isEnabled()).isTrue();
		_click(confirm);

		assertThat(upstream.callsTo("/v2/gbp/delete-post")).singleElement()
			.satisfies(call -> assertThat(call.field("post_id")).isEqualTo("p1"));
	}

	@Test
	void the_post_forms_stop_at_the_limit_and_say_it() {
		show(PostsTab::new, true);
		TextArea summary = byId(TextArea.class, "post-summary");
		clickInRow("posts-grid", 0, "post-edit-p1");
		TextArea edit = byId(TextArea.class, "text-dialog-text");

		for (TextArea field : List.of(summary, edit)) {
			assertThat(field.getMaxLength()).isEqualTo(1500);
			assertThat(field.getHelperText()).contains("1500");
		}
	}

	@Test
	void a_post_is_created_and_edited_without_a_phrase() {
		show(PostsTab::new, true);
		byId(TextArea.class, "post-summary").setValue("Sourdough Sunday");
		_click(byId(Button.class, "post-create"));
		clickInRow("posts-grid", 1, "post-edit-p2");
		byId(TextArea.class, "text-dialog-text").setValue("Croissants all day");
		_click(byId(Button.class, "text-dialog-save"));

		assertThat(upstream.callsTo("/v2/gbp/create-post").get(0).field("summary")).isEqualTo("Sourdough Sunday");
		assertThat(upstream.callsTo("/v2/gbp/update-post").get(0).field("summary")).isEqualTo("Croissants all day");
	}

	@Test
	void a_page_size_outside_1_to_100_is_refused_in_the_form_and_not_sent() {
		show(PostsTab::new, true);
		int before = upstream.count("/v2/gbp/posts");
		IntegerField limit = byId(IntegerField.class, "posts-limit");

		limit.setValue(101);
		_click(byId(Button.class, "posts-first"));
		assertThat(limit.isInvalid()).isTrue();
		limit.setValue(0);
		_click(byId(Button.class, "posts-first"));

		assertThat(upstream.count("/v2/gbp/posts")).isEqualTo(before);
		limit.setValue(100);
		_click(byId(Button.class, "posts-first"));
		assertThat(upstream.callsTo("/v2/gbp/posts").get(before).field("limit")).isEqualTo("100");
	}

	@Test
	void deleting_media_needs_delete_media() {
		show(MediaTab::new, true);
		clickInRow("media-grid", 0, "media-delete-m1");

		assertThat(byId(Paragraph.class, "confirm-change").getText()).startsWith("Delete the photo (cover)")
			.doesNotContain("m1");
		assertThat(byId(Button.class, "confirm-button").isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("delete_media");
		_click(byId(Button.class, "confirm-button"));

		assertThat(upstream.callsTo("/v2/gbp/delete-media").get(0).field("confirm")).isEqualTo("delete_media");
	}

	@Test
	void a_link_that_is_not_editable_shows_why_and_offers_no_change() {
		show(LinksTab::new, true);

		Component readOnly = cell("links-grid", 1);
		assertThat(readOnly).isInstanceOf(Span.class);
		assertThat(((Span) readOnly).getText())
			.isEqualTo("Managed by a third-party provider: it cannot be changed or removed here.");
		clickInRow("links-grid", 0, "link-delete-l1");
		assertThat(byId(Paragraph.class, "confirm-change").getText())
			.isEqualTo("Delete the order link to https://order.example from the public listing");
		byId(TextField.class, "confirm-phrase").setValue("DELETE_LINK ");
		_click(byId(Button.class, "confirm-button"));
		assertThat(upstream.callsTo("/v2/gbp/delete-link").get(0).field("link_id")).isEqualTo("l1");
	}

	@Test
	void deleting_a_reply_needs_delete_reply() {
		show(ReviewsTab::new, true);
		clickInRow("reviews-grid", 0, "review-delete-reply-r1");

		assertThat(byId(Paragraph.class, "confirm-change").getText())
			.isEqualTo("Delete the owner's reply to the review by Ann");
		assertThat(byId(Button.class, "confirm-button").isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("Delete_Reply");
		_click(byId(Button.class, "confirm-button"));

		assertThat(upstream.count("/v2/gbp/delete-review-reply")).isEqualTo(1);
	}

	@Test
	void replacing_services_lists_the_ones_that_will_be_dropped() {
		show(ServicesTab::new, true);
		byId(TextArea.class, "services-replacement").setValue("Catering\nBirthday cakes");
		_click(byId(Button.class, "services-replace"));

		assertThat(byId(UnorderedList.class, "confirm-details").getElement().getTextRecursively())
			.contains("Dropped: Wedding cakes")
			.doesNotContain("Dropped: Catering");
		assertThat(byId(Button.class, "confirm-button").isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("replace_services");
		_click(byId(Button.class, "confirm-button"));

		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/gbp/replace-services").get(0);
		assertThat(call.field("services[0][name]")).isEqualTo("Catering");
		assertThat(call.field("services[1][name]")).isEqualTo("Birthday cakes");
		assertThat(call.field("services[2][name]")).isNull();
	}

	@Test
	@SuppressWarnings("unchecked")
	void attributes_come_from_the_metadata_and_setting_them_needs_set_attributes() {
		show(AttributesTab::new, true);

		assertThat(byId(Paragraph.class, "attributes-explanation").getText()).contains("cannot be removed");
		RadioButtonGroup<String> wifi = byId(RadioButtonGroup.class, "attribute-has_wifi");
		assertThat(wifi.getValue()).isEqualTo(AttributesTab.YES);
		byId(RadioButtonGroup.class, "attribute-has_seating").setValue(AttributesTab.NO);
		_click(byId(Button.class, "attributes-save"));
		byId(TextField.class, "confirm-phrase").setValue(" set_attributes");
		_click(byId(Button.class, "confirm-button"));

		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/gbp/update-attributes").get(0);
		assertThat(call.field("attributes[0][attribute_id]")).isEqualTo("has_seating");
		assertThat(call.field("attributes[0][value]")).isEqualTo("false");
		assertThat(call.field("attributes[1][attribute_id]")).isNull();
	}

	@Test
	@SuppressWarnings("unchecked")
	void closing_permanently_needs_its_phrase_and_the_google_changes_show_as_a_diff() {
		show(ProfileTab::new, true);

		assertThat(byId(UnorderedList.class, "profile-google-diff").getElement().getTextRecursively())
			.contains("Business name: Blue Bottle Bakery → Blue Bottle");
		byId(Select.class, "profile-status").setValue(app.locus.upstream.api.gbp.OpenStatus.CLOSED_PERMANENTLY);
		_click(byId(Button.class, "profile-status-save"));
		assertThat(byId(Button.class, "confirm-button").isEnabled()).isFalse();
		byId(TextField.class, "confirm-phrase").setValue("closed_permanently");
		_click(byId(Button.class, "confirm-button"));

		assertThat(upstream.callsTo("/v2/gbp/update-status").get(0).field("status")).isEqualTo("CLOSED_PERMANENTLY");
	}

	@Test
	void the_profile_reads_as_words_and_only_the_fields_changed_are_sent() {
		show(ProfileTab::new, true);

		assertThat(byId(Div.class, "profile-summary").getElement().getTextRecursively())
			.contains("Business name", "Blue Bottle Bakery", "https://bluebottle.example")
			.doesNotContain("websiteUri", "{");
		assertThat(byId(TextField.class, "profile-title").getLabel()).isEqualTo("Business name");
		assertThat(byId(TextField.class, "profile-website").getValue()).isEqualTo("https://bluebottle.example");
		_click(byId(Button.class, "profile-save"));
		assertThat(upstream.count("/v2/gbp/update-location")).as("nothing changed, nothing sent").isZero();

		byId(TextField.class, "profile-primary_phone").setValue("+1 415 555 0100");
		byId(TextField.class, "profile-website").setValue("");
		_click(byId(Button.class, "profile-save"));

		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/gbp/update-location").get(0);
		assertThat(call.field("location[phoneNumbers][primaryPhone]")).isEqualTo("+1 415 555 0100");
		assertThat(call.field("clear")).isEqualTo("websiteUri");
		assertThat(call.field("location[title]")).as("unchanged, not sent").isNull();
	}

	@Test
	void the_week_editor_sends_end_of_day_as_24_and_an_overnight_period() {
		show(HoursTab::new, true);

		assertThat(byId(TextField.class, "hours-monday-0-open").getValue()).isEqualTo("8:00");
		assertThat(byId(Checkbox.class, "hours-tuesday-closed").getValue()).isTrue();
		byId(TextField.class, "hours-monday-0-close").setValue("24:00");
		byId(Checkbox.class, "hours-friday-closed").setValue(false);
		byId(TextField.class, "hours-friday-0-open").setValue("22");
		byId(TextField.class, "hours-friday-0-close").setValue("0:00");
		_click(byId(Button.class, "hours-save"));

		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/gbp/update-hours").get(0);
		assertThat(call.field("regular[0][open_day]")).isEqualTo("MONDAY");
		assertThat(call.field("regular[0][close_day]")).isEqualTo("MONDAY");
		assertThat(call.field("regular[0][close_time][hours]")).isEqualTo("24");
		// Friday 22:00 to 0:00 closes at or before it opens: it runs into Saturday.
		assertThat(call.field("regular[1][open_day]")).isEqualTo("FRIDAY");
		assertThat(call.field("regular[1][close_day]")).isEqualTo("SATURDAY");
		assertThat(call.field("regular[1][close_time][hours]")).isEqualTo("0");
		assertThat(call.field("regular[2][open_day]")).isNull();
	}

	@Test
	void a_time_that_cannot_be_read_is_marked_on_its_own_field_and_nothing_is_sent() {
		show(HoursTab::new, true);

		byId(Checkbox.class, "hours-wednesday-closed").setValue(false);
		TextField close = byId(TextField.class, "hours-wednesday-0-close");
		close.setValue("25:99");
		_click(byId(Button.class, "hours-save"));

		assertThat(close.isInvalid()).isTrue();
		assertThat(close.getErrorMessage()).contains("0:00 to 24:00");
		assertThat(byId(TextField.class, "hours-wednesday-0-open").isInvalid()).isFalse();
		assertThat(byId(TextField.class, "hours-monday-0-open").isInvalid()).isFalse();
		assertThat(close.getValue()).as("what was typed stays").isEqualTo("25:99");
		assertThat(upstream.count("/v2/gbp/update-hours")).isZero();
	}

	@Test
	void a_refused_write_is_reported_so_the_editor_can_explain_verification() {
		upstream.fail("/v2/gbp/create-post",
				() -> new UpstreamException.BadRequest(ProfileWriteRefusedException.CODE, "Write rejected"));
		show(PostsTab::new, true);
		byId(TextArea.class, "post-summary").setValue("Hello");
		_click(byId(Button.class, "post-create"));

		assertThat(refusals).containsExactly("Write rejected");
		assertThat(upstream.count("/v2/gbp/create-post")).isEqualTo(1);
	}

	@Test
	void a_client_viewer_sees_the_posts_without_any_writing_control() {
		show(PostsTab::new, false);

		assertThat(present("post-create")).isFalse();
		assertThat(present("post-summary")).isFalse();
		assertThat(GridKt._size(byId(Grid.class, "posts-grid"))).isEqualTo(2);
	}

	@Test
	void performance_shows_each_metric_as_a_line_and_leaves_missing_days_as_gaps() {
		show(PerformanceTab::new, false);

		assertThat(byId(Paragraph.class, "metrics-note").getText()).contains("last few days");
		ChartConfig config = byId(Chart.class, "metrics-chart").getConfig();
		assertThat(config.labels()).containsExactly("1 Mar 2026", "2 Mar 2026");
		assertThat(config.datasets()).extracting(ChartConfig.Dataset::label)
			.containsExactly("CALL_CLICKS", "WEBSITE_CLICKS");
		List<? extends Number> websiteClicks = config.datasets().get(1).values();
		assertThat(websiteClicks.get(0)).isNull();
		assertThat(websiteClicks.get(1).intValue()).isEqualTo(9);
		assertThat(upstream.callsTo("/v2/gbp/metrics").get(0).field("metrics")).contains("CALL_CLICKS");
	}

	@Test
	@SuppressWarnings("unchecked")
	void reference_searches_categories_and_chains() {
		show(ReferenceTab::new, false);
		byId(TextField.class, "reference-term").setValue("bak");

		_click(byId(Button.class, "reference-categories"));
		assertThat(this.<app.locus.upstream.api.gbp.NamedItem>gridRows("reference-results"))
			.extracting(app.locus.upstream.api.gbp.NamedItem::displayName)
			.containsExactly("Bakery");
		_click(byId(Button.class, "reference-chains"));
		assertThat(this.<app.locus.upstream.api.gbp.NamedItem>gridRows("reference-results"))
			.extracting(app.locus.upstream.api.gbp.NamedItem::name)
			.containsExactly("chains/blue-bottle");
		assertThat(upstream.callsTo("/v2/gbp/categories").get(0).field("term")).isEqualTo("bak");
	}

	@Test
	void media_rows_show_their_thumbnails() {
		show(MediaTab::new, true);

		Component thumbnail = GridKt._getCellComponent(byId(Grid.class, "media-grid"), 0, "thumbnail");
		assertThat(((com.vaadin.flow.component.html.Image) thumbnail).getSrc())
			.isEqualTo("https://img.example/m1_t.jpg");
	}

	@Test
	void approval_switched_on_after_the_tab_opened_turns_a_delete_into_a_proposal_behind_phrase_and_note() {
		show(PostsTab::new, true);
		approvalSwitchedOnElsewhere();

		clickInRow("posts-grid", 0, "post-delete-p1");

		assertThat(byId(Dialog.class, "confirm-dialog").getHeaderTitle()).isEqualTo("Propose a change to the client");
		assertThat(byId(Div.class, "confirm-fields").getElement().getTextRecursively())
			.isEqualTo("Post: Fresh bread → (deleted)");
		Button confirm = byId(Button.class, "confirm-button");
		assertThat(confirm.isEnabled()).isFalse();
		byId(TextArea.class, "proposal-note").setValue("The offer ended");
		byId(TextField.class, "confirm-phrase").setValue("delete_post");
		_click(confirm);

		assertThat(upstream.count("/v2/gbp/delete-post")).isZero();
		assertThat(context.getBean(ClientApprovalService.class).proposals(workspace, true)).singleElement()
			.satisfies(pending -> {
				assertThat(pending.change()).isEqualTo(new ProfileChange.DeletePost("p1"));
				assertThat(pending.authorNote()).isEqualTo("The offer ended");
			});
	}

	@Test
	void with_approval_on_even_a_new_post_goes_through_the_dialog_with_a_note_and_is_only_proposed() {
		approvalSwitchedOnElsewhere();
		show(PostsTab::new, true);
		byId(TextArea.class, "post-summary").setValue("Rye on Fridays");

		_click(byId(Button.class, "post-create"));

		assertThat(present("confirm-phrase")).isFalse();
		assertThat(byId(Div.class, "confirm-fields").getElement().getTextRecursively())
			.isEqualTo("New post: (none) → Rye on Fridays");
		_click(byId(Button.class, "confirm-button"));
		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
		assertThat(context.getBean(ClientApprovalService.class).proposals(workspace, true))
			.extracting(Proposal::operation)
			.containsExactly("create-post");
	}

	private void approvalSwitchedOnElsewhere() {
		context.getBean(ProposalRepository.class).setRequiresApproval(agency.id(), workspace, true, Instant.now());
	}

	private void show(Function<EditorContext, AreaTab> tab, boolean canWrite) {
		EditorContext editor = new EditorContext(service, context.getBean(ClientApprovalService.class), workspace,
				PLACE, canWrite, refusals::add, java.time.Clock.systemUTC(), context.getBean(TimelineService.class),
				BundleTexts.in(Language.ENGLISH));
		Div page = new Div(tab.apply(editor));
		UI.getCurrent().add(page);
	}

	@SuppressWarnings("unchecked")
	private static Component cell(String gridId, int row) {
		return GridKt._getCellComponent(byId(Grid.class, gridId), row, "actions");
	}

	private static void clickInRow(String gridId, int row, String buttonId) {
		Button button = (Button) cell(gridId, row).getChildren()
			.filter(child -> buttonId.equals(child.getId().orElse(null)))
			.findFirst()
			.orElseThrow(() -> new AssertionError("no " + buttonId + " in row " + row));
		_click(button);
	}

}
