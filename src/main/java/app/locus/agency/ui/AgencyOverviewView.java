package app.locus.agency.ui;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import app.locus.base.Counted;
import app.locus.agency.AgencyOverview;
import app.locus.agency.AgencyOverviewService;
import app.locus.agency.ClientRow;
import app.locus.agency.Visibility;
import app.locus.base.DisplayDates;
import app.locus.base.Role;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.PhoneWidth;
import app.locus.reports.Metric;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.Navigation;
import app.locus.shell.PageBanner;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.grid.ColumnTextAlign;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.grid.GridVariant;
import com.vaadin.flow.component.grid.HeaderRow;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.tabs.TabSheet;
import com.vaadin.flow.component.tabs.TabSheetVariant;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.provider.ListDataProvider;
import com.vaadin.flow.data.renderer.ComponentRenderer;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The agency overview (DD134): one row per client workspace the person may see, sortable
 * and filterable by every column, each figure a link to the page that deals with it; and
 * the agency's credits on the second tab. Read from stored data only.
 */
@Route(value = AgencyNavigation.ROUTE, layout = MainLayout.class)
@PageTitle("Agency overview · Locus")
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class AgencyOverviewView extends Main {

	private final transient Navigation navigation;

	private final Role role;

	private final Grid<ClientRow> grid = new DirectRowsGrid<>();

	private final TextField clientFilter = new TextField();

	private final List<ColumnFilter> filters;

	private final ListDataProvider<ClientRow> rows;

	AgencyOverviewView(AgencyOverviewService service, Navigation navigation, CurrentUser currentUser,
			List<PageBanner> banners) {
		this.navigation = navigation;
		this.role = currentUser.require().role();
		AgencyOverview overview = service.overview();
		LocalDate today = overview.today();
		rows = new ListDataProvider<>(overview.clients());
		filters = List.of(
				new ColumnFilter("filter-solv", "Filter SoLV")
					.choice("Rising", row -> row.solv().weekDirection() == Metric.Change.BETTER)
					.choice("Falling", row -> row.solv().weekDirection() == Metric.Change.WORSE)
					.choice("No scans", row -> row.solv().now() == null),
				new ColumnFilter("filter-saiv", "Filter SAIV")
					.choice("Rising", row -> row.saiv().weekDirection() == Metric.Change.BETTER)
					.choice("Falling", row -> row.saiv().weekDirection() == Metric.Change.WORSE)
					.choice("No AI scans", row -> row.saiv().now() == null),
				new ColumnFilter("filter-last-scan", "Filter last scan").choice("Over 30 days ago or never",
						row -> row.lastScan() == null || row.lastScan().isBefore(today.minusDays(30))),
				new ColumnFilter("filter-next-run", "Filter next run").choice("None planned",
						row -> row.nextRun() == null),
				new ColumnFilter("filter-credits", "Filter credits").choice("Over budget",
						row -> row.budget() != null && row.spentThisMonth() > row.budget()),
				new ColumnFilter("filter-run-out", "Filter run-out").choice("Before renewal",
						ClientRow::runsOutBeforeRenewal),
				ColumnFilter.count("filter-guard", "Filter guard alerts", ClientRow::guardAlerts),
				ColumnFilter.count("filter-approvals", "Filter pending approvals", ClientRow::pendingApprovals),
				ColumnFilter.count("filter-scans", "Filter failed or unknown scans",
						row -> row.failedScans() + row.unknownScans()),
				ColumnFilter.count("filter-keys", "Filter keys", ClientRow::brokenKeys));
		setId("agency-overview");
		getStyle().set("padding", "var(--lumo-space-m)");
		TabSheet tabs = new TabSheet();
		tabs.addThemeVariants(TabSheetVariant.LUMO_NO_PADDING);
		tabs.setWidthFull();
		tabs.add("Clients", clients(overview));
		tabs.add("Credits", new AgencyCreditsPanel(overview));
		add(new H2("Agency overview"));
		banners.stream()
			.filter(banner -> banner.route().equals(AgencyNavigation.ROUTE))
			.forEach(banner -> banner.bannerFor().ifPresent(this::add));
		add(tabs);
	}

	private Component clients(AgencyOverview overview) {
		if (overview.clients().isEmpty()) {
			Paragraph none = new Paragraph("No client workspace to show yet.");
			none.setId("overview-empty");
			return none;
		}
		grid.setId("overview-grid");
		grid.addThemeVariants(GridVariant.LUMO_COMPACT, GridVariant.LUMO_ROW_STRIPES,
				GridVariant.LUMO_WRAP_CELL_CONTENT);
		grid.getStyle().set("font-size", "var(--lumo-font-size-s)");
		grid.setAllRowsVisible(true);
		grid.setItems(rows);
		List<Grid.Column<ClientRow>> columns = List.of(
				column("client", "Client", row -> link("client", row, "dashboard", row.name()), 1, "110px")
					.setComparator(Comparator.comparing(ClientRow::name, String.CASE_INSENSITIVE_ORDER)),
				column("solv", "SoLV (7 d · 30 d)", row -> visibility("solv", row, row.solv()), 0, "92px")
					.setComparator(Comparator.comparing(row -> row.solv().now(), nullsFirst())),
				column("saiv", "SAIV (7 d · 30 d)", row -> visibility("saiv", row, row.saiv()), 0, "92px")
					.setComparator(Comparator.comparing(row -> row.saiv().now(), nullsFirst())),
				column("last-scan", "Last scan", row -> link("last-scan", row, "reports", text(row.lastScan())), 0,
						"88px")
					.setComparator(Comparator.comparing(ClientRow::lastScan, nullsFirst())),
				column("next-run", "Next run", row -> link("next-run", row, "calendar", run(row.nextRun())), 0, "92px")
					.setComparator(Comparator.comparing(ClientRow::nextRun, nullsLast())),
				column("credits", "Credits this month", row -> link("credits", row, "credits", credits(row)), 0, "88px")
					.setComparator(Comparator.comparingDouble(AgencyOverviewView::budgetShare)),
				column("run-out", "Runs out", row -> runOut(row), 0, "84px")
					.setComparator(Comparator.comparing(ClientRow::runOut, nullsLast())),
				count("guard", "Guard alerts", "guard", ClientRow::guardAlerts),
				count("approvals", "To approve", "approvals", ClientRow::pendingApprovals),
				column("scans", "Failed scans", row -> scans(row), 0, "84px").setTextAlign(ColumnTextAlign.END)
					.setComparator(Comparator.comparingInt(row -> row.failedScans() + row.unknownScans())),
				count("keys", "Keys failing", "api-keys", ClientRow::brokenKeys));
		PhoneWidth.keepOnPhones(columns.get(0));
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<ClientRow>folded(
							row -> share("SoLV", row.solv()) + " · " + share("SAIV", row.saiv()),
							List.of(row -> "last scan " + text(row.lastScan()),
									row -> "next run " + run(row.nextRun())),
							List.of(row -> "credits " + credits(row), AgencyOverviewView::runsOutSoon,
									row -> counted(row.guardAlerts(), "guard alert", "guard alerts"),
									row -> counted(row.pendingApprovals(), "to approve", "to approve"),
									row -> counted(row.failedScans() + row.unknownScans(), "failed scan",
											"failed scans"),
									row -> counted(row.brokenKeys(), "key failing", "keys failing"))))
					.setKey("folded")
					.setHeader("Figures"));
		HeaderRow filterRow = grid.appendHeaderRow();
		clientFilter.setId("filter-client");
		clientFilter.setPlaceholder("Filter");
		clientFilter.setAriaLabel("Filter clients by name");
		clientFilter.setValueChangeMode(ValueChangeMode.EAGER);
		clientFilter.setClearButtonVisible(true);
		clientFilter.setWidthFull();
		clientFilter.addValueChangeListener(event -> applyFilters());
		filterRow.getCell(columns.get(0)).setComponent(clientFilter);
		for (int i = 0; i < filters.size(); i++) {
			filterRow.getCell(columns.get(i + 1)).setComponent(filters.get(i).select(this::applyFilters));
		}
		Paragraph legend = new Paragraph("SoLV: share of local voice on the maps; SAIV: share of AI voice. ▲ green "
				+ "means better, ▼ red worse, over 7 and 30 days. Failed scans: refused in the last "
				+ AgencyOverviewService.FAILED_DAYS + " days, plus those whose outcome is unknown.");
		legend.getStyle().set("font-size", "var(--lumo-font-size-s)").set("color", "var(--lumo-secondary-text-color)");
		return new Div(grid, legend);
	}

	private void applyFilters() {
		String name = clientFilter.getValue().trim().toLowerCase(Locale.ROOT);
		rows.setFilter(row -> row.name().toLowerCase(Locale.ROOT).contains(name)
				&& filters.stream().allMatch(filter -> filter.test(row)));
	}

	private Grid.Column<ClientRow> column(String key, String header, Function<ClientRow, Component> cell, int flexGrow,
			String width) {
		return grid.addColumn(new ComponentRenderer<>(cell::apply))
			.setKey(key)
			.setHeader(header)
			.setSortable(true)
			.setFlexGrow(flexGrow)
			.setWidth(width);
	}

	private Grid.Column<ClientRow> count(String key, String header, String page,
			java.util.function.ToIntFunction<ClientRow> count) {
		return column(key, header,
				row -> attention(link(key, row, page, String.valueOf(count.applyAsInt(row))),
						count.applyAsInt(row) > 0),
				0, "84px")
			.setTextAlign(ColumnTextAlign.END)
			.setComparator(Comparator.comparingInt(count));
	}

	/**
	 * A link to the workspace page of the entry, or plain text when the role may not use
	 * it.
	 */
	private Component link(String column, ClientRow row, String entryId, String text) {
		Optional<String> page = navigation.workspacePage(entryId, row.workspace(), role);
		Component cell = page.<Component>map(path -> new Anchor(path, text)).orElseGet(() -> new Span(text));
		cell.setId(column + "-" + row.workspace().value());
		return cell;
	}

	private Component visibility(String column, ClientRow row, Visibility share) {
		if (share.now() == null) {
			return link(column, row, "reports", "–");
		}
		Div cell = new Div(link(column, row, "reports", points(share.now())),
				new Div(move("7 d", share.weekChange(), share.weekDirection()), new Span(" · "),
						move("30 d", share.monthChange(), share.monthDirection())));
		return cell;
	}

	private static Span move(String span, @Nullable BigDecimal change, Metric.Change direction) {
		String arrow = switch (direction) {
			case BETTER -> "▲";
			case WORSE -> "▼";
			case SAME -> "=";
			case UNKNOWN -> "";
		};
		Span move = new Span(change == null ? span + " –"
				: arrow + " " + change.abs().setScale(1, RoundingMode.HALF_UP).toPlainString());
		move.setTitle(span + ": " + switch (direction) {
			case BETTER -> "better";
			case WORSE -> "worse";
			case SAME -> "unchanged";
			case UNKNOWN -> "no scan to compare";
		});
		move.getElement().setAttribute("data-change", direction.name().toLowerCase(Locale.ROOT));
		String colour = switch (direction) {
			case BETTER -> "var(--lumo-success-text-color)";
			case WORSE -> "var(--lumo-error-text-color)";
			default -> "var(--lumo-secondary-text-color)";
		};
		move.getStyle().set("color", colour);
		return move;
	}

	private Component runOut(ClientRow row) {
		Component cell = link("run-out", row, "credits", row.runOut() == null ? "–" : DisplayDates.day(row.runOut()));
		return attention(cell, row.runsOutBeforeRenewal());
	}

	private Component scans(ClientRow row) {
		String text = row.failedScans() + row.unknownScans() == 0 ? "0"
				: row.failedScans() + " failed, " + row.unknownScans() + " unknown";
		Component cell = link("scans", row, row.unknownScans() > 0 ? "unknown-spends" : "new-scan", text);
		return attention(cell, row.failedScans() + row.unknownScans() > 0);
	}

	private static Component attention(Component cell, boolean needed) {
		if (needed) {
			cell.getElement().getStyle().set("color", "var(--lumo-error-text-color)").set("font-weight", "600");
		}
		return cell;
	}

	private static String credits(ClientRow row) {
		return row.budget() == null ? row.spentThisMonth() + " (no budget)"
				: row.spentThisMonth() + " of " + row.budget();
	}

	/**
	 * Spend against the budget; a row without a budget sorts before every row with one.
	 */
	private static double budgetShare(ClientRow row) {
		return row.budget() == null ? -1 : (double) row.spentThisMonth() / row.budget();
	}

	private static String share(String metric, Visibility share) {
		return metric + " " + (share.now() == null ? "–" : points(share.now()));
	}

	private static String runsOutSoon(ClientRow row) {
		LocalDate runOut = row.runOut();
		return row.runsOutBeforeRenewal() && runOut != null ? "runs out " + DisplayDates.day(runOut) : "";
	}

	/** Blank when none, so that the folded row names only what needs attention. */
	private static String counted(int count, String one, String many) {
		return count == 0 ? "" : Counted.of(count, one, many);
	}

	private static String points(BigDecimal value) {
		return value.setScale(1, RoundingMode.HALF_UP).toPlainString() + " %";
	}

	private static String text(@Nullable LocalDate date) {
		return date == null ? "Never" : DisplayDates.day(date);
	}

	private static String run(@Nullable LocalDateTime when) {
		return when == null ? "None planned" : DisplayDates.dateTime(when);
	}

	private static <T extends Comparable<? super T>> Comparator<@Nullable T> nullsFirst() {
		return Comparator.nullsFirst(Comparator.<T>naturalOrder());
	}

	private static <T extends Comparable<? super T>> Comparator<@Nullable T> nullsLast() {
		return Comparator.nullsLast(Comparator.<T>naturalOrder());
	}

}
