package app.locus.upstream.credentials.ui;

import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import app.locus.base.DisplayDates;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.security.PublicAddresses;
import app.locus.shell.MainLayout;
import app.locus.shell.ShellChanged;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.upstream.credentials.ApiKeySummary;
import app.locus.upstream.credentials.AuthorizationStart;
import app.locus.upstream.credentials.ConnectionSummary;
import app.locus.upstream.credentials.OAuthConnectionService;
import app.locus.upstream.gateway.UpstreamWaitListener;
import app.locus.upstream.gateway.UpstreamWaitNotices;

import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.notification.Notification;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.component.textfield.PasswordField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.VaadinSession;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Settings → API keys of a workspace: the stored keys (label, last four characters,
 * dates, status), and for those who manage keys: add (the secret is never shown again),
 * test, rotate, revoke.
 */
@Route(value = KeyNavigation.KEYS_ROUTE, layout = MainLayout.class)
@PageTitle("API keys")
@PermitAll
public class ApiKeysView extends VerticalLayout implements BeforeEnterObserver {

	private final ApiKeyService keys;

	private final OAuthConnectionService connections;

	private final transient Background background;

	private final transient PublicAddresses addresses;

	private final Span connectionStatus = new Span();

	private final Button connect = new Button("Connect with OAuth", event -> connect());

	private final Button disconnect = new Button("Disconnect", event -> confirmDisconnect());

	private final VerticalLayout connection = new VerticalLayout();

	private final Grid<ApiKeySummary> grid = new DirectRowsGrid<>();

	private final TextField label = new TextField("Label");

	private final PasswordField secret = new PasswordField("API key");

	private final TextField ipNote = new TextField("IP whitelist note (optional)");

	private final Button add = new Button("Save key", event -> addKey());

	private final Span status = new Span();

	private final VerticalLayout addForm = new VerticalLayout();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	private boolean canManage;

	private boolean oauthInUse;

	ApiKeysView(ApiKeyService keys, OAuthConnectionService connections, Background background,
			PublicAddresses addresses) {
		this.addresses = addresses;
		this.keys = keys;
		this.connections = connections;
		this.background = background;
		setId("keys-view");
		grid.setId("keys-grid");
		label.setId("key-label");
		secret.setId("key-secret");
		ipNote.setId("key-ip-note");
		add.setId("key-add");
		status.setId("keys-status");
		addForm.setId("key-add-form");
		add.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		secret.setRevealButtonVisible(false);
		configureGrid();
		FormLayout fields = new FormLayout(label, secret, ipNote);
		addForm.add(new H3("Add a key"),
				new Paragraph("Paste a key from the credentials area of the service's "
						+ "dashboard. After saving, it is never shown again; only its last four characters are."),
				fields, add);
		addForm.setPadding(false);
		connectionStatus.setId("oauth-status");
		connect.setId("oauth-connect");
		disconnect.setId("oauth-disconnect");
		disconnect.addThemeVariants(ButtonVariant.LUMO_ERROR);
		connection.setId("oauth-connection");
		connection.setPadding(false);
		connection.add(new H3("Connection with OAuth"),
				new Paragraph("Instead of pasting a key, an agency admin can connect this workspace to the client's "
						+ "service account: the service asks its account holder to approve. While a connection is "
						+ "active, Locus calls the service with it and not with the API keys below."),
				connectionStatus, new HorizontalLayout(connect, disconnect));
		add(new H2("API keys"), lead(), connection, status, grid, addForm);
	}

