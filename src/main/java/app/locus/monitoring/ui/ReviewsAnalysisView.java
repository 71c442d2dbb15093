package app.locus.monitoring.ui;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.monitoring.MonitoringService;
import app.locus.monitoring.ReviewsRecord;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.tenancy.CostVisibility;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.PageTitle;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Reviews analyses with the primary business's Review Volume Score and Review Quality
 * Score, and a note of what the service charges for them (not for client viewers unless
 * the agency lets clients see costs, DD159). From the stored records.
 */
@Route(value = MonitoringNavigation.REVIEWS_ROUTE, layout = MainLayout.class)
@PageTitle("Reviews analysis · Locus")
@PermitAll
class ReviewsAnalysisView extends Main implements BeforeEnterObserver {

	private final transient MonitoringService monitoring;

	private final transient CurrentUser currentUser;

	private final Grid<ReviewsRecord> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(
			"No reviews analyses yet. They are ordered at the scanning service and appear here after the next sync.");

	private final RefreshButton refresh;

	private final transient CostVisibility costs;

	private final Paragraph price;

	/** Whether this person sees prices; the folded column leaves them out otherwise. */
	private boolean showsPrices;

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	ReviewsAnalysisView(MonitoringService monitoring, CostVisibility costs, Background background,
			CurrentUser currentUser) {
		this.monitoring = monitoring;
		this.costs = costs;
		this.currentUser = currentUser;
		this.refresh = new RefreshButton(monitoring, background, this::load);
		getStyle().set("padding", "var(--lumo-space-l)");
		grid.setId("reviews-grid");
		GridColumns.text(grid, ReviewsRecord::name).setHeader("Analysis").setKey("name").setWidth("8em").setFlexGrow(2);
		GridColumns.text(grid, record -> GuardView.day(record.date())).setHeader("Date").setKey("date").setWidth("7em");
		GridColumns.text(grid, ReviewsRecord::locations)
			.setHeader("Locations")
			.setKey("locations")
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, ReviewsAnalysisView::frequency)
			.setHeader("Frequency")
			.setKey("frequency")
			.setWidth("6.5em");
		grid.addColumn(record -> number(record.rvs())).setHeader("RVS (review volume)").setKey("rvs").setWidth("6em");
		grid.addColumn(record -> number(record.rqs())).setHeader("RQS (review quality)").setKey("rqs").setWidth("6em");
		grid.addColumn(record -> number(record.rating())).setHeader("Rating").setKey("rating").setWidth("5em");
		grid.addColumn(ReviewsAnalysisView::reviews).setHeader("Reviews").setKey("reviews").setWidth("5.5em");
		grid.addColumn(record -> record.priceUsd().map(price -> "$" + price.toPlainString()).orElse(""))
			.setHeader("Price ($19 × locations)")
			.setKey("price")
			.setWidth("6em");
		PhoneWidth
			.foldColumns(grid, () -> grid
				.addColumn(PhoneWidth.<ReviewsRecord>folded(ReviewsRecord::name,
						List.of(record -> GuardView.day(record.date()), ReviewsRecord::locations,
								ReviewsAnalysisView::frequency),
						List.of(record -> getTranslation("clientportal.reviews.volume", number(record.rvs())),
								record -> getTranslation("clientportal.reviews.quality", number(record.rqs())),
								record -> "rating " + number(record.rating()), record -> "reviews: " + reviews(record),
								this::priceIfShown)))
				.setHeader("Reviews analysis")
				.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("reviews-empty");
		price = new Paragraph("Reviews analysis is priced separately by the scanning service: $"
				+ ReviewsRecord.PRICE_PER_LOCATION_USD.toPlainString()
				+ " per location. Each analysis evaluates up to 1,000,000 reviews of the "
				+ "business and up to 3 competitors.");
		price.setId("reviews-price-note");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		refresh.show(workspace, currentUser.require().role().canWrite());
		showsPrices = costs.shown(workspace);
		GridColumns.keepOnlyIf(grid, "price", showsPrices);
		removeAll();
		add(new H2("Reviews analysis"));
		// the two scores are the service's own names: said in words beside them
		Paragraph scores = new Paragraph(getTranslation("clientportal.reviews.scores"));
		scores.setId("reviews-scores");
		add(scores);
		if (showsPrices) {
			add(price);
		}
		add(refresh, empty, grid);
		load();
	}

	private void load() {
		RefreshButton.show(monitoring.reviews(workspace), grid, empty);
	}

	private static String frequency(ReviewsRecord record) {
		return record.frequency() == null ? "–" : record.frequency().code();
	}

	private static String reviews(ReviewsRecord record) {
		return record.reviewCount() == null ? "–" : record.reviewCount().toString();
	}

	private String priceIfShown(ReviewsRecord record) {
		// Empty for a person who may not see prices: the service leaves the price out
		// (DD159).
		return record.priceUsd().map(price -> "$" + price.toPlainString()).orElse("");
	}

	private static String number(@Nullable BigDecimal value) {
		return value == null ? "–" : value.stripTrailingZeros().toPlainString();
	}

}
