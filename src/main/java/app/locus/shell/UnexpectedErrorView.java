package app.locus.shell;

import app.locus.base.ui.UnexpectedErrors;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.ErrorParameter;
import com.vaadin.flow.router.HasErrorParameter;
import com.vaadin.flow.server.HttpStatusCode;
import com.vaadin.flow.server.auth.AnonymousAllowed;

/**
 * A page failed to open with an exception no other error view handles: the person reads
 * the plain message of a typed error, or "something went wrong" with a reference that is
 * logged once with the stack trace (DD118). Replaces Vaadin's default page, which shows
 * the stack trace in development mode.
 */
@AnonymousAllowed
class UnexpectedErrorView extends Main implements HasErrorParameter<Exception> {

	private final Paragraph message = new Paragraph();

	UnexpectedErrorView() {
		setId("unexpected-error");
		message.setId("unexpected-error-message");
		Anchor home = new Anchor("", getTranslation("shell.go-home"));
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H1(getTranslation("shell.error.title")), message, home);
	}

	@Override
	public int setErrorParameter(BeforeEnterEvent event, ErrorParameter<Exception> parameter) {
		message.setText(UnexpectedErrors.describe(parameter.getCaughtException()));
		event.getUI().getPage().setTitle(getTranslation("shell.error.browser-title"));
		return HttpStatusCode.INTERNAL_SERVER_ERROR.getCode();
	}

}
