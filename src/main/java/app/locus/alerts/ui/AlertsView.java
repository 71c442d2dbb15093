package app.locus.alerts.ui;

import java.util.List;

import app.locus.alerts.Alert;
import app.locus.alerts.AlertService;
import app.locus.base.mail.OutgoingMail;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;

/**
 * The person's alerts, newest first, each with what it is about and a link there; they
 * mark them read one by one or all at once. Client viewers receive no alerts.
 */
@Route(value = AlertsNavigation.ALERTS_ROUTE, layout = MainLayout.class)
@PermitAll
class AlertsView extends Main implements BeforeEnterObserver {

	private final transient AlertService alerts;

	private final transient CurrentUser currentUser;

	private final Grid<Alert> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph("No alerts yet.");

	private final Button markAll = new Button("Mark all read");

	AlertsView(AlertService alerts, CurrentUser currentUser) {
		this.alerts = alerts;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("alerts");
		grid.addColumn(alert -> OutgoingMail.when(alert.firedAt())).setHeader("When").setAutoWidth(true);
		grid.addColumn(Alert::workspaceName).setHeader("Workspace").setAutoWidth(true);
		grid.addComponentColumn(AlertsView::describe).setHeader("Alert").setFlexGrow(1);
		grid.addComponentColumn(this::actions).setHeader("").setAutoWidth(true);
		grid.setAllRowsVisible(true);
		grid.setClassNameGenerator(alert -> alert.read() ? null : "unread");
		empty.setId("alerts-empty");
		markAll.setId("alerts-mark-all");
		markAll.addClickListener(event -> markAll());
		add(new H2("Alerts"));
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (!currentUser.require().role().canWrite()) {
			add(new Paragraph("Alerts go to the agency's staff; your agency tells you what matters."));
			return;
		}
		Anchor preferences = new Anchor(AlertsNavigation.PREFERENCES_ROUTE, "Choose which alerts you receive");
		preferences.setId("alerts-preferences-link");
		add(new Paragraph(preferences), markAll, empty, grid);
		reload();
	}

	private void reload() {
		List<Alert> all = alerts.recent();
		grid.setItems(all);
		empty.setVisible(all.isEmpty());
		grid.setVisible(!all.isEmpty());
		markAll.setVisible(all.stream().anyMatch(alert -> !alert.read()));
	}

	private static Div describe(Alert alert) {
		Span title = new Span(alert.title());
		title.getStyle().set("font-weight", alert.read() ? "normal" : "bold");
		Div text = new Div(title, new Div(alert.detail()));
		text.getStyle().set("white-space", "normal");
		if (alert.link() != null) {
			text.add(new Div(new Anchor(alert.link(), "Open")));
		}
		return text;
	}

	private Div actions(Alert alert) {
		if (alert.read()) {
			return new Div(new Span("Read"));
		}
		Button read = new Button("Mark read", event -> {
			if (ServiceCall.run(() -> alerts.markRead(alert.id()))) {
				changed();
			}
		});
		read.setId("alert-read-" + alert.id().value());
		read.addThemeVariants(ButtonVariant.LUMO_SMALL);
		return new Div(read);
	}

	private void markAll() {
		if (ServiceCall.run(alerts::markAllRead)) {
			Notices.success("Every alert is marked read.");
			changed();
		}
	}

	private void changed() {
		reload();
		getUI().ifPresent(ui -> ComponentUtil.fireEvent(ui, new AlertsChanged(ui)));
	}

}
