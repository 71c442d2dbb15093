package app.locus.portal.ui;

import static app.locus.db.Tables.APP_USER;
import static com.github.mvysny.kaributesting.v10.GridKt._getFormatted;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Set;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.UiTest;
import app.locus.base.ui.WindowWidth;
import app.locus.portal.InvitationStatus;
import app.locus.portal.InvitationSummary;
import app.locus.tenancy.TestTenants.TestAgency;
import app.locus.tenancy.WorkspaceSummary;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.textfield.EmailField;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * The admin's invitations page (the link shown once, with a copy button, when no mail
 * server is configured) and the anonymous page the link opens.
 */
class InvitationViewsTest extends UiTest {

	@Autowired
	DSLContext db;

	@Test
	void an_admin_invites_a_client_sees_the_link_once_and_the_client_sets_a_password() {
		TestAgency agency = tenants.agency();
		WorkspaceId bakery = agency.workspace("Bakery");
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/invitations");
		String email = "client-" + bakery.value().toLowerCase() + "@client.test";
		byId(EmailField.class, "invite-email").setValue(email);
		byId(TextField.class, "invite-name").setValue("Blue Bottle owner");
		@SuppressWarnings("unchecked")
		MultiSelectComboBox<WorkspaceSummary> workspaces = byId(MultiSelectComboBox.class, "invite-workspaces");
		workspaces.setValue(Set.of(workspaces.getListDataView().getItems().findFirst().orElseThrow()));
		ButtonKt._click(byId(Button.class, "invite-send"));

		String link = byId(TextField.class, "invite-link").getValue();
		assertThat(link).contains("/invitation/");
		assertThat(present("invite-copy")).isTrue();
		assertThat(this.<InvitationSummary>gridRows("invitations-grid")).filteredOn(row -> row.email().equals(email))
			.extracting(InvitationSummary::status)
			.containsExactly(InvitationStatus.PENDING);
		navigate("agency/users");
		navigate("agency/invitations");
		assertThat(present("invite-link")).as("the link is not shown again").isFalse();

		openAnonymously();
		navigate(link.substring(link.indexOf("invitation/")));
		assertThat(byId(Paragraph.class, "invitation-message").getText()).contains(email);
		byId(PasswordField.class, "invitation-password").setValue("short");
		byId(PasswordField.class, "invitation-confirmation").setValue("short");
		ButtonKt._click(byId(Button.class, "invitation-save"));
		assertThat(byId(PasswordField.class, "invitation-password").isInvalid()).isTrue();

		byId(PasswordField.class, "invitation-password").setValue("a-fine-long-password");
		byId(PasswordField.class, "invitation-confirmation").setValue("a-fine-long-password");
		ButtonKt._click(byId(Button.class, "invitation-save"));

		assertThat(byId(H2.class, "invitation-title").getText()).isEqualTo("Your password is set");
		assertThat(present("invitation-password")).isFalse();
		assertThat(
				db.select(APP_USER.PASSWORD_HASH).from(APP_USER).where(APP_USER.EMAIL.eq(email)).fetchSingle().value1())
			.isNotNull();

		navigate(link.substring(link.indexOf("invitation/")));
		assertThat(byId(H2.class, "invitation-title").getText()).isEqualTo("This link cannot be used");
		assertThat(byId(Paragraph.class, "invitation-message").getText()).contains("already been used");
	}

	@Test
	void on_a_phone_an_invitation_folds_into_one_column_and_keeps_its_withdraw_button() {
		TestAgency agency = tenants.agency();
		agency.workspace("Harbor Dental");
		signInAs(agency.user(Role.AGENCY_ADMIN));
		navigate("agency/invitations");
		String email = "phone-" + System.nanoTime() + "@client.test";
		byId(EmailField.class, "invite-email").setValue(email);
		byId(TextField.class, "invite-name").setValue("Harbor Dental owner");
		@SuppressWarnings("unchecked")
		MultiSelectComboBox<WorkspaceSummary> workspaces = byId(MultiSelectComboBox.class, "invite-workspaces");
		workspaces.setValue(Set.of(workspaces.getListDataView().getItems().findFirst().orElseThrow()));
		ButtonKt._click(byId(Button.class, "invite-send"));
		@SuppressWarnings("unchecked")
		Grid<InvitationSummary> grid = byId(Grid.class, "invitations-grid");
		InvitationSummary sent = this.<InvitationSummary>gridRows("invitations-grid")
			.stream()
			.filter(row -> row.email().equals(email))
			.findFirst()
			.orElseThrow();

		assertThat(WindowWidth.tooltip(grid.getColumnByKey("email"), sent)).isEqualTo(email);
		assertThat(WindowWidth.tooltip(grid.getColumnByKey("workspaces"), sent)).startsWith("Harbor Dental");

		WindowWidth.resizeTo(WindowWidth.PHONE);

		assertThat(WindowWidth.visibleColumnKeys(grid)).containsExactly("folded", "withdraw");
		assertThat(_getFormatted(grid.getColumnByKey("folded"), sent)).contains(email, "Waiting", "Harbor Dental");
	}

	@Test
	void a_made_up_link_says_it_is_not_valid_and_shows_no_form() {
		openAnonymously();
		navigate("invitation/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA");

		assertThat(byId(Paragraph.class, "invitation-message").getText()).contains("is not valid");
		assertThat(present("invitation-password")).isFalse();
	}

}
