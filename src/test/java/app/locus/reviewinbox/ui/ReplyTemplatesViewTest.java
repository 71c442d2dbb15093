package app.locus.reviewinbox.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Set;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.reviewinbox.ReplyTemplate;
import app.locus.reviewinbox.ReplyTemplateService;
import app.locus.reviewinbox.ReplyTemplates;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextArea;
import com.vaadin.flow.router.RouterLink;
import org.jooq.DSLContext;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The reply templates page: an admin writes the agency's, a manager reads them and writes
 * a client's own, and a refused template keeps its text with the reason on it.
 */
class ReplyTemplatesViewTest extends UiTest {

	@Autowired
	DSLContext db;

	@Autowired
	ReplyTemplateService templates;

	Tenant tenant;

	@BeforeEach
	void anAgency() {
		tenant = new TenantFixture(db).tenant();
	}

	@Test
	void an_admin_writes_the_agencys_templates_from_the_inbox() {
		signInAs(tenant.admin());
		navigate("agency/reviews");
		navigate(byId(RouterLink.class, "review-inbox-templates").getHref());

		_click(byId(Button.class, "reply-templates-add"));
		@SuppressWarnings("unchecked")
		CheckboxGroup<Integer> stars = byId(CheckboxGroup.class, "reply-template-stars-1");
		stars.setValue(Set.of(4, 5));
		byId(TextArea.class, "reply-template-text-1").setValue("Thank you, {first_name}!");
		_click(byId(Button.class, "reply-templates-save"));

		assertThat(templates.agencyTemplates().templates())
			.containsExactly(new ReplyTemplate(Set.of(4, 5), "Thank you, {first_name}!"));
	}

	@Test
	void a_manager_reads_the_agencys_templates_and_writes_a_clients_own() {
		signInAs(tenant.admin());
		templates.saveAgencyTemplates(new ReplyTemplates(List.of(new ReplyTemplate(Set.of(5), "Thanks!"))));
		signInAs(tenant.manager());
		navigate(ReplyTemplatesView.ROUTE);

		assertThat(byId(TextArea.class, "reply-template-text-1").isReadOnly()).isTrue();
		assertThat(present("reply-templates-save") && byId(Button.class, "reply-templates-save").isVisible()).isFalse();

		@SuppressWarnings("unchecked")
		Select<WorkspaceSummary> scope = byId(Select.class, "reply-templates-scope");
		scope.setValue(scope.getListDataView().getItems().findFirst().orElseThrow());
		_click(byId(Button.class, "reply-templates-add"));
		byId(TextArea.class, "reply-template-text-1").setValue("A thank-you from {business}.");
		_click(byId(Button.class, "reply-templates-save"));

		assertThat(templates.clientTemplates(tenant.workspace()).templates())
			.containsExactly(new ReplyTemplate(Set.of(5), "A thank-you from {business}."));
	}

	@Test
	void a_refused_template_keeps_its_text_with_the_reason_on_it() {
		signInAs(tenant.admin());
		navigate(ReplyTemplatesView.ROUTE);

		_click(byId(Button.class, "reply-templates-add"));
		TextArea text = byId(TextArea.class, "reply-template-text-1");
		text.setValue("Thanks {name}!");
		_click(byId(Button.class, "reply-templates-save"));

		assertThat(text.isInvalid()).isTrue();
		assertThat(text.getErrorMessage()).contains("{first_name}");
		assertThat(text.getValue()).isEqualTo("Thanks {name}!");
		assertThat(templates.agencyTemplates().templates()).isEmpty();
	}

}
