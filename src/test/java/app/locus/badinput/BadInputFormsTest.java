package app.locus.badinput;

import static com.github.mvysny.kaributesting.v10.LocatorJ._click;
import static org.assertj.core.api.Assertions.assertThat;
import static org.awaitility.Awaitility.await;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.AbstractField;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.textfield.EmailField;
import com.vaadin.flow.component.textfield.TextField;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;

/**
 * The main forms show the service's refusal of a bad value on the field itself: the field
 * is marked invalid with a message, and the page stays (no error page).
 */
class BadInputFormsTest extends UiTest {

	private static final Duration SETTLE = Duration.ofSeconds(5);

	/** A form: where it is, how it opens, the field and the button that sends it. */
	record Form(String path, String opener, Class<? extends AbstractField<?, String>> type, String field,
			String submit) {

	}

	@TestFactory
	List<DynamicTest> the_main_forms_show_the_refusal_of_a_bad_value_on_the_field() {
		TestAgency agency = tenants.agency();
		WorkspaceId workspace = agency.workspace("Forms");
		var admin = agency.user(Role.AGENCY_ADMIN);
		List<Form> forms = List.of(
				new Form("agency/workspaces", null, TextField.class, "new-workspace-name", "create-workspace"),
				new Form("agency/branding", null, TextField.class, "branding-display-name", "branding-save"),
				new Form("agency/users", "new-user", TextField.class, "new-user-name", "new-user-save"),
				new Form("agency/users", "new-user", EmailField.class, "new-user-email", "new-user-save"),
				new Form("w/" + workspace + "/locations", null, TextField.class, "search-term", "search"));
		List<BadValues> values = BadValues.texts()
			.stream()
			.filter(value -> List.of("empty", "whitespace", "1 MB", "zero-width and bidi controls")
				.contains(value.label()))
			.toList();
		List<DynamicTest> cases = new ArrayList<>();
		for (Form form : forms) {
			for (BadValues value : values) {
				cases.add(DynamicTest.dynamicTest(form.path() + " " + form.field() + " = " + value, () -> {
					signInAs(admin);
					navigate(form.path());
					if (form.opener() != null) {
						_click(byId(Button.class, form.opener()));
					}
					AbstractField<?, String> field = byId(form.type(), form.field());
					field.setValue((String) value.value());
					_click(byId(Button.class, form.submit()));
					HasValidation checked = (HasValidation) field;
					// forms that call the service in the background mark the field when
					// it answers
					await().pollInSameThread()
						.atMost(SETTLE)
						.pollDelay(Duration.ZERO)
						.pollInterval(Duration.ofMillis(10))
						.untilAsserted(() -> {
							MockVaadin.clientRoundtrip();
							assertThat(present("not-found")).as("the page stays").isFalse();
							assertThat(checked.isInvalid()).as("%s is marked invalid for %s", form.field(), value)
								.isTrue();
						});
					assertThat(checked.getErrorMessage()).as("the message on %s", form.field())
						.isNotBlank()
						.doesNotContainIgnoringCase("exception")
						.doesNotContainIgnoringCase("sql");
				}));
			}
		}
		return cases;
	}

}
