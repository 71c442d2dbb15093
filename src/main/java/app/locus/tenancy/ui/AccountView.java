package app.locus.tenancy.ui;

import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.AccountService;
import app.locus.tenancy.PasswordPolicy;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * "My account": the signed-in person changes their own password (DD107).
 */
@Route(value = MainLayout.ACCOUNT_ROUTE, layout = MainLayout.class)
@PermitAll
class AccountView extends Main implements NamedPage {

	private final transient AccountService account;

	private final PasswordField current = new PasswordField(getTranslation("tenancy.account.current-password"));

	private final PasswordField password = new PasswordField(getTranslation("tenancy.password.new"));

	private final PasswordField confirmation = new PasswordField(getTranslation("tenancy.password.new-again"));

	AccountView(AccountService account) {
		this.account = account;
		getStyle().set("padding", "var(--lumo-space-l)");
		current.setId("account-current-password");
		password.setId("account-new-password");
		password.setHelperText(getTranslation("tenancy.password.hint", PasswordPolicy.MIN_LENGTH));
		confirmation.setId("account-confirmation");
		Button save = new Button(getTranslation("tenancy.account.change-password"), event -> change());
		save.setId("account-change-password");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		VerticalLayout form = new VerticalLayout(new H3(getTranslation("tenancy.account.password")), current, password,
				confirmation, save);
		form.setMaxWidth("32rem");
		form.setPadding(false);
		add(new H2(getTranslation("tenancy.account.title")), form);
	}

	@Override
	public String pageName() {
		return getTranslation("tenancy.account.title");
	}

	private void change() {
		Map<String, PasswordField> fields = Map.of("currentPassword", current, "password", password, "confirmation",
				confirmation);
		if (ServiceCall.run(fields,
				() -> account.changePassword(current.getValue(), password.getValue(), confirmation.getValue()))) {
			current.clear();
			password.clear();
			confirmation.clear();
			Notices.success(getTranslation("tenancy.account.changed"));
		}
	}

}
