package app.locus.twofactor.ui;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
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
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * A person's own two-factor sign-in: set it up (scan, keep the recovery codes, prove it
 * with a code), get new recovery codes, or turn it off (with a current code, and not when
 * the agency requires it).
 */
@Route(value = MainLayout.TWO_FACTOR_ROUTE, layout = MainLayout.class)
@PermitAll
class TwoFactorAccountView extends Main implements NamedPage {

	private final transient TwoFactorService twoFactor;

	private final Div content = new Div();

	TwoFactorAccountView(TwoFactorService twoFactor) {
		this.twoFactor = twoFactor;
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("twofactor.account.title")), content);
		show();
	}

	private void show() {
		content.removeAll();
		TwoFactorStatus status = twoFactor.status();
		Paragraph state = new Paragraph(
				status.enrolled() ? getTranslation("twofactor.account.on", status.recoveryCodesLeft())
						: getTranslation("twofactor.account.off"));
		state.setId("two-factor-state");
		content.add(state);
		if (status.requiredByAgency()) {
			Paragraph required = new Paragraph(getTranslation("twofactor.account.required"));
			required.setId("two-factor-required-note");
			content.add(required);
		}
		if (status.enrolled()) {
			content.add(recoveryCodes(), turnOff(status.requiredByAgency()));
		}
		else {
			Button start = new Button(getTranslation("twofactor.account.set-up"), event -> start());
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
		Button confirm = new Button(getTranslation("twofactor.account.turn-on"), event -> {
			if (ServiceCall.run(Map.of("code", code), () -> twoFactor.confirmEnrolment(code.getValue()))) {
				Notices.success(getTranslation("twofactor.account.turned-on"));
				show();
			}
		});
		confirm.setId("two-factor-confirm");
		confirm.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		content.add(new EnrolmentDetails(started[0]), new Paragraph(getTranslation("twofactor.account.confirm")), code,
				confirm);
	}

	private Component recoveryCodes() {
		TextField code = codeField("two-factor-regenerate-code");
		Div fresh = new Div();
		Button regenerate = new Button(getTranslation("twofactor.account.regenerate"), event -> {
			List<String> codes = new ArrayList<>();
			if (ServiceCall.run(Map.of("code", code),
					() -> codes.addAll(twoFactor.regenerateRecoveryCodes(code.getValue())))) {
				code.clear();
				fresh.removeAll();
				fresh.add(new Paragraph(getTranslation("twofactor.account.regenerated")), codeList(codes));
			}
		});
		regenerate.setId("two-factor-regenerate");
		return new Div(new H3(getTranslation("twofactor.account.recovery.title")),
				new Paragraph(getTranslation("twofactor.account.recovery.about")), code, regenerate, fresh);
	}

	private Component turnOff(boolean required) {
		TextField code = codeField("two-factor-disable-code");
		Button disable = new Button(getTranslation("twofactor.account.turn-off"), event -> {
			if (ServiceCall.run(Map.of("code", code), () -> twoFactor.disable(code.getValue()))) {
				Notices.success(getTranslation("twofactor.account.turned-off"));
				show();
			}
		});
		disable.setId("two-factor-disable");
		disable.addThemeVariants(ButtonVariant.LUMO_ERROR);
		code.setEnabled(!required);
		disable.setEnabled(!required);
		return new Div(new H3(getTranslation("twofactor.account.off.title")), new Paragraph(required
				? getTranslation("twofactor.account.off.required") : getTranslation("twofactor.account.off.about")),
				code, disable);
	}

	private TextField codeField(String id) {
		TextField code = new TextField(getTranslation("twofactor.code.label"));
		code.setId(id);
		code.getElement().setAttribute("autocomplete", "one-time-code");
		code.setMaxLength(64);
		return code;
	}

	@Override
	public String pageName() {
		return getTranslation("twofactor.account.title");
	}

	private static UnorderedList codeList(List<String> codes) {
		UnorderedList list = new UnorderedList();
		list.setId("two-factor-new-codes");
		list.getStyle().set("font-family", "monospace");
		codes.forEach(code -> list.add(new ListItem(code)));
		return list;
	}

}
