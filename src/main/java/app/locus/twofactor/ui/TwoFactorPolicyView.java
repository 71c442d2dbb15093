package app.locus.twofactor.ui;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.twofactor.TwoFactorService;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins make two-factor sign-in required for everyone in their agency who signs
 * in with a password. The service checks again.
 */
@Route(value = TwoFactorNavigation.POLICY_ROUTE, layout = MainLayout.class)
@PageTitle("Two-factor policy · Locus")
@RolesAllowed("AGENCY_ADMIN")
class TwoFactorPolicyView extends Main {

	TwoFactorPolicyView(TwoFactorService twoFactor) {
		Checkbox required = new Checkbox("Require two-factor sign-in for everyone in this agency");
		required.setId("two-factor-required");
		required.setValue(twoFactor.requiredForAgency());
		required.addValueChangeListener(event -> {
			if (!event.isFromClient()) {
				return;
			}
			if (ServiceCall.run(() -> twoFactor.setRequiredForAgency(event.getValue()))) {
				Notices.success(event.getValue() ? "Two-factor sign-in is now required in your agency."
						: "Two-factor sign-in is now optional in your agency.");
			}
			else {
				required.setValue(event.getOldValue());
			}
		});
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2("Two-factor policy"), new Paragraph(
				"When required, everyone in the agency who signs in with a password must also enter a code from an "
						+ "authenticator app. People who have none set one up right after their password at their "
						+ "next sign-in, and can do nothing else until they have. Sessions already open go on "
						+ "until they end. Sign-in through your identity provider is not affected: its own "
						+ "multi-factor settings apply."),
				required);
	}

}
