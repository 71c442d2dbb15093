package app.locus.assistants.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.assistants.AssistantAuthorizationServerConfig;
import app.locus.assistants.AssistantConsentService;
import app.locus.assistants.AssistantScopes;
import app.locus.assistants.ConsentRequest;
import app.locus.base.ValidationException;
import app.locus.security.CurrentUser;
import com.vaadin.flow.component.HasComponents;
import com.vaadin.flow.component.HtmlContainer;
import com.vaadin.flow.component.Tag;
import com.vaadin.flow.component.html.H1;
import com.vaadin.flow.component.html.Input;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.NativeButton;
import com.vaadin.flow.component.html.NativeLabel;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinRequest;
import jakarta.annotation.security.PermitAll;
import org.springframework.security.web.csrf.CsrfToken;

/**
 * Where a person allows an assistant to work in Locus as them (DD224): who asks, where it
 * sends them back, and what it may do, each scope a box to untick. Both answers are plain
 * HTML forms posted to the authorization server, which checks the consent's state.
 */
@Route(AssistantAuthorizationServerConfig.CONSENT_ROUTE)
@PermitAll
class AssistantConsentView extends Main implements BeforeEnterObserver, HasDynamicTitle {

	private static final String AUTHORIZE = "oauth2/authorize";

	private final transient AssistantConsentService consents;

	private final transient CurrentUser currentUser;

	AssistantConsentView(AssistantConsentService consents, CurrentUser currentUser) {
		this.consents = consents;
		this.currentUser = currentUser;
		setId("assistant-consent");
		getStyle().set("max-width", "36em").set("margin", "0 auto").set("padding", "var(--lumo-space-l)");
	}

	@Override
	public String getPageTitle() {
		return getTranslation("assistants.consent.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		removeAll();
		Map<String, List<String>> parameters = event.getLocation().getQueryParameters().getParameters();
		String clientId = first(parameters, "client_id");
		String state = first(parameters, "state");
		add(new H1(getTranslation("assistants.consent.title")));
		Optional<ConsentRequest> request = described(clientId, first(parameters, "scope"));
		if (request.isEmpty() || state.isEmpty()) {
			add(new Paragraph(getTranslation("assistants.consent.unknown")));
			return;
		}
		ConsentRequest asked = request.get();
		add(new Paragraph(
				getTranslation("assistants.consent.asks", asked.clientName(), currentUser.require().email())));
		add(new Paragraph(getTranslation("assistants.consent.returns", asked.returnsTo())));
		PostForm allow = new PostForm("assistant-allow", clientId, state);
		for (String scope : asked.scopes()) {
			allow.add(scopeBox(scope));
		}
		allow.add(new Paragraph(getTranslation("assistants.consent.guardrails")));
		allow.add(button("assistant-allow-submit", getTranslation("assistants.consent.allow"), true));
		PostForm deny = new PostForm("assistant-deny", clientId, state);
		deny.add(button("assistant-deny-submit", getTranslation("assistants.consent.deny"), false));
		add(allow, deny);
	}

	/** A link longer than any registration names no assistant. */
	private Optional<ConsentRequest> described(String clientId, String scopes) {
		try {
			return consents.describe(clientId, scopes);
		}
		catch (ValidationException tooLong) {
			return Optional.empty();
		}
	}

	private HtmlContainer scopeBox(String scope) {
		Input box = new Input();
		box.setType("checkbox");
		box.setId("scope-" + scope.replace('.', '-'));
		box.getElement().setAttribute("name", "scope").setAttribute("value", scope).setAttribute("checked", true);
		NativeLabel label = new NativeLabel(getTranslation(scope.equals(AssistantScopes.WRITE)
				? "assistants.consent.scope.write" : "assistants.consent.scope.read"));
		label.setFor(box);
		Row row = new Row();
		row.add(box, label);
		return row;
	}

	private static NativeButton button(String id, String text, boolean primary) {
		NativeButton button = new NativeButton(text);
		button.setId(id);
		button.getElement().setAttribute("type", "submit");
		button.getStyle()
			.set("padding", "var(--lumo-space-s) var(--lumo-space-l)")
			.set("font", "inherit")
			.set("border-radius", "var(--lumo-border-radius-m)")
			.set("border", "1px solid var(--lumo-primary-color)")
			.set("background", primary ? "var(--lumo-primary-color)" : "transparent")
			.set("color", primary ? "var(--lumo-primary-contrast-color)" : "var(--lumo-primary-text-color)")
			.set("cursor", "pointer");
		return button;
	}

	private static String first(Map<String, List<String>> parameters, String name) {
		List<String> values = parameters.get(name);
		return values == null || values.isEmpty() ? "" : values.get(0);
	}

	/** A line of the form: a box and its label. */
	@Tag("div")
	private static final class Row extends HtmlContainer {

		Row() {
			getStyle().set("display", "flex").set("gap", "var(--lumo-space-s)").set("align-items", "center");
		}

	}

	/** A plain form posted to the authorization endpoint with the consent's state. */
	@Tag("form")
	private static final class PostForm extends HtmlContainer implements HasComponents {

		PostForm(String id, String clientId, String state) {
			setId(id);
			getElement().setAttribute("method", "post").setAttribute("action", AUTHORIZE);
			getStyle().set("display", "flex")
				.set("flex-direction", "column")
				.set("gap", "var(--lumo-space-s)")
				.set("margin-top", "var(--lumo-space-m)");
			add(hidden("client_id", clientId), hidden("state", state));
			VaadinRequest request = VaadinRequest.getCurrent();
			if (request != null && request.getAttribute(CsrfToken.class.getName()) instanceof CsrfToken token) {
				add(hidden(token.getParameterName(), token.getToken()));
			}
		}

		private static Input hidden(String name, String value) {
			Input hidden = new Input();
			hidden.setType("hidden");
			hidden.getElement().setAttribute("name", name).setAttribute("value", value);
			return hidden;
		}

	}

}
