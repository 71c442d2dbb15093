package app.locus.upstream.credentials.ui;

import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.shell.MainLayout;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.credentials.OAuthConnectionService;
import app.locus.upstream.credentials.PendingAuthorization;

import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.HasDynamicTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouteParameters;
import com.vaadin.flow.router.RouterLink;
import com.vaadin.flow.server.VaadinSession;

import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Where the service sends the person back after they approved (or declined) connecting a
 * workspace (DD034): finds the authorization they started in this session by its
 * {@code state}, finishes it and returns to the workspace's API keys page; otherwise says
 * what went wrong.
 */
@Route(OAuthCallbackView.ROUTE)
@PermitAll
class OAuthCallbackView extends VerticalLayout implements BeforeEnterObserver, HasDynamicTitle {

	static final String ROUTE = "oauth/upstream/callback";

	private final OAuthConnectionService connections;

	private final Paragraph message = new Paragraph();

	OAuthCallbackView(OAuthConnectionService connections) {
		this.connections = connections;
		setId("oauth-callback");
		message.setId("oauth-callback-message");
		add(new H2(getTranslation("apikeys.callback.title")), message);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		Map<String, List<String>> query = event.getLocation().getQueryParameters().getParameters();
		Optional<PendingAuthorization> pending = PendingAuthorizations.take(VaadinSession.getCurrent(),
				first(query, "state"));
		if (pending.isEmpty()) {
			message.setText(getTranslation("apikeys.callback.none"));
			return;
		}
		RouteParameters keysPage = new RouteParameters(MainLayout.WORKSPACE_PARAMETER,
				pending.get().workspace().value());
		try {
			connections.complete(pending.get(), first(query, "state"), first(query, "code"), first(query, "error"));
			Notification.show(getTranslation("apikeys.callback.connected"));
			event.forwardTo(ApiKeysView.class, keysPage);
		}
		catch (ValidationException ex) {
			message.setText(String.join(" ", ex.fieldErrors().values()));
			add(new RouterLink(getTranslation("apikeys.callback.back"), ApiKeysView.class, keysPage));
		}
		catch (UpstreamException ex) {
			message.setText(getTranslation("apikeys.callback.failed", ex.getMessage()));
			add(new RouterLink(getTranslation("apikeys.callback.back"), ApiKeysView.class, keysPage));
		}
		catch (NotFoundException | ForbiddenException ex) {
			event.rerouteToError(com.vaadin.flow.router.NotFoundException.class);
		}
	}

	@Override
	public String getPageTitle() {
		return getTranslation("apikeys.callback.title");
	}

	private static @Nullable String first(Map<String, List<String>> query, String name) {
		List<String> values = query.get(name);
		return values == null || values.isEmpty() ? null : values.get(0);
	}

}
