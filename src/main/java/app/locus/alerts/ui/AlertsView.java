package app.locus.alerts.ui;

import java.util.List;

import app.locus.alerts.Alert;
import app.locus.alerts.AlertService;
import app.locus.alerts.ChangedPoints;
import app.locus.base.mail.OutgoingMail;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.ComponentUtil;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.theme.lumo.LumoUtility;
import jakarta.annotation.security.PermitAll;

/**
 * The person's alerts, newest first, each with what it is about and a link there; they
 * mark them read one by one or all at once. Client viewers receive no alerts.
 */
@Route(value = AlertsNavigation.ALERTS_ROUTE, layout = MainLayout.class)
@PermitAll
class AlertsView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient AlertService alerts;

	private final transient CurrentUser currentUser;

	private final Grid<Alert> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph();

	private final Button markAll = new Button();

	AlertsView(AlertService alerts, CurrentUser currentUser) {
		this.alerts = alerts;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("alerts");
		// One wide column that reads like a message (when and where beneath the title),
		// so
		// that the text has the width at 1280 and a row stays short on a phone.
		grid.addComponentColumn(this::describe)
			.setKey("alert")
			.setHeader(getTranslation("alerts.page.column"))
			.setFlexGrow(1);
		grid.addComponentColumn(this::actions).setHeader("").setAutoWidth(true).setFlexGrow(0);
		grid.addThemeVariants(GridVariant.LUMO_WRAP_CELL_CONTENT);
		grid.setAllRowsVisible(true);
		grid.setClassNameGenerator(alert -> alert.read() ? null : "unread");
		empty.setText(getTranslation("alerts.page.empty"));
		empty.setId("alerts-empty");
		markAll.setText(getTranslation("alerts.page.mark-all"));
		markAll.setId("alerts-mark-all");
		markAll.addClickListener(event -> markAll());
		add(new H2(getTranslation("alerts.page.title")));
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		if (!currentUser.require().role().canWrite()) {
			add(new Paragraph(getTranslation("alerts.page.for-staff")));
			return;
		}
		Anchor preferences = new Anchor(AlertsNavigation.PREFERENCES_ROUTE, getTranslation("alerts.page.preferences"));
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

	private Div describe(Alert alert) {
		Span title = new Span(alert.title());
		title.getStyle().set("font-weight", alert.read() ? "normal" : "bold");
		Div when = new Div(OutgoingMail.when(alert.firedAt()) + " · " + alert.workspaceName());
		when.addClassNames(LumoUtility.FontSize.SMALL, LumoUtility.TextColor.SECONDARY);
		Div text = new Div(title, when, new Div(alert.detail()));
		ChangedPoints points = alert.points();
		if (points != null) {
			int all = points.gridSize() * points.gridSize();
			text.add(PointMap.of(points, getTranslation("alerts.page.map", points.points().size(), all)));
		}
		if (alert.link() != null) {
			text.add(new Div(new Anchor(alert.link(), getTranslation("alerts.page.open"))));
		}
		return text;
	}

	private Div actions(Alert alert) {
		if (alert.read()) {
			return new Div(new Span(getTranslation("alerts.page.read")));
		}
		Button read = new Button(getTranslation("alerts.page.mark-read"), event -> {
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
			Notices.success(getTranslation("alerts.page.all-read"));
			changed();
		}
	}

	private void changed() {
		reload();
		getUI().ifPresent(ui -> ComponentUtil.fireEvent(ui, new AlertsChanged(ui)));
	}

	@Override
	public String pageName() {
		return getTranslation("alerts.page.title");
	}

}
