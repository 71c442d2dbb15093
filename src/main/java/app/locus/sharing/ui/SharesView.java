package app.locus.sharing.ui;

import java.time.Instant;
import java.time.ZoneId;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.sharing.ShareService;
import app.locus.sharing.ShareStatus;
import app.locus.sharing.ShareSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * The workspace's share links: which report, who shared it and when, until when it works,
 * whether it still does and how often it was opened, with Revoke. Account managers and
 * admins only; clients do not manage links (DD145).
 */
@Route(value = SharingNavigation.SHARES_ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class SharesView extends Main implements BeforeEnterObserver, NamedPage {

	/** The zone the times are shown in, named beside them. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient ShareService shares;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	private final Grid<ShareSummary> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(getTranslation("sharing.empty"));

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	SharesView(ShareService shares) {
		this.shares = shares;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("shares-grid");
		GridColumns.text(grid, ShareSummary::report)
			.setHeader(getTranslation("sharing.column.report"))
			.setWidth("10em")
			.setFlexGrow(3);
		GridColumns.text(grid, ShareSummary::sharedBy)
			.setHeader(getTranslation("sharing.column.shared-by"))
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, row -> when(row.sharedAt()))
			.setHeader(getTranslation("sharing.column.shared-on"))
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, this::expires)
			.setHeader(getTranslation("sharing.column.expires"))
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, this::status)
			.setHeader(getTranslation("sharing.column.status"))
			.setKey("status")
			.setWidth("6em");
		grid.addColumn(row -> formats.number(row.timesOpened()))
			.setHeader(getTranslation("sharing.column.opened"))
			.setAutoWidth(true)
			.setFlexGrow(0);
		GridColumns.actionColumn(grid, this::revokeButton, "7em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid, () -> grid
			.addColumn(PhoneWidth.<ShareSummary>folded(ShareSummary::report,
					List.of(row -> getTranslation("sharing.folded.shared", row.sharedBy(), when(row.sharedAt())),
							row -> getTranslation("sharing.folded.expires", expires(row))),
					List.of(this::status,
							row -> getTranslation("sharing.folded.opened", formats.number(row.timesOpened())))))
			.setHeader(getTranslation("sharing.column.folded"))
			.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("shares-empty");
		add(new H2(getTranslation("sharing.title")), new Paragraph(getTranslation("sharing.intro")), empty, grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		load();
	}

	private String expires(ShareSummary row) {
		return row.expiresAt() == null ? getTranslation("sharing.never") : when(row.expiresAt());
	}

	private String when(Instant at) {
		return formats.instant(at, UTC);
	}

	private String status(ShareSummary row) {
		return getTranslation(switch (row.status()) {
			case ACTIVE -> "sharing.status.active";
			case EXPIRED -> "sharing.status.expired";
			case REVOKED -> "sharing.status.revoked";
		});
	}

	private Button revokeButton(ShareSummary row) {
		Button revoke = new Button(getTranslation("sharing.revoke"), event -> confirmRevoke(row));
		revoke.setId("revoke-" + row.id());
		revoke.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		revoke.setVisible(row.status() == ShareStatus.ACTIVE);
		return revoke;
	}

	private void confirmRevoke(ShareSummary row) {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("revoke-confirm");
		confirm.setHeader(getTranslation("sharing.revoke.header", row.report()));
		confirm.setText(getTranslation("sharing.revoke.text"));
		confirm.setCancelable(true);
		confirm.setCancelText(getTranslation("sharing.revoke.cancel"));
		confirm.setConfirmText(getTranslation("sharing.revoke"));
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			if (ServiceCall.run(() -> shares.revoke(workspace, row.id()))) {
				Notices.success(getTranslation("sharing.revoked", row.report()));
			}
			load();
		});
		confirm.open();
	}

	@Override
	public String pageName() {
		return getTranslation("sharing.title");
	}

	private void load() {
		List<ShareSummary> rows = shares.shares(workspace);
		grid.setItems(rows);
		grid.setVisible(!rows.isEmpty());
		empty.setVisible(rows.isEmpty());
	}

}
