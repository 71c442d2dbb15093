package app.locus.monitoring.ui;

import java.math.BigDecimal;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.Background;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.monitoring.MonitoringService;
import app.locus.monitoring.ReviewsRecord;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.CostVisibility;
import app.locus.upstream.api.Frequency;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;

import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * Reviews analyses with the primary business's Review Volume Score and Review Quality
 * Score, and a note of what the service charges for them (not for client viewers unless
 * the agency lets clients see costs, DD159). From the stored records.
 */
@Route(value = MonitoringNavigation.REVIEWS_ROUTE, layout = MainLayout.class)
@PermitAll
class ReviewsAnalysisView extends Main implements BeforeEnterObserver, NamedPage {

	private final transient MonitoringService monitoring;

	private final transient CurrentUser currentUser;

	private final Grid<ReviewsRecord> grid = new DirectRowsGrid<>();

	private final Paragraph empty = new Paragraph(getTranslation("monitoring.reviews.empty"));

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

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
		GridColumns.text(grid, ReviewsRecord::name)
			.setHeader(getTranslation("monitoring.reviews.column.name"))
			.setKey("name")
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, record -> GuardView.day(formats, record.date()))
			.setHeader(getTranslation("monitoring.reviews.column.date"))
			.setKey("date")
			.setWidth("7em");
		GridColumns.text(grid, ReviewsRecord::locations)
			.setHeader(getTranslation("monitoring.reviews.column.locations"))
			.setKey("locations")
			.setWidth("8em")
			.setFlexGrow(2);
		GridColumns.text(grid, this::frequency)
			.setHeader(getTranslation("monitoring.reviews.column.frequency"))
			.setKey("frequency")
			.setWidth("6.5em");
		grid.addColumn(record -> number(record.rvs()))
			.setHeader(getTranslation("monitoring.reviews.column.rvs"))
			.setKey("rvs")
			.setWidth("6em");
		grid.addColumn(record -> number(record.rqs()))
			.setHeader(getTranslation("monitoring.reviews.column.rqs"))
			.setKey("rqs")
			.setWidth("6em");
		grid.addColumn(record -> number(record.rating()))
			.setHeader(getTranslation("monitoring.reviews.column.rating"))
			.setKey("rating")
			.setWidth("5em");
		grid.addColumn(this::reviews)
			.setHeader(getTranslation("monitoring.reviews.column.reviews"))
			.setKey("reviews")
			.setWidth("5.5em");
		grid.addColumn(this::priceIfShown)
			.setHeader(getTranslation("monitoring.reviews.column.price", dollars(ReviewsRecord.PRICE_PER_LOCATION_USD)))
			.setKey("price")
			.setWidth("6em");
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<ReviewsRecord>folded(ReviewsRecord::name,
							List.of(record -> GuardView.day(formats, record.date()), ReviewsRecord::locations,
									this::frequency),
							List.of(record -> getTranslation("clientportal.reviews.volume", number(record.rvs())),
									record -> getTranslation("clientportal.reviews.quality", number(record.rqs())),
									record -> getTranslation("monitoring.reviews.folded.rating",
											number(record.rating())),
									record -> getTranslation("monitoring.reviews.folded.reviews", reviews(record)),
									this::priceIfShown)))
					.setHeader(getTranslation("monitoring.reviews.title"))
					.setKey("folded"));
		grid.setAllRowsVisible(true);
		empty.setId("reviews-empty");
		price = new Paragraph(getTranslation("monitoring.reviews.price-note",
				dollars(ReviewsRecord.PRICE_PER_LOCATION_USD), formats.number(1_000_000)));
		price.setId("reviews-price-note");
	}

	@Override
	public String pageName() {
		return getTranslation("monitoring.reviews.title");
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		refresh.show(workspace, currentUser.require().role().canWrite());
		showsPrices = costs.shown(workspace);
		GridColumns.keepOnlyIf(grid, "price", showsPrices);
		removeAll();
		add(new H2(getTranslation("monitoring.reviews.title")));
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

	private String frequency(ReviewsRecord record) {
		Frequency frequency = record.frequency();
		if (frequency == null) {
			return LocaleFormats.NO_FIGURE;
		}
		return getTranslation(switch (frequency) {
			case ONE_TIME -> "monitoring.frequency.one-time";
			case DAILY -> "monitoring.frequency.daily";
			case WEEKLY -> "monitoring.frequency.weekly";
			case BIWEEKLY -> "monitoring.frequency.biweekly";
			case MONTHLY -> "monitoring.frequency.monthly";
		});
	}

	private String reviews(ReviewsRecord record) {
		Integer count = record.reviewCount();
		return count == null ? LocaleFormats.NO_FIGURE : formats.number(count);
	}

	private String priceIfShown(ReviewsRecord record) {
		// Empty for a person who may not see prices: the service leaves the price out
		// (DD159).
		return record.priceUsd().map(this::dollars).orElse("");
	}

	/**
	 * A price in US dollars, as the reader writes it: "$19" in English, "19 $" in German.
	 */
	private String dollars(BigDecimal amount) {
		return getTranslation("monitoring.reviews.dollars", formats.decimal(amount, 2));
	}

	/** A score or rating as the service gave it, in the reader's separators. */
	private String number(@Nullable BigDecimal value) {
		return formats.decimal(value, 3);
	}

}
