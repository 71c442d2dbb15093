package app.locus.twofactor.ui;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.twofactor.TwoFactorService;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * Agency admins make two-factor sign-in required for everyone in their agency who signs
 * in with a password. The service checks again.
 */
@Route(value = TwoFactorNavigation.POLICY_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class TwoFactorPolicyView extends Main implements NamedPage {

	TwoFactorPolicyView(TwoFactorService twoFactor) {
		Checkbox required = new Checkbox(getTranslation("twofactor.policy.require"));
		required.setId("two-factor-required");
		required.setValue(twoFactor.requiredForAgency());
		required.addValueChangeListener(event -> {
			if (!event.isFromClient()) {
				return;
			}
			if (ServiceCall.run(() -> twoFactor.setRequiredForAgency(event.getValue()))) {
				Notices.success(event.getValue() ? getTranslation("twofactor.policy.now-required")
						: getTranslation("twofactor.policy.now-optional"));
			}
			else {
				required.setValue(event.getOldValue());
			}
		});
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("twofactor.policy.title")), new Paragraph(getTranslation("twofactor.policy.about")),
				required);
	}

	@Override
	public String pageName() {
		return getTranslation("twofactor.policy.title");
	}

}
