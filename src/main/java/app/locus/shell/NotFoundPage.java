package app.locus.shell;

import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.server.HttpStatusCode;

/**
 * The one answer for a page that does not exist and for a page or workspace the person
 * may not see: same text, same status, no data. The error views for each cause extend it
 * so that they cannot drift apart. See DD023.
 */
abstract class NotFoundPage extends Main {

	NotFoundPage() {
		setId("not-found");
		H1 title = new H1(getTranslation("shell.not-found.title"));
		Paragraph text = new Paragraph(getTranslation("shell.not-found.text"));
		Anchor home = new Anchor("", getTranslation("shell.go-home"));
		home.setId("not-found-home");
		getStyle().set("padding", "var(--lumo-space-l)");
		add(title, text, home);
	}

	int notFound(BeforeEnterEvent event) {
		event.getUI().getPage().setTitle(getTranslation("shell.not-found.browser-title"));
		return HttpStatusCode.NOT_FOUND.getCode();
	}

}
