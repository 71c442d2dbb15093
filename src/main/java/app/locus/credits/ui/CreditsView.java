package app.locus.credits.ui;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.Map;

import app.locus.base.ForbiddenException;
import app.locus.base.LocusException;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.calendar.CreditForecast;
import app.locus.credits.AccountSnapshot;
import app.locus.credits.BalanceOutlook;
import app.locus.credits.BudgetCheck;
import app.locus.credits.BudgetService;
import app.locus.credits.CreditsOverview;
import app.locus.credits.CreditsService;
import app.locus.credits.RunOutForecast;
import app.locus.credits.WeeklySpend;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
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
@PermitAll
class CreditsView extends Main implements BeforeEnterObserver, NamedPage {

	private static final String RED = "#dc2626";

	private static final String BALANCE = "#0f766e";

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient CreditsService credits;

	private final transient BudgetService budgets;

	private final transient UnknownSpendService unknownSpends;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private WorkspaceId workspace;

	CreditsView(CreditsService credits, BudgetService budgets, UnknownSpendService unknownSpends) {
		this.credits = credits;
		this.budgets = budgets;
		this.unknownSpends = unknownSpends;
		getStyle().set("padding", "var(--lumo-space-l)");
	}

	@Override
	public String pageName() {
		return getTranslation("credits.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		show();
	}

	private void show() {
		removeAll();
		add(new H2(getTranslation("credits.title")));
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
				UnknownSpendsNavigation.countLink(unknownSpends, workspace),
				new H3(getTranslation("credits.balance.title")), balanceChart(overview.outlook()),
				balanceNote(overview.forecast()), new H3(getTranslation("credits.spend.title")),
				spendChart(overview.weeklySpend()), new H3(getTranslation("credits.month.title")),
				month(overview.thisMonth()));
		if (overview.canEditBudget()) {
			add(budgetEditor(overview.thisMonth()), visibility(overview.shownToClients()));
		}
	}

	private HorizontalLayout summary(CreditsOverview overview) {
		AccountSnapshot latest = overview.latest();
		LocalDate renewal = latest == null ? null : latest.renewalDate();
		Paragraph text = new Paragraph(latest == null ? getTranslation("credits.summary.none")
				: getTranslation("credits.summary", orUnknown(latest.plan()), credits(latest.balance()),
						renewal == null ? getTranslation("credits.unknown") : formats.day(renewal),
						credits(latest.usedThisPeriod()), formats.instant(latest.takenAt(), UTC)));
		text.setId("credits-summary");
		HorizontalLayout row = new HorizontalLayout(text);
		row.setAlignItems(FlexComponent.Alignment.CENTER);
		if (overview.canRefresh()) {
			Button refresh = new Button(getTranslation("credits.refresh"), click -> refresh());
			refresh.setId("credits-refresh");
			row.add(refresh);
		}
		return row;
	}

	private Paragraph forecast(RunOutForecast forecast) {
		Paragraph text = new Paragraph();
		LocalDate runOut = forecast.runOut();
		LocalDate renewal = forecast.renewal();
		if (forecast.balance() == null) {
			text.setText(getTranslation("credits.forecast.unknown"));
			text.setId("credits-forecast");
			return text;
		}
		if (forecast.beforeRenewal() && runOut != null) {
			text.setText(renewal == null ? getTranslation("credits.forecast.warningNoRenewal", formats.day(runOut))
					: getTranslation("credits.forecast.warning", formats.day(runOut), formats.day(renewal)));
			text.setId("credits-runout-warning");
			text.getStyle()
				.set("color", "var(--lumo-error-text-color)")
				.set("background", "var(--lumo-error-color-10pct)")
				.set("padding", "var(--lumo-space-s)");
			return text;
		}
		text.setText(runOut == null ? getTranslation("credits.forecast.lasts")
				: getTranslation("credits.forecast.after", formats.day(runOut)));
		text.setId("credits-forecast");
		return text;
	}

