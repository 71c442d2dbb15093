package app.locus.agency.ui;

import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import app.locus.base.DisplayDates;
import app.locus.agency.AccountCredits;
import app.locus.agency.AgencyOverview;
import app.locus.agency.ClientSpend;
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

	AgencyCreditsPanel(AgencyOverview overview) {
		setId("agency-credits");
		add(new H3("Balance per account"), accounts(overview.accounts()), new H3("Credits spent per client per month"),
				spendChart(overview));
	}

	private static Div accounts(List<AccountCredits> accounts) {
		if (accounts.isEmpty()) {
			Paragraph none = new Paragraph("No account snapshot with a balance yet. Snapshots are taken every hour "
					+ "for workspaces with an API key.");
			none.setId("accounts-empty");
			return new Div(none);
		}
		Grid<AccountCredits> grid = new DirectRowsGrid<>();
		grid.setId("accounts-grid");
		grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES);
		grid.setAllRowsVisible(true);
		grid.addColumn(
				account -> account.clients().stream().map(WorkspaceSummary::name).collect(Collectors.joining(", ")))
			.setHeader("Clients spending from it")
			.setFlexGrow(2)
			.setSortable(true);
		grid.addColumn(AccountCredits::balance).setHeader("Balance (credits)").setSortable(true);
		grid.addColumn(account -> DisplayDates.instant(account.balanceAt())).setHeader("As of");
		grid.addColumn(account -> account.forecast().renewal() == null ? "Unknown"
				: String.valueOf(account.forecast().renewal()))
			.setHeader("Renews");
		grid.addColumn(account -> forecast(account.forecast()))
			.setHeader("Runs out")
			.setFlexGrow(2)
			.setComparator(Comparator.comparing(account -> account.forecast().runOut(),
					Comparator.nullsLast(Comparator.naturalOrder())));
		grid.setItems(accounts);
		return new Div(grid, new Paragraph("Clients whose keys belong to the same account share its balance, and "
				+ "its forecast counts the planned runs of all of them."));
	}

	private static String forecast(RunOutForecast forecast) {
		if (forecast.runOut() == null) {
			return "Lasts past the planned runs";
		}
		return forecast.runOut() + (forecast.beforeRenewal() ? " — before the renewal" : " (after the renewal)");
	}

	private static Chart spendChart(AgencyOverview overview) {
		List<ClientSpend> biggest = overview.spend()
			.stream()
			.sorted(Comparator.comparingLong(AgencyCreditsPanel::total).reversed())
			.toList();
		ChartConfig config = ChartConfig.bar(overview.months().stream().map(DisplayDates::month).toList());
		List<ClientSpend> shown = biggest.stream().limit(CHART_CLIENTS).toList();
		for (int i = 0; i < shown.size(); i++) {
			config.dataset(shown.get(i).client().name(), shown.get(i).credits(), COLOURS[i % COLOURS.length]);
		}
		List<ClientSpend> rest = biggest.stream().skip(CHART_CLIENTS).toList();
		if (!rest.isEmpty()) {
			List<Long> sums = new ArrayList<>();
			IntStream.range(0, overview.months().size())
				.forEach(month -> sums.add(rest.stream().mapToLong(client -> client.credits().get(month)).sum()));
			config.dataset("Other clients (" + rest.size() + ")", sums, OTHER_COLOUR);
		}
		Chart chart = new Chart("Credits spent per client per month");
		chart.setId("agency-spend-chart");
		chart.setConfig(config.stacked().yTitle("Credits"));
		return chart;
	}

	private static long total(ClientSpend spend) {
		return spend.credits().stream().mapToLong(Long::longValue).sum();
	}

}
