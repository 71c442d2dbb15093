package app.locus.twofactor.ui;

import java.util.Optional;

import app.locus.security.SecondFactorStep;
import com.vaadin.flow.component.HtmlContainer;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.html.Input;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeLabel;
import com.vaadin.flow.server.VaadinRequest;

import org.springframework.security.web.csrf.CsrfToken;

/**
 * A plain HTML form that posts the typed code, with Spring's CSRF token, to the filter
 * that finishes a pending sign-in (DD111), as the login form posts the password: the
 * sign-in itself never happens inside a Vaadin request.
 */
@Tag("form")
final class CodePostForm extends HtmlContainer {

	/**
	 * @param submitLabel the button's text, already in the reader's language
	 */
	CodePostForm(String submitLabel, boolean recoveryCodesToo) {
		setId("two-factor-form");
		getElement().setAttribute("method", "post");
		// Relative to the page's base address, which is the application's root.
		getElement().setAttribute("action", SecondFactorStep.CODE_POST_PATH.substring(1));
		getStyle().set("display", "flex").set("flex-direction", "column").set("gap", "var(--lumo-space-s)");
		Input code = new Input();
		code.setId("two-factor-code");
		code.getElement()
			.setAttribute("name", SecondFactorStep.CODE_PARAMETER)
			.setAttribute("autocomplete", "one-time-code")
			.setAttribute("maxlength", "64")
			.setAttribute("required", true)
			.setAttribute("autofocus", true);
		if (!recoveryCodesToo) {
			code.getElement().setAttribute("inputmode", "numeric");
		}
		code.getStyle().set("font-size", "var(--lumo-font-size-l)").set("padding", "var(--lumo-space-s)");
		NativeLabel label = new NativeLabel(recoveryCodesToo ? getTranslation("twofactor.code.label.or-recovery")
				: getTranslation("twofactor.code.label"));
		label.setFor(code);
		NativeButton submit = new NativeButton(submitLabel);
		submit.setId("two-factor-submit");
		submit.getElement().setAttribute("type", "submit");
		add(label, code, submit);
		csrfToken().ifPresent(this::add);
	}

	private static Optional<Input> csrfToken() {
		VaadinRequest request = VaadinRequest.getCurrent();
		if (request == null || !(request.getAttribute(CsrfToken.class.getName()) instanceof CsrfToken token)) {
			return java.util.Optional.empty();
		}
		Input hidden = new Input();
		hidden.setType("hidden");
		hidden.getElement().setAttribute("name", token.getParameterName()).setAttribute("value", token.getToken());
		return java.util.Optional.of(hidden);
	}

}
