package app.locus.agency.ui;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.function.Function;

import app.locus.agency.AgencyOverview;
import app.locus.agency.AgencyOverviewService;
import app.locus.agency.ClientRow;
import app.locus.agency.Visibility;
import app.locus.base.Role;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.PhoneWidth;
import app.locus.reports.Metric;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
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
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The agency overview (DD134): one row per client workspace the person may see, sortable
 * and filterable by every column, each figure a link to the page that deals with it; and
 * the agency's credits on the second tab. Read from stored data only.
 */
@Route(value = AgencyNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class AgencyOverviewView extends Main implements NamedPage {

	private final transient Navigation navigation;

	private final Role role;

	private final Grid<ClientRow> grid = new DirectRowsGrid<>();

	private final TextField clientFilter = new TextField();

	private final List<ColumnFilter> filters;

	private final ListDataProvider<ClientRow> rows;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	AgencyOverviewView(AgencyOverviewService service, Navigation navigation, CurrentUser currentUser,
			List<PageBanner> banners) {
		this.navigation = navigation;
		this.role = currentUser.require().role();
		AgencyOverview overview = service.overview();
		LocalDate today = overview.today();
		rows = new ListDataProvider<>(overview.clients());
		filters = List.of(
				new ColumnFilter("filter-solv", getTranslation("agency.filter.solv"))
					.choice(getTranslation("agency.filter.rising"),
							row -> row.solv().weekDirection() == Metric.Change.BETTER)
					.choice(getTranslation("agency.filter.falling"),
							row -> row.solv().weekDirection() == Metric.Change.WORSE)
					.choice(getTranslation("agency.filter.no-scans"), row -> row.solv().now() == null),
				new ColumnFilter("filter-saiv", getTranslation("agency.filter.saiv"))
					.choice(getTranslation("agency.filter.rising"),
							row -> row.saiv().weekDirection() == Metric.Change.BETTER)
					.choice(getTranslation("agency.filter.falling"),
							row -> row.saiv().weekDirection() == Metric.Change.WORSE)
					.choice(getTranslation("agency.filter.no-ai-scans"), row -> row.saiv().now() == null),
				new ColumnFilter("filter-last-scan", getTranslation("agency.filter.last-scan")).choice(
						getTranslation("agency.filter.last-scan.old"),
						row -> row.lastScan() == null || row.lastScan().isBefore(today.minusDays(30))),
				new ColumnFilter("filter-next-run", getTranslation("agency.filter.next-run"))
					.choice(getTranslation("agency.filter.next-run.none"), row -> row.nextRun() == null),
				new ColumnFilter("filter-credits", getTranslation("agency.filter.credits")).choice(
						getTranslation("agency.filter.credits.over"),
						row -> row.budget() != null && row.spentThisMonth() > row.budget()),
				new ColumnFilter("filter-run-out", getTranslation("agency.filter.run-out"))
					.choice(getTranslation("agency.filter.run-out.before"), ClientRow::runsOutBeforeRenewal),
				ColumnFilter.count("filter-guard", getTranslation("agency.filter.guard"), ClientRow::guardAlerts),
				ColumnFilter.count("filter-approvals", getTranslation("agency.filter.approvals"),
						ClientRow::pendingApprovals),
				ColumnFilter.count("filter-scans", getTranslation("agency.filter.scans"),
						row -> row.failedScans() + row.unknownScans()),
				ColumnFilter.count("filter-keys", getTranslation("agency.filter.keys"), ClientRow::brokenKeys));
		setId("agency-overview");
		getStyle().set("padding", "var(--lumo-space-m)");
		TabSheet tabs = new TabSheet();
		tabs.addThemeVariants(TabSheetVariant.LUMO_NO_PADDING);
		tabs.setWidthFull();
		tabs.add(getTranslation("agency.tab.clients"), clients(overview));
		tabs.add(getTranslation("agency.tab.credits"), new AgencyCreditsPanel(overview));
		add(new H2(getTranslation("agency.title")));
		banners.stream()
			.filter(banner -> banner.route().equals(AgencyNavigation.ROUTE))
			.forEach(banner -> banner.bannerFor().ifPresent(this::add));
		add(tabs);
	}

	@Override
	public String pageName() {
		return getTranslation("agency.title");
	}

	private Component clients(AgencyOverview overview) {
		if (overview.clients().isEmpty()) {
			Paragraph none = new Paragraph(getTranslation("agency.empty"));
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
				column("client", getTranslation("agency.column.client"),
						row -> link("client", row, "dashboard", row.name()), 1, "110px")
					.setComparator(Comparator.comparing(ClientRow::name, String.CASE_INSENSITIVE_ORDER)),
				column("solv", getTranslation("agency.column.solv"), row -> visibility("solv", row, row.solv()), 0,
						"92px")
					.setComparator(Comparator.comparing(row -> row.solv().now(), nullsFirst())),
				column("saiv", getTranslation("agency.column.saiv"), row -> visibility("saiv", row, row.saiv()), 0,
						"92px")
					.setComparator(Comparator.comparing(row -> row.saiv().now(), nullsFirst())),
				column("last-scan", getTranslation("agency.column.last-scan"),
						row -> link("last-scan", row, "reports", text(row.lastScan())), 0, "88px")
					.setComparator(Comparator.comparing(ClientRow::lastScan, nullsFirst())),
				column("next-run", getTranslation("agency.column.next-run"),
						row -> link("next-run", row, "calendar", run(row.nextRun())), 0, "92px")
					.setComparator(Comparator.comparing(ClientRow::nextRun, nullsLast())),
				column("credits", getTranslation("agency.column.credits"),
						row -> link("credits", row, "credits", credits(row)), 0, "88px")
					.setComparator(Comparator.comparingDouble(AgencyOverviewView::budgetShare)),
				column("run-out", getTranslation("agency.column.run-out"), row -> runOut(row), 0, "84px")
					.setComparator(Comparator.comparing(ClientRow::runOut, nullsLast())),
				count("guard", getTranslation("agency.column.guard"), "guard", ClientRow::guardAlerts),
				count("approvals", getTranslation("agency.column.approvals"), "approvals", ClientRow::pendingApprovals),
				column("scans", getTranslation("agency.column.scans"), row -> scans(row), 0, "84px")
					.setTextAlign(ColumnTextAlign.END)
					.setComparator(Comparator.comparingInt(row -> row.failedScans() + row.unknownScans())),
				count("keys", getTranslation("agency.column.keys"), "api-keys", ClientRow::brokenKeys));
		PhoneWidth.keepOnPhones(columns.get(0));
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<ClientRow>folded(
							row -> getTranslation("agency.folded.shares", share(row.solv()), share(row.saiv())),
							List.of(row -> getTranslation("agency.folded.last-scan", text(row.lastScan())),
									row -> getTranslation("agency.folded.next-run", run(row.nextRun()))),
							List.of(row -> getTranslation("agency.folded.credits", credits(row)), this::runsOutSoon,
									row -> counted("agency.folded.guard", row.guardAlerts()),
									row -> counted("agency.folded.approvals", row.pendingApprovals()),
									row -> counted("agency.folded.scans", row.failedScans() + row.unknownScans()),
									row -> counted("agency.folded.keys", row.brokenKeys()))))
					.setKey("folded")
					.setHeader(getTranslation("agency.column.folded")));
		HeaderRow filterRow = grid.appendHeaderRow();
		clientFilter.setId("filter-client");
		clientFilter.setPlaceholder(getTranslation("agency.filter.client.placeholder"));
		clientFilter.setAriaLabel(getTranslation("agency.filter.client"));
		clientFilter.setValueChangeMode(ValueChangeMode.EAGER);
		clientFilter.setClearButtonVisible(true);
		clientFilter.setWidthFull();
		clientFilter.addValueChangeListener(event -> applyFilters());
		filterRow.getCell(columns.get(0)).setComponent(clientFilter);
		for (int i = 0; i < filters.size(); i++) {
			filterRow.getCell(columns.get(i + 1)).setComponent(filters.get(i).select(this::applyFilters));
		}
		Paragraph legend = new Paragraph(getTranslation("agency.legend", AgencyOverviewService.FAILED_DAYS));
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
			return link(column, row, "reports", LocaleFormats.NO_FIGURE);
		}
		Div cell = new Div(link(column, row, "reports", formats.percent(share.now(), 1)),
				new Div(move(getTranslation("agency.move.week"), share.weekChange(), share.weekDirection()),
						new Span(" · "),
						move(getTranslation("agency.move.month"), share.monthChange(), share.monthDirection())));
		return cell;
	}

	private Span move(String span, @Nullable BigDecimal change, Metric.Change direction) {
		String arrow = switch (direction) {
			case BETTER -> "▲";
			case WORSE -> "▼";
			case SAME -> "=";
			case UNKNOWN -> "";
		};
		Span move = new Span(change == null ? getTranslation("agency.move.none", span)
				: arrow + " " + formats.decimal(change.abs(), 1));
		move.setTitle(getTranslation(switch (direction) {
			case BETTER -> "agency.move.better";
			case WORSE -> "agency.move.worse";
			case SAME -> "agency.move.same";
			case UNKNOWN -> "agency.move.unknown";
		}, span));
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
		LocalDate runOut = row.runOut();
		Component cell = link("run-out", row, "credits",
				runOut == null ? LocaleFormats.NO_FIGURE : formats.day(runOut));
		return attention(cell, row.runsOutBeforeRenewal());
	}

	private Component scans(ClientRow row) {
		String text = row.failedScans() + row.unknownScans() == 0 ? "0"
				: getTranslation("agency.scans", row.failedScans(), row.unknownScans());
		Component cell = link("scans", row, row.unknownScans() > 0 ? "unknown-spends" : "new-scan", text);
		return attention(cell, row.failedScans() + row.unknownScans() > 0);
	}

	private static Component attention(Component cell, boolean needed) {
		if (needed) {
			cell.getElement().getStyle().set("color", "var(--lumo-error-text-color)").set("font-weight", "600");
		}
		return cell;
	}

	private String credits(ClientRow row) {
		Long budget = row.budget();
		return budget == null ? getTranslation("agency.credits.no-budget", formats.credits(row.spentThisMonth()))
				: getTranslation("agency.credits.of-budget", formats.credits(row.spentThisMonth()),
						formats.credits(budget));
	}

	/**
	 * Spend against the budget; a row without a budget sorts before every row with one.
	 */
	private static double budgetShare(ClientRow row) {
		return row.budget() == null ? -1 : (double) row.spentThisMonth() / row.budget();
	}

	private String share(Visibility share) {
		return formats.percent(share.now(), 1);
	}

	private String runsOutSoon(ClientRow row) {
		LocalDate runOut = row.runOut();
		return row.runsOutBeforeRenewal() && runOut != null
				? getTranslation("agency.folded.run-out", formats.day(runOut)) : "";
	}

	/**
	 * The count in the text of {@code key}; blank when none, so that the folded row names
	 * only what needs attention.
	 */
	private String counted(String key, int count) {
		return count == 0 ? "" : getTranslation(key, count);
	}

	private String text(@Nullable LocalDate date) {
		return date == null ? getTranslation("agency.never") : formats.day(date);
	}

	private String run(@Nullable LocalDateTime when) {
		return when == null ? getTranslation("agency.none-planned") : formats.dateTime(when);
	}

	private static <T extends Comparable<? super T>> Comparator<@Nullable T> nullsFirst() {
		return Comparator.nullsFirst(Comparator.<T>naturalOrder());
	}

	private static <T extends Comparable<? super T>> Comparator<@Nullable T> nullsLast() {
		return Comparator.nullsLast(Comparator.<T>naturalOrder());
	}

}
