package app.locus.agency.ui;

import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import app.locus.agency.AccountCredits;
import app.locus.agency.AgencyOverview;
import app.locus.agency.ClientSpend;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.credits.RunOutForecast;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Paragraph;

import org.jspecify.annotations.Nullable;

/**
 * The agency's credits on the overview (DD134): the newest known balance per upstream
 * account with its run-out forecast, and the credits each client spent per month.
 */
class AgencyCreditsPanel extends Div {

	/** Clients drawn as their own series; the rest are summed as "Other clients". */
	static final int CHART_CLIENTS = 8;

	private static final String[] COLOURS = { "#2563eb", "#16a34a", "#f59e0b", "#dc2626", "#7c3aed", "#0891b2",
			"#db2777", "#65a30d" };

	private static final String OTHER_COLOUR = "#9ca3af";

	private static final ZoneId UTC = ZoneId.of("UTC");

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	AgencyCreditsPanel(AgencyOverview overview) {
		setId("agency-credits");
		add(new H3(getTranslation("agency.credits.accounts.title")), accounts(overview.accounts()),
				new H3(getTranslation("agency.credits.spend.title")), spendChart(overview));
	}

	private Div accounts(List<AccountCredits> accounts) {
		if (accounts.isEmpty()) {
			Paragraph none = new Paragraph(getTranslation("agency.credits.accounts.empty"));
			none.setId("accounts-empty");
			return new Div(none);
		}
		Grid<AccountCredits> grid = new DirectRowsGrid<>();
		grid.setId("accounts-grid");
		grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
		grid.setAllRowsVisible(true);
		grid.addColumn(
				account -> account.clients().stream().map(WorkspaceSummary::name).collect(Collectors.joining(", ")))
			.setHeader(getTranslation("agency.credits.column.clients"))
			.setFlexGrow(2)
			.setSortable(true);
		grid.addColumn(account -> formats.credits(account.balance()))
			.setHeader(getTranslation("agency.credits.column.balance"))
			.setSortable(true)
			.setComparator(Comparator.comparingLong(AccountCredits::balance));
		grid.addColumn(account -> formats.instant(account.balanceAt(), UTC))
			.setHeader(getTranslation("agency.credits.column.at"));
		grid.addColumn(account -> day(account.forecast().renewal()))
			.setHeader(getTranslation("agency.credits.column.renews"));
		grid.addColumn(account -> forecast(account.forecast()))
			.setHeader(getTranslation("agency.credits.column.run-out"))
			.setFlexGrow(2)
			.setComparator(Comparator.comparing(account -> account.forecast().runOut(),
					Comparator.nullsLast(Comparator.naturalOrder())));
		grid.setItems(accounts);
		return new Div(grid, new Paragraph(getTranslation("agency.credits.accounts.shared")));
	}

	private String forecast(RunOutForecast forecast) {
		LocalDate runOut = forecast.runOut();
		if (runOut == null) {
			return getTranslation("agency.credits.run-out.lasts");
		}
		return getTranslation(
				forecast.beforeRenewal() ? "agency.credits.run-out.before" : "agency.credits.run-out.after",
				formats.day(runOut));
	}

	private String day(@Nullable LocalDate day) {
		return day == null ? getTranslation("agency.credits.unknown") : formats.day(day);
	}

	private Chart spendChart(AgencyOverview overview) {
		List<ClientSpend> biggest = overview.spend()
			.stream()
			.sorted(Comparator.comparingLong(AgencyCreditsPanel::total).reversed())
			.toList();
		ChartConfig config = ChartConfig.bar(overview.months().stream().map(formats::month).toList());
		List<ClientSpend> shown = biggest.stream().limit(CHART_CLIENTS).toList();
		for (int i = 0; i < shown.size(); i++) {
			config.dataset(shown.get(i).client().name(), shown.get(i).credits(), COLOURS[i % COLOURS.length]);
		}
		List<ClientSpend> rest = biggest.stream().skip(CHART_CLIENTS).toList();
		if (!rest.isEmpty()) {
			List<Long> sums = new ArrayList<>();
			IntStream.range(0, overview.months().size())
				.forEach(month -> sums.add(rest.stream().mapToLong(client -> client.credits().get(month)).sum()));
			config.dataset(getTranslation("agency.credits.spend.others", rest.size()), sums, OTHER_COLOUR);
		}
		Chart chart = new Chart(getTranslation("agency.credits.spend.title"));
		chart.setId("agency-spend-chart");
		chart.setConfig(config.stacked().yTitle(getTranslation("agency.credits.spend.axis")));
		return chart;
	}

	private static long total(ClientSpend spend) {
		return spend.credits().stream().mapToLong(Long::longValue).sum();
	}

}
