package app.locus.credits.ui;

import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Map;

import app.locus.base.DisplayDates;
import app.locus.base.ForbiddenException;
import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.credits.AccountSnapshot;
import app.locus.credits.BudgetCheck;
import app.locus.credits.BudgetService;
import app.locus.credits.CreditsOverview;
import app.locus.credits.CreditsService;
import app.locus.credits.RunOutForecast;
import app.locus.credits.WeeklySpend;
import app.locus.shell.MainLayout;
import app.locus.scans.UnknownSpendService;
import app.locus.scans.ui.UnknownSpendsNavigation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * The workspace's credits (DD051): plan, balance and renewal from the latest snapshot,
 * the balance over time, credits spent per week by source, this month against the budget,
 * and the day the planned runs exhaust the balance. Agency admins set the budget and
 * whether client viewers see this page; client viewers only read.
 */
@Route(value = CreditsNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Credits · Locus")
@PermitAll
class CreditsView extends Main implements BeforeEnterObserver {

	private static final String RED = "#dc2626";

	private final transient CreditsService credits;

	private final transient BudgetService budgets;

	private final transient UnknownSpendService unknownSpends;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	CreditsView(CreditsService credits, BudgetService budgets, UnknownSpendService unknownSpends) {
		this.credits = credits;
		this.budgets = budgets;
		this.unknownSpends = unknownSpends;
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		show();
	}

	private void show() {
		removeAll();
		add(new H2("Credits"));
		CreditsOverview overview;
		try {
			overview = credits.overview(workspace);
		}
		catch (ForbiddenException ex) {
			Paragraph hidden = new Paragraph(ex.getMessage());
			hidden.setId("credits-hidden");
			add(hidden);
			return;
		}
		add(summary(overview), forecast(overview.forecast()),
				UnknownSpendsNavigation.countLink(unknownSpends, workspace), new H3("Balance over time"),
				balanceChart(overview), new H3("Credits spent per week"), spendChart(overview.weeklySpend()),
				new H3("This month"), month(overview.thisMonth()));
		if (overview.canEditBudget()) {
			add(budgetEditor(overview.thisMonth()), visibility(overview.shownToClients()));
		}
	}

	private HorizontalLayout summary(CreditsOverview overview) {
		AccountSnapshot latest = overview.latest();
		Paragraph text = new Paragraph(latest == null ? "No account snapshot yet."
				: "Plan: " + orUnknown(latest.plan()) + " · Balance: " + orUnknown(latest.balance())
						+ " credits · Next renewal: " + orUnknown(latest.renewalDate()) + " · Used this period: "
						+ orUnknown(latest.usedThisPeriod()) + " credits (as of "
						+ DisplayDates.instant(latest.takenAt()) + ")");
		text.setId("credits-summary");
		HorizontalLayout row = new HorizontalLayout(text);
		row.setAlignItems(FlexComponent.Alignment.CENTER);
		if (overview.canRefresh()) {
			Button refresh = new Button("Refresh now", click -> refresh());
			refresh.setId("credits-refresh");
			row.add(refresh);
		}
		return row;
	}

	private static Paragraph forecast(RunOutForecast forecast) {
		Paragraph text = new Paragraph();
		if (forecast.balance() == null) {
			text.setText("The forecast needs a snapshot with a balance.");
			text.setId("credits-forecast");
			return text;
		}
		if (forecast.warning().isPresent()) {
			text.setText("Warning: " + forecast.warning().get() + " Pause a campaign or add credits.");
			text.setId("credits-runout-warning");
			text.getStyle()
				.set("color", "var(--lumo-error-text-color)")
				.set("background", "var(--lumo-error-color-10pct)")
				.set("padding", "var(--lumo-space-s)");
			return text;
		}
		text.setText(forecast.runOut() == null ? "The planned runs leave credits until the renewal."
				: "The planned runs use up the credits on " + forecast.runOut() + ", after the renewal.");
		text.setId("credits-forecast");
		return text;
	}

	private static Chart balanceChart(CreditsOverview overview) {
		List<AccountSnapshot> points = overview.history().stream().filter(point -> point.balance() != null).toList();
		Chart chart = new Chart("Balance over time");
		chart.setId("credits-balance-chart");
		chart.setConfig(ChartConfig.line(points.stream().map(point -> DisplayDates.instant(point.takenAt())).toList())
			.dataset("Balance", points.stream().map(AccountSnapshot::balance).toList(), "#0f766e")
			.yTitle("Credits"));
		return chart;
	}

	private static Chart spendChart(WeeklySpend spend) {
		Chart chart = new Chart("Credits spent per week by source");
		chart.setId("credits-spend-chart");
		chart.setConfig(ChartConfig.bar(spend.weeks().stream().map(week -> "Week of " + week).toList())
			.dataset("Manual scans", spend.manualScans(), "#2563eb")
			.dataset("Campaigns", spend.campaigns(), "#16a34a")
			.dataset("Autoscans and scans outside Locus", spend.otherScans(), "#f59e0b")
			.stacked()
			.yTitle("Credits"));
		return chart;
	}

	private static Paragraph month(BudgetCheck month) {
		Paragraph text = new Paragraph(month.budget() == null
				? "Spent this month: " + month.spentThisMonth() + " credits. No monthly budget is set."
				: "Spent this month: " + month.spentThisMonth() + " of a " + month.budget() + " credit budget ("
						+ Math.round(100.0 * month.spentThisMonth() / month.budget()) + " %).");
		text.setId("credits-month");
		if (month.budget() != null && month.spentThisMonth() > month.budget()) {
			text.getStyle().set("color", RED);
		}
		return text;
	}

	private HorizontalLayout budgetEditor(BudgetCheck month) {
		TextField budget = new TextField("Monthly budget (credits, empty for none)");
		budget.setId("credits-budget");
		budget.setValue(month.budget() == null ? "" : String.valueOf(month.budget()));
		Button save = new Button("Save budget", click -> saveBudget(budget));
		save.setId("credits-budget-save");
		HorizontalLayout row = new HorizontalLayout(budget, save);
		row.setAlignItems(FlexComponent.Alignment.BASELINE);
		return row;
	}

	private void saveBudget(TextField field) {
		String value = field.getValue().strip();
		Long monthly;
		try {
			monthly = value.isEmpty() ? null : Long.valueOf(value);
		}
		catch (NumberFormatException ex) {
			field.setErrorMessage("Enter a whole number of credits, or leave it empty for no budget.");
			field.setInvalid(true);
			return;
		}
		if (ServiceCall.run(Map.of("budget", field), () -> budgets.setBudget(workspace, monthly))) {
			Notices.success(monthly == null ? "The monthly budget is removed." : "The monthly budget is saved.");
			show();
		}
	}

	private Checkbox visibility(boolean shown) {
		Checkbox box = new Checkbox("Show this page to the workspace's client viewers (read-only)");
		box.setId("credits-shown-to-clients");
		box.setHelperText("Client viewers see it only while the agency settings let clients see credits and costs.");
		box.setValue(shown);
		box.addValueChangeListener(event -> {
			if (ServiceCall.run(() -> credits.setShownToClients(workspace, event.getValue()))) {
				Notices.success(event.getValue() ? "Client viewers now see the credits."
						: "Client viewers no longer see the credits.");
			}
		});
		return box;
	}

	private void refresh() {
		try {
			credits.refresh(workspace);
			Notices.success("The account information is up to date.");
			show();
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
	}

	private static String orUnknown(@Nullable Object value) {
		return value == null ? "unknown" : value.toString();
	}

}
