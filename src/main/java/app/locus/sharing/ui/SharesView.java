package app.locus.sharing.ui;

import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.ServiceCall;
import app.locus.shell.MainLayout;
import app.locus.sharing.ShareService;
import app.locus.sharing.ShareStatus;
import app.locus.sharing.ShareSummary;
import app.locus.base.DisplayDates;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.RolesAllowed;

/**
 * The workspace's share links: which report, who shared it and when, until when it works,
 * whether it still does and how often it was opened, with Revoke. Account managers and
 * admins only; clients do not manage links (DD145).
 */
@Route(value = SharingNavigation.SHARES_ROUTE, layout = MainLayout.class)
@PageTitle("Shared links · Locus")
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class SharesView extends Main implements BeforeEnterObserver {

	private final transient ShareService shares;

	private final Grid<ShareSummary> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(
			"No report of this workspace has been shared yet. Open a report, or a PDF in the client reports, "
					+ "and choose Share.");

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	SharesView(ShareService shares) {
		this.shares = shares;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("shares-grid");
		GridColumns.text(grid, ShareSummary::report).setHeader("Report").setWidth("10em").setFlexGrow(3);
		GridColumns.text(grid, ShareSummary::sharedBy).setHeader("Shared by").setWidth("8em").setFlexGrow(2);
		GridColumns.text(grid, row -> DisplayDates.instant(row.sharedAt()))
			.setHeader("Shared on")
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, SharesView::expires).setHeader("Expires").setWidth("8em").setFlexGrow(2);
		GridColumns.text(grid, row -> row.status().label()).setHeader("Status").setKey("status").setWidth("6em");
		grid.addColumn(ShareSummary::timesOpened).setHeader("Opened").setAutoWidth(true).setFlexGrow(0);
		GridColumns.actionColumn(grid, this::revokeButton, "7em").setFlexGrow(0);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<ShareSummary>folded(ShareSummary::report,
							List.of(row -> "Shared by " + row.sharedBy() + " on "
									+ DisplayDates.instant(row.sharedAt()), row -> "expires " + expires(row)),
							List.of(row -> row.status().label(), row -> "opened: " + row.timesOpened())))
					.setHeader("Shared link")
					.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("shares-empty");
		add(new H2("Shared links"),
				new Paragraph("Links to reports and client report PDFs that open without signing in, each showing "
						+ "the report as it was when it was shared. Revoke a link to close it at once."),
				empty, grid);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		load();
	}

	private static String expires(ShareSummary row) {
		return row.expiresAt() == null ? "Never" : DisplayDates.instant(row.expiresAt());
	}

	private Button revokeButton(ShareSummary row) {
		Button revoke = new Button("Revoke", event -> confirmRevoke(row));
		revoke.setId("revoke-" + row.id());
		revoke.addThemeVariants(ButtonVariant.LUMO_ERROR, ButtonVariant.LUMO_TERTIARY);
		revoke.setVisible(row.status() == ShareStatus.ACTIVE);
		return revoke;
	}

	private void confirmRevoke(ShareSummary row) {
		ConfirmDialog confirm = new ConfirmDialog();
		confirm.setId("revoke-confirm");
		confirm.setHeader("Revoke the link to \"" + row.report() + "\"?");
		confirm.setText("Whoever has the link will no longer see the report. This cannot be undone; you can share "
				+ "the report again with a new link.");
		confirm.setCancelable(true);
		confirm.setConfirmText("Revoke");
		confirm.setConfirmButtonTheme("error primary");
		confirm.addConfirmListener(event -> {
			if (ServiceCall.run(() -> shares.revoke(workspace, row.id()))) {
				Notices.success("The link to \"" + row.report() + "\" was revoked.");
			}
			load();
		});
		confirm.open();
	}

	private void load() {
		List<ShareSummary> rows = shares.shares(workspace);
		grid.setItems(rows);
		grid.setVisible(!rows.isEmpty());
		empty.setVisible(rows.isEmpty());
	}

}
