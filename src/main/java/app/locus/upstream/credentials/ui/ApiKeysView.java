package app.locus.upstream.credentials.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.security.PublicAddresses;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
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
@PermitAll
public class ApiKeysView extends VerticalLayout implements BeforeEnterObserver, NamedPage {

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final ApiKeyService keys;

	private final OAuthConnectionService connections;

	private final transient Background background;

	private final transient PublicAddresses addresses;

	private final Span connectionStatus = new Span();

	private final Button connect = new Button("", event -> connect());

	private final Button disconnect = new Button("", event -> confirmDisconnect());

	private final VerticalLayout connection = new VerticalLayout();

	private final Grid<ApiKeySummary> grid = new DirectRowsGrid<>();

	private final TextField label = new TextField();

	private final PasswordField secret = new PasswordField();

	private final TextField ipNote = new TextField();

	private final Button add = new Button("", event -> addKey());

	private final Span status = new Span();

	private final VerticalLayout addForm = new VerticalLayout();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	private boolean canManage;

	private boolean oauthInUse;

	private final LocaleFormats formats;

	ApiKeysView(ApiKeyService keys, OAuthConnectionService connections, Background background,
			PublicAddresses addresses) {
		this.addresses = addresses;
		this.keys = keys;
		this.connections = connections;
		this.background = background;
		this.formats = LocaleFormats.of(getLocale());
		setId("keys-view");
		connect.setText(getTranslation("apikeys.oauth.connect"));
		disconnect.setText(getTranslation("apikeys.oauth.disconnect"));
		label.setLabel(getTranslation("apikeys.label"));
		secret.setLabel(getTranslation("apikeys.secret"));
		ipNote.setLabel(getTranslation("apikeys.ip-note"));
		add.setText(getTranslation("apikeys.save"));
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
		addForm.add(new H3(getTranslation("apikeys.add.title")), new Paragraph(getTranslation("apikeys.add.text")),
				fields, add);
		addForm.setPadding(false);
		connectionStatus.setId("oauth-status");
		connect.setId("oauth-connect");
		disconnect.setId("oauth-disconnect");
		disconnect.addThemeVariants(ButtonVariant.LUMO_ERROR);
		connection.setId("oauth-connection");
		connection.setPadding(false);
		connection.add(new H3(getTranslation("apikeys.oauth.title")),
				new Paragraph(getTranslation("apikeys.oauth.text")), connectionStatus,
				new HorizontalLayout(connect, disconnect));
		add(new H2(getTranslation("apikeys.title")), lead(), connection, status, grid, addForm);
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
		GridColumns.text(grid, ApiKeySummary::label)
			.setHeader(getTranslation("apikeys.column.label"))
			.setWidth("6.5em")
			.setFlexGrow(2);
		GridColumns.text(grid, ApiKeySummary::maskedKey)
			.setHeader(getTranslation("apikeys.column.key"))
			.setWidth("6.5em");
		GridColumns.text(grid, this::addedAndRotated).setHeader(getTranslation("apikeys.column.added")).setWidth("7em");
		GridColumns.text(grid, this::statusText).setHeader(getTranslation("apikeys.column.status")).setWidth("6em");
		GridColumns.text(grid, key -> when(key.lastWorkedAt()))
			.setHeader(getTranslation("apikeys.column.last-worked"))
			.setWidth("6em");
		GridColumns.text(grid, this::lastFailure)
			.setHeader(getTranslation("apikeys.column.last-refused"))
			.setWidth("7em");
		GridColumns.text(grid, this::lastTest).setHeader(getTranslation("apikeys.column.last-test")).setWidth("6em");
		GridColumns.text(grid, ApiKeysView::ipNote).setHeader(getTranslation("apikeys.column.ip-note")).setWidth("6em");
		GridColumns.actionColumn(grid, this::actions, "9em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<ApiKeySummary>folded(
					key -> getTranslation("apikeys.folded.key", key.label(), key.maskedKey()),
					List.of(this::statusText, key -> getTranslation("apikeys.folded.added", addedAndRotated(key)),
							ApiKeysView::ipNote),
					List.of(this::lastWorked, this::lastFailure, this::lastTest)))
			.setHeader(getTranslation("apikeys.column.folded"))
			.setKey("folded"));
		grid.setAllRowsVisible(true);
	}

	private Component actions(ApiKeySummary key) {
		HorizontalLayout actions = GridColumns.actions();
		if (!canManage || key.status() == ApiKeySummary.Status.REVOKED) {
			return actions;
		}
		Button test = new Button(getTranslation("apikeys.test"));
		test.addClickListener(event -> testKey(key, test));
		Button rotate = new Button(getTranslation("apikeys.rotate"), event -> openRotateDialog(key));
		Button revoke = new Button(getTranslation("apikeys.revoke"), event -> confirmRevoke(key));
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
		status.setText(getTranslation("apikeys.checking"));
		UpstreamWaitListener notice = waitNotice(UI.getCurrent());
		background.run(() -> asking(notice, () -> keys.add(workspace, typedLabel, typed, typedNote)), added -> {
			add.setEnabled(true);
			label.clear();
			ipNote.clear();
			status.setText("");
			Notification.show(getTranslation("apikeys.saved"));
			keysChanged();
		}, failure -> {
			add.setEnabled(true);
			status.setText("");
			Failures.show(failure, Map.of("label", label, "secret", secret, "ipNote", ipNote));
		});
	}

	private void testKey(ApiKeySummary key, Button button) {
		button.setEnabled(false);
		status.setText(getTranslation("apikeys.testing", key.label()));
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
				ui.access(() -> status.setText(getTranslation(switch (reason) {
					case QUEUED -> "apikeys.wait.queued";
					case SERVICE_BUSY -> "apikeys.wait.service-busy";
					case RETRYING -> "apikeys.wait.retrying";
				})));
			}

			@Override
			public void sending() {
				ui.access(() -> status.setText(getTranslation("apikeys.asking")));
			}

		};
	}

	private void openRotateDialog(ApiKeySummary key) {
		Dialog dialog = new Dialog();
		dialog.setId("rotate-dialog");
		dialog.setHeaderTitle(getTranslation("apikeys.rotate.title", key.label()));
		PasswordField newSecret = new PasswordField(getTranslation("apikeys.rotate.secret"));
		newSecret.setId("rotate-secret");
		newSecret.setRevealButtonVisible(false);
		Button save = new Button(getTranslation("apikeys.rotate.save"));
		save.addClickListener(event -> {
			String typed = newSecret.getValue();
			newSecret.clear();
			newSecret.setInvalid(false);
			save.setEnabled(false);
			UpstreamWaitListener notice = waitNotice(UI.getCurrent());
			background.run(() -> asking(notice, () -> keys.rotate(workspace, key.id(), typed)), rotated -> {
				dialog.close();
				status.setText("");
				Notification.show(getTranslation("apikeys.rotated"));
				refresh();
			}, failure -> {
				save.setEnabled(true);
				status.setText("");
				Failures.show(failure, Map.of("secret", newSecret));
			});
		});
		save.setId("rotate-save");
		save.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		Button cancel = new Button(getTranslation("apikeys.cancel"), event -> dialog.close());
		cancel.setId("rotate-cancel");
		dialog.add(new Paragraph(getTranslation("apikeys.rotate.text")), newSecret);
		dialog.getFooter().add(cancel, save);
		dialog.open();
	}

	private void confirmRevoke(ApiKeySummary key) {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("revoke-confirm");
		confirm.setHeader(getTranslation("apikeys.revoke.title", key.label(), key.maskedKey()));
		confirm.setText(getTranslation("apikeys.revoke.text"));
		confirm.setCancelable(true);
		confirm.setCancelText(getTranslation("apikeys.cancel"));
		confirm.setConfirmText(getTranslation("apikeys.revoke"));
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			keys.revoke(workspace, key.id());
			Notification.show(getTranslation("apikeys.revoked", key.label()));
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
		connectionStatus
			.setText(current.map(this::connectionText).orElseGet(() -> getTranslation("apikeys.oauth.none")));
		connect.setVisible(admin);
		connect.setText(getTranslation(current.isPresent() ? "apikeys.oauth.connect-again" : "apikeys.oauth.connect"));
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
		confirm.setHeader(getTranslation("apikeys.disconnect.title"));
		confirm.setText(getTranslation("apikeys.disconnect.text"));
		confirm.setCancelable(true);
		confirm.setCancelText(getTranslation("apikeys.cancel"));
		confirm.setConfirmText(getTranslation("apikeys.oauth.disconnect"));
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			Notification.show(connections.disconnect(workspace));
			refreshConnection();
		});
		confirm.open();
	}

	private String connectionText(ConnectionSummary connection) {
		return switch (connection.status()) {
			case ACTIVE -> getTranslation("apikeys.oauth.active", when(connection.connectedAt()));
			case NEEDS_RECONNECT -> getTranslation("apikeys.oauth.needs-reconnect", when(connection.connectedAt()));
			case DISCONNECTED -> getTranslation("apikeys.oauth.disconnected");
		};
	}

	private static void clearErrors(HasValidation... fields) {
		for (HasValidation field : fields) {
			field.setInvalid(false);
		}
	}

	private String addedAndRotated(ApiKeySummary key) {
		return key.rotatedAt() == null ? when(key.createdAt())
				: getTranslation("apikeys.added-rotated", when(key.createdAt()), when(key.rotatedAt()));
	}

	private String lastWorked(ApiKeySummary key) {
		return key.lastWorkedAt() == null ? "" : getTranslation("apikeys.last-worked", when(key.lastWorkedAt()));
	}

	private static String ipNote(ApiKeySummary key) {
		return key.ipNote() == null ? "" : key.ipNote();
	}

	private String statusText(ApiKeySummary key) {
		if (key.status() == ApiKeySummary.Status.REVOKED) {
			return getTranslation("apikeys.status.revoked", when(key.revokedAt()));
		}
		return getTranslation(key.inUse() && !oauthInUse ? "apikeys.status.in-use" : "apikeys.status.active");
	}

	private String lastFailure(ApiKeySummary key) {
		if (key.lastFailedAt() == null) {
			return "";
		}
		return getTranslation(key.stoppedWorking() ? "apikeys.failure.stopped" : "apikeys.failure",
				when(key.lastFailedAt()), key.lastFailureReason());
	}

	private String lastTest(ApiKeySummary key) {
		if (key.lastTestedAt() == null || key.lastTestOutcome() == null) {
			return getTranslation("apikeys.test.never");
		}
		return getTranslation(switch (key.lastTestOutcome()) {
			case WORKS -> "apikeys.test.works";
			case REFUSED -> "apikeys.test.refused";
			case ERROR -> "apikeys.test.error";
		}, when(key.lastTestedAt()));
	}

	private String when(@Nullable Instant instant) {
		return instant == null ? "" : formats.instant(instant, UTC);
	}

	@Override
	public String pageName() {
		return getTranslation("apikeys.title");
	}

}