	/**
	 * What a key is and how its calls are paced: per service account, shared by every
	 * workspace whose keys belong to it (DD162), not per workspace.
	 */
	private Paragraph lead() {
		Paragraph lead = new Paragraph(getTranslation("apikeys.lead", ApiKeyService.MAX_ACTIVE_KEYS));
		lead.setId("api-keys-lead");
		return lead;
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		try {
			workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(""));
			canManage = keys.canManage(workspace);
			addForm.setVisible(canManage);
			refresh();
			refreshConnection();
		}
		catch (NotFoundException | ForbiddenException ex) {
			// Client viewers may not see keys at all; to them the page does not exist
			// (DD023).
			event.rerouteToError(com.vaadin.flow.router.NotFoundException.class);
		}
	}

	private void configureGrid() {
		GridColumns.text(grid, ApiKeySummary::label).setHeader("Label").setWidth("6.5em").setFlexGrow(2);
		GridColumns.text(grid, ApiKeySummary::maskedKey).setHeader("Key").setWidth("6.5em");
		GridColumns.text(grid, ApiKeysView::addedAndRotated).setHeader("Added, rotated").setWidth("7em");
		GridColumns.text(grid, this::statusText).setHeader("Status").setWidth("6em");
		GridColumns.text(grid, key -> when(key.lastWorkedAt())).setHeader("Last worked").setWidth("6em");
		GridColumns.text(grid, ApiKeysView::lastFailure).setHeader("Last refused").setWidth("7em");
		GridColumns.text(grid, ApiKeysView::lastTest).setHeader("Last test").setWidth("6em");
		GridColumns.text(grid, ApiKeysView::ipNote).setHeader("IP whitelist note").setWidth("6em");
		GridColumns.actionColumn(grid, this::actions, "9em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<ApiKeySummary>folded(key -> key.label() + " · " + key.maskedKey(),
							List.of(this::statusText, key -> "added " + addedAndRotated(key), ApiKeysView::ipNote),
							List.of(key -> lastWorked(key), ApiKeysView::lastFailure, ApiKeysView::lastTest)))
					.setHeader("Key")
					.setKey("folded"));
		grid.setAllRowsVisible(true);
	}

	private Component actions(ApiKeySummary key) {
		HorizontalLayout actions = GridColumns.actions();
		if (!canManage || key.status() == ApiKeySummary.Status.REVOKED) {
			return actions;
		}
		Button test = new Button("Test");
		test.addClickListener(event -> testKey(key, test));
		Button rotate = new Button("Rotate", event -> openRotateDialog(key));
		Button revoke = new Button("Revoke", event -> confirmRevoke(key));
		revoke.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_SMALL);
		test.addThemeVariants(ButtonVariant.LUMO_SMALL);
		rotate.addThemeVariants(ButtonVariant.LUMO_SMALL);
		test.setId("key-test-" + key.id());
		rotate.setId("key-rotate-" + key.id());
		revoke.setId("key-revoke-" + key.id());
		actions.add(test, rotate, revoke);
		return actions;
	}

	/**
	 * Saves the key after the service has accepted it: the check waits for the service,
	 * so it runs in the background and the form stays disabled meanwhile.
	 */
	private void addKey() {
		clearErrors(label, secret, ipNote);
		// Cleared before any error is shown: clearing a field afterwards would reset its
		// error.
		String typed = secret.getValue();
		secret.clear();
		String typedLabel = label.getValue();
		String typedNote = ipNote.getValue();
		add.setEnabled(false);
		status.setText("Checking the key with the service…");
		UpstreamWaitListener notice = waitNotice(UI.getCurrent());
		background.run(() -> asking(notice, () -> keys.add(workspace, typedLabel, typed, typedNote)), added -> {
			add.setEnabled(true);
			label.clear();
			ipNote.clear();
			status.setText("");
			Notification.show("Key saved. It will not be shown again.");
			keysChanged();
		}, failure -> {
			add.setEnabled(true);
			status.setText("");
			Failures.show(failure, Map.of("label", label, "secret", secret, "ipNote", ipNote));
		});
	}

	private void testKey(ApiKeySummary key, Button button) {
		button.setEnabled(false);
		status.setText("Testing key \"" + key.label() + "\"…");
		UpstreamWaitListener notice = waitNotice(UI.getCurrent());
		background.run(() -> asking(notice, () -> keys.test(workspace, key.id())), result -> {
			button.setEnabled(true);
			status.setText(result.message());
			refresh();
		}, failure -> {
			button.setEnabled(true);
			status.setText("");
			Failures.show(failure, Map.of());
		});
	}

	/** Runs {@code call} with {@code notice} told when it waits for the service. */
	private static <T> T asking(UpstreamWaitListener notice, Supplier<T> call) {
		try (UpstreamWaitNotices.Scope scope = UpstreamWaitNotices.listen(notice)) {
			return call.get();
		}
	}

	private UpstreamWaitListener waitNotice(UI ui) {
		return new UpstreamWaitListener() {

			@Override
			public void waiting(WaitReason reason) {
				ui.access(() -> status.setText(switch (reason) {
					case QUEUED -> "Waiting for the service… (other calls of this workspace go first)";
					case SERVICE_BUSY -> "Waiting for the service… (it asked us to slow down)";
					case RETRYING -> "Waiting for the service… (trying again)";
				}));
			}

			@Override
			public void sending() {
				ui.access(() -> status.setText("Asking the service…"));
			}

		};
	}

	private void openRotateDialog(ApiKeySummary key) {
		Dialog dialog = new Dialog();
		dialog.setId("rotate-dialog");
		dialog.setHeaderTitle("Rotate key \"" + key.label() + "\"");
		PasswordField newSecret = new PasswordField("New API key");
		newSecret.setId("rotate-secret");
		newSecret.setRevealButtonVisible(false);
		Button save = new Button("Replace key");
		save.addClickListener(event -> {
			String typed = newSecret.getValue();
			newSecret.clear();
			newSecret.setInvalid(false);
			save.setEnabled(false);
			UpstreamWaitListener notice = waitNotice(UI.getCurrent());
			background.run(() -> asking(notice, () -> keys.rotate(workspace, key.id(), typed)), rotated -> {
				dialog.close();
				status.setText("");
				Notification.show("Key replaced. The new key will not be shown again.");
				refresh();
			}, failure -> {
				save.setEnabled(true);
				status.setText("");
				Failures.show(failure, Map.of("secret", newSecret));
			});
		});
		save.setId("rotate-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button("Cancel", event -> dialog.close());
		cancel.setId("rotate-cancel");
		dialog.add(new Paragraph("Paste the new key from the service's dashboard. The label and history stay."),
				newSecret);
		dialog.getFooter().add(cancel, save);
		dialog.open();
	}

	private void confirmRevoke(ApiKeySummary key) {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("revoke-confirm");
		confirm.setHeader("Revoke key \"" + key.label() + "\" (" + key.maskedKey() + ")?");
		confirm.setText("Locus stops using this key at once. The key stays valid at the service until you "
				+ "revoke it in the service's dashboard too.");
		confirm.setCancelable(true);
		confirm.setConfirmText("Revoke");
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			keys.revoke(workspace, key.id());
			Notification.show("Key \"" + key.label() + "\" revoked.");
			keysChanged();
		});
		confirm.open();
	}

	private void refresh() {
		grid.setItems(keys.list(workspace));
	}

	/** The layout's notices reuse their answer for a while: a key notice is due now. */
	private void keysChanged() {
		refresh();
		ShellChanged.fire();
	}

	private void refreshConnection() {
		Optional<ConnectionSummary> current = connections.current(workspace);
		oauthInUse = current.filter(ConnectionSummary::inUse).isPresent();
		grid.getDataProvider().refreshAll();
		boolean admin = connections.canConnect(workspace);
		connectionStatus.setText(current.map(ApiKeysView::connectionText).orElse("Not connected with OAuth."));
		connect.setVisible(admin);
		connect.setText(current.isPresent() ? "Connect again" : "Connect with OAuth");
		disconnect.setVisible(admin && current.isPresent());
	}

	/**
	 * Starts the authorization and sends the browser to the service; the pending
	 * authorization stays in this session until the service sends the person back to
	 * {@link OAuthCallbackView}.
	 */
	private void connect() {
		// from the configured or verified host, never the request's Host header (DD114)
		String callback = addresses.currentSite().resolve("/" + OAuthCallbackView.ROUTE).toString();
		try {
			AuthorizationStart start = connections.start(workspace, callback);
			PendingAuthorizations.keep(VaadinSession.getCurrent(), start.pending());
			UI.getCurrent().getPage().setLocation(start.authorizeUrl());
		}
		catch (ValidationException | UpstreamException | ForbiddenException ex) {
			Notification.show(ex.getMessage());
		}
	}

	private void confirmDisconnect() {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("oauth-disconnect-confirm");
		confirm.setHeader("Disconnect this workspace from the service?");
		confirm.setText("Locus revokes the connection's tokens at the service and stops using them. Active API keys "
				+ "of this workspace are used again.");
		confirm.setCancelable(true);
		confirm.setConfirmText("Disconnect");
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			Notification.show(connections.disconnect(workspace));
			refreshConnection();
		});
		confirm.open();
	}

	private static String connectionText(ConnectionSummary connection) {
		return switch (connection.status()) {
			case ACTIVE -> "Connected with OAuth since " + when(connection.connectedAt()) + "; in use.";
			case NEEDS_RECONNECT -> "The service no longer renews the OAuth connection made "
					+ when(connection.connectedAt()) + ". Connect again (API keys are used meanwhile).";
			case DISCONNECTED -> "Disconnected.";
		};
	}

	private static void clearErrors(HasValidation... fields) {
		for (HasValidation field : fields) {
			field.setInvalid(false);
		}
	}

	private static String addedAndRotated(ApiKeySummary key) {
		return when(key.createdAt()) + (key.rotatedAt() == null ? "" : ", rotated " + when(key.rotatedAt()));
	}

	private static String lastWorked(ApiKeySummary key) {
		return key.lastWorkedAt() == null ? "" : "Last worked " + when(key.lastWorkedAt());
	}

	private static String ipNote(ApiKeySummary key) {
		return key.ipNote() == null ? "" : key.ipNote();
	}

	private String statusText(ApiKeySummary key) {
		if (key.status() == ApiKeySummary.Status.REVOKED) {
			return "Revoked " + when(key.revokedAt());
		}
		return key.inUse() && !oauthInUse ? "Active, in use" : "Active";
	}

	private static String lastFailure(ApiKeySummary key) {
		if (key.lastFailedAt() == null) {
			return "";
		}
		return (key.stoppedWorking() ? "Stopped working " : "") + when(key.lastFailedAt()) + ": "
				+ key.lastFailureReason();
	}

	private static String lastTest(ApiKeySummary key) {
		if (key.lastTestedAt() == null || key.lastTestOutcome() == null) {
			return "Not tested";
		}
		String outcome = switch (key.lastTestOutcome()) {
			case WORKS -> "Works";
			case REFUSED -> "Refused";
			case ERROR -> "Could not test";
		};
		return outcome + ", " + when(key.lastTestedAt());
	}

	private static String when(@Nullable Instant instant) {
		return instant == null ? "" : DisplayDates.instant(instant);
	}

}