	/**
	 * The balance read day by day and, dashed, what the planned runs leave of it up to
	 * the run-out day or the renewal (DD203). Its days are labelled as the reader writes
	 * them (the chart carries no marks, which need the one display format).
	 */
	private Chart balanceChart(BalanceOutlook outlook) {
		Chart chart = new Chart(getTranslation("credits.balance.title"));
		chart.setId("credits-balance-chart");
		chart.setConfig(ChartConfig.line(outlook.days().stream().map(formats::day).toList())
			.dataset(getTranslation("credits.balance.read"), outlook.read(), BALANCE)
			.projection(getTranslation("credits.balance.projected"), outlook.projected(), BALANCE)
			.yTitle(getTranslation("credits.axis")));
		return chart;
	}

	/** Where the dashed line ends and why, so that its last point is not read as zero. */
	private Paragraph balanceNote(RunOutForecast forecast) {
		LocalDate runOut = forecast.runOut();
		LocalDate renewal = forecast.renewal();
		Paragraph note = new Paragraph(forecast.balance() == null ? ""
				: runOut != null ? getTranslation("credits.balance.note.runOut", formats.day(runOut))
						: renewal != null ? getTranslation("credits.balance.note.renewal", formats.day(renewal))
								: getTranslation("credits.balance.note.horizon", CreditForecast.HORIZON_DAYS));
		note.setId("credits-balance-note");
		note.getStyle().set("font-size", "var(--lumo-font-size-s)").set("color", "var(--lumo-secondary-text-color)");
		return note;
	}

	private Chart spendChart(WeeklySpend spend) {
		Chart chart = new Chart(getTranslation("credits.spend.chart"));
		chart.setId("credits-spend-chart");
		chart.setConfig(ChartConfig
			.bar(spend.weeks().stream().map(week -> getTranslation("credits.spend.week", formats.day(week))).toList())
			.dataset(getTranslation("credits.spend.manual"), spend.manualScans(), "#2563eb")
			.dataset(getTranslation("credits.spend.campaigns"), spend.campaigns(), "#16a34a")
			.dataset(getTranslation("credits.spend.other"), spend.otherScans(), "#f59e0b")
			.stacked()
			.yTitle(getTranslation("credits.axis")));
		return chart;
	}

	private Paragraph month(BudgetCheck month) {
		Long budget = month.budget();
		Paragraph text = new Paragraph(budget == null ? getTranslation("credits.month.noBudget", month.spentThisMonth())
				: getTranslation("credits.month.budget", month.spentThisMonth(), budget,
						Math.round(100.0 * month.spentThisMonth() / budget)));
		text.setId("credits-month");
		if (budget != null && month.spentThisMonth() > budget) {
			text.getStyle().set("color", RED);
		}
		return text;
	}

	private HorizontalLayout budgetEditor(BudgetCheck month) {
		TextField budget = new TextField(getTranslation("credits.budget.label"));
		budget.setId("credits-budget");
		budget.setValue(month.budget() == null ? "" : String.valueOf(month.budget()));
		Button save = new Button(getTranslation("credits.budget.save"), click -> saveBudget(budget));
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
			field.setErrorMessage(getTranslation("credits.budget.notNumber"));
			field.setInvalid(true);
			return;
		}
		if (ServiceCall.run(Map.of("budget", field), () -> budgets.setBudget(workspace, monthly))) {
			Notices.success(getTranslation(monthly == null ? "credits.budget.removed" : "credits.budget.saved"));
			show();
		}
	}

	private Checkbox visibility(boolean shown) {
		Checkbox box = new Checkbox(getTranslation("credits.visibility.label"));
		box.setId("credits-shown-to-clients");
		box.setHelperText(getTranslation("credits.visibility.helper"));
		box.setValue(shown);
		box.addValueChangeListener(event -> {
			if (ServiceCall.run(() -> credits.setShownToClients(workspace, event.getValue()))) {
				Notices.success(
						getTranslation(event.getValue() ? "credits.visibility.shown" : "credits.visibility.hidden"));
			}
		});
		return box;
	}

	private void refresh() {
		try {
			credits.refresh(workspace);
			Notices.success(getTranslation("credits.refreshed"));
			show();
		}
		catch (LocusException ex) {
			Notices.error(ex.getMessage());
		}
	}

	private String orUnknown(@Nullable String value) {
		return value == null ? getTranslation("credits.unknown") : value;
	}

	/** A number of credits with the reader's thousands separators ("10,000"). */
	private String credits(@Nullable Long value) {
		return value == null ? getTranslation("credits.unknown") : formats.credits(value);
	}

}
