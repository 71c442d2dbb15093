package app.locus.twofactor.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.twofactor.Enrolment;
import app.locus.twofactor.TwoFactorService;
import app.locus.twofactor.TwoFactorStatus;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.UnorderedList;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * A person's own two-factor sign-in: set it up (scan, keep the recovery codes, prove it
 * with a code), get new recovery codes, or turn it off (with a current code, and not when
 * the agency requires it).
 */
@Route(value = MainLayout.TWO_FACTOR_ROUTE, layout = MainLayout.class)
@PageTitle("Two-factor sign-in · Locus")
@PermitAll
class TwoFactorAccountView extends Main {

	private final transient TwoFactorService twoFactor;

	private final Div content = new Div();

	TwoFactorAccountView(TwoFactorService twoFactor) {
		this.twoFactor = twoFactor;
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2("Two-factor sign-in"), content);
		show();
	}

	private void show() {
		content.removeAll();
		TwoFactorStatus status = twoFactor.status();
		Paragraph state = new Paragraph(status.enrolled()
				? "On: you sign in with your password and a code from your authenticator app. "
						+ status.recoveryCodesLeft() + " of your recovery codes are left."
				: "Off: your password alone signs you in.");
		state.setId("two-factor-state");
		content.add(state);
		if (status.requiredByAgency()) {
			Paragraph required = new Paragraph("Your agency requires two-factor sign-in.");
			required.setId("two-factor-required-note");
			content.add(required);
		}
		if (status.enrolled()) {
			content.add(recoveryCodes(), turnOff(status.requiredByAgency()));
		}
		else {
			Button start = new Button("Set up two-factor sign-in", event -> start());
			start.setId("two-factor-start");
			start.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
			content.add(start);
		}
	}

	private void start() {
		Enrolment[] started = new Enrolment[1];
		if (!ServiceCall.run(() -> started[0] = twoFactor.startEnrolment())) {
			return;
		}
		content.removeAll();
		TextField code = codeField("two-factor-confirm-code");
		Button confirm = new Button("Turn on", event -> {
			if (ServiceCall.run(Map.of("code", code), () -> twoFactor.confirmEnrolment(code.getValue()))) {
				Notices.success("Two-factor sign-in is on.");
				show();
			}
		});
		confirm.setId("two-factor-confirm");
		confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		content.add(new EnrolmentDetails(started[0]),
				new Paragraph("3. Enter the code the app shows now to turn two-factor sign-in on."), code, confirm);
	}

	private Component recoveryCodes() {
		TextField code = codeField("two-factor-regenerate-code");
		Div fresh = new Div();
		Button regenerate = new Button("New recovery codes", event -> {
			List<String> codes = new ArrayList<>();
			if (ServiceCall.run(Map.of("code", code),
					() -> codes.addAll(twoFactor.regenerateRecoveryCodes(code.getValue())))) {
				code.clear();
				fresh.removeAll();
				fresh.add(
						new Paragraph(
								"Your new recovery codes (the old ones no longer work). They are shown only now:"),
						codeList(codes));
			}
		});
		regenerate.setId("two-factor-regenerate");
		return new Div(new H3("Recovery codes"),
				new Paragraph("New codes replace all old ones. Enter a current code of your app to get them."), code,
				regenerate, fresh);
	}

	private Component turnOff(boolean required) {
		TextField code = codeField("two-factor-disable-code");
		Button disable = new Button("Turn off", event -> {
			if (ServiceCall.run(Map.of("code", code), () -> twoFactor.disable(code.getValue()))) {
				Notices.success("Two-factor sign-in is off.");
				show();
			}
		});
		disable.setId("two-factor-disable");
		disable.addThemeVariants(ButtonVariant.LUMO_ERROR);
		code.setEnabled(!required);
		disable.setEnabled(!required);
		return new Div(new H3("Turn off"),
				new Paragraph(required ? "Your agency requires two-factor sign-in, so it cannot be turned off."
						: "Enter a current code of your app to turn two-factor sign-in off."),
				code, disable);
	}

	private static TextField codeField(String id) {
		TextField code = new TextField("Code from your app");
		code.setId(id);
		code.getElement().setAttribute("autocomplete", "one-time-code");
		code.setMaxLength(64);
		return code;
	}

	private static UnorderedList codeList(List<String> codes) {
		UnorderedList list = new UnorderedList();
		list.setId("two-factor-new-codes");
		list.getStyle().set("font-family", "monospace");
		codes.forEach(code -> list.add(new ListItem(code)));
		return list;
	}

}
