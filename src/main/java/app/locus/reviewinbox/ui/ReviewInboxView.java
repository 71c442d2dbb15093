package app.locus.reviewinbox.ui;

import java.time.Clock;
import java.time.Duration;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.IntStream;

import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.reviewinbox.InboxAge;
import app.locus.reviewinbox.InboxChoices;
import app.locus.reviewinbox.InboxFilter;
import app.locus.reviewinbox.InboxLocation;
import app.locus.reviewinbox.InboxReview;
import app.locus.reviewinbox.ReplyState;
import app.locus.reviewinbox.ReplyTemplateService;
import app.locus.reviewinbox.ReviewInboxService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.tenancy.WorkspaceSummary;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.checkbox.CheckboxGroup;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.router.RouterLink;

import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The review inbox (DD210): the reviews of every client the person may see, unanswered
 * first and newest first, filtered by reply state, rating, client, location and age; each
 * is answered in place. Rows are fetched a page at a time from the stored copy.
 */
@Route(value = ReviewInboxNavigation.ROUTE, layout = MainLayout.class)
@RolesAllowed({ "AGENCY_ADMIN", "ACCOUNT_MANAGER" })
class ReviewInboxView extends Main implements NamedPage {

	private final transient ReviewInboxService inbox;

	private final transient ReplyTemplateService templates;

	private final transient Clock clock;

	private final Grid<InboxReview> grid = new DirectRowsGrid<>();

	private final Checkbox unansweredOnly = new Checkbox();

	private final CheckboxGroup<Integer> stars = new CheckboxGroup<>();

	private final Select<WorkspaceSummary> client = new Select<>();

	private final Select<InboxLocation> location = new Select<>();

	private final Select<InboxAge> age = new Select<>();

	private final transient List<InboxLocation> locations;

	ReviewInboxView(ReviewInboxService inbox, ReplyTemplateService templates, Clock clock) {
		this.inbox = inbox;
		this.templates = templates;
		this.clock = clock;
		InboxChoices choices = inbox.choices();
		this.locations = choices.locations();
		getStyle().set("padding", "var(--lumo-space-l)");
		RouterLink templatesLink = new RouterLink(getTranslation("reviewinbox.templates.link"),
				ReplyTemplatesView.class);
		templatesLink.setId("review-inbox-templates");
		add(new H2(getTranslation("reviewinbox.title")), templatesLink, filters(choices));
		grid.setId("review-inbox-grid");
		GridColumns.text(grid, review -> stars(review.stars()))
			.setHeader(getTranslation("reviewinbox.column.stars"))
			.setKey("stars")
			.setWidth("5em")
			.setFlexGrow(0);
		GridColumns.text(grid, InboxReview::clientName)
			.setHeader(getTranslation("reviewinbox.column.client"))
			.setKey("client")
			.setWidth("9em");
		GridColumns.text(grid, review -> Objects.requireNonNullElse(review.locationName(), review.placeId()))
			.setHeader(getTranslation("reviewinbox.column.location"))
			.setKey("location")
			.setWidth("9em");
		GridColumns.text(grid, this::age)
			.setHeader(getTranslation("reviewinbox.column.age"))
			.setKey("age")
			.setWidth("6em");
		GridColumns.text(grid, this::text)
			.setHeader(getTranslation("reviewinbox.column.text"))
			.setKey("text")
			.setWidth("14em")
			.setFlexGrow(3);
		GridColumns.text(grid, this::replyState)
			.setHeader(getTranslation("reviewinbox.column.reply"))
			.setKey("reply")
			.setWidth("10em")
			.setFlexGrow(2);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<InboxReview>folded(this::text,
							List.of(review -> stars(review.stars()), InboxReview::clientName, this::age),
							List.of(this::replyState)))
					.setHeader(getTranslation("reviewinbox.column.review"))
					.setKey("folded"));
		GridColumns.actionColumn(grid, this::replyButton, "7em");
		grid.setItems(query -> inbox
			.reviews(filter(), query.getOffset(), Math.min(query.getLimit(), ReviewInboxService.MAX_PAGE))
			.stream());
		grid.setEmptyStateText(getTranslation("reviewinbox.empty"));
		add(grid);
	}

	@Override
	public String pageName() {
		return getTranslation("reviewinbox.title");
	}

	private HorizontalLayout filters(InboxChoices choices) {
		unansweredOnly.setId("review-inbox-unanswered");
		unansweredOnly.setLabel(getTranslation("reviewinbox.filter.unanswered"));
		stars.setId("review-inbox-stars");
		stars.setLabel(getTranslation("reviewinbox.filter.stars"));
		stars.setItems(IntStream.rangeClosed(1, 5).boxed().toList());
		stars.setItemLabelGenerator(this::stars);
		client.setId("review-inbox-client");
		client.setLabel(getTranslation("reviewinbox.filter.client"));
		client.setEmptySelectionAllowed(true);
		client.setEmptySelectionCaption(getTranslation("reviewinbox.filter.allClients"));
		client.setItems(choices.clients());
		client.setItemLabelGenerator(summary -> summary == null ? "" : summary.name());
		location.setId("review-inbox-location");
		location.setLabel(getTranslation("reviewinbox.filter.location"));
		location.setEmptySelectionAllowed(true);
		location.setEmptySelectionCaption(getTranslation("reviewinbox.filter.allLocations"));
		location.setItemLabelGenerator(
				place -> place == null ? "" : Objects.requireNonNullElse(place.name(), place.placeId()));
		showLocations(null);
		age.setId("review-inbox-age");
		age.setLabel(getTranslation("reviewinbox.filter.age"));
		age.setItems(InboxAge.values());
		age.setItemLabelGenerator(this::ageChoice);
		age.setValue(InboxAge.ANY);
		unansweredOnly.addValueChangeListener(event -> refresh());
		stars.addValueChangeListener(event -> refresh());
		client.addValueChangeListener(event -> {
			showLocations(event.getValue());
			refresh();
		});
		location.addValueChangeListener(event -> refresh());
		age.addValueChangeListener(event -> refresh());
		HorizontalLayout bar = new HorizontalLayout(unansweredOnly, stars, client, location, age);
		bar.setAlignItems(FlexComponent.Alignment.BASELINE);
		bar.getStyle().set("flex-wrap", "wrap");
		return bar;
	}

	/** Offers the locations of the chosen client only. */
	private void showLocations(@Nullable WorkspaceSummary chosen) {
		location.setItems(chosen == null ? locations
				: locations.stream().filter(place -> place.workspace().equals(chosen.id())).toList());
	}

	private InboxFilter filter() {
		WorkspaceSummary chosenClient = client.getValue();
		InboxLocation chosenLocation = location.getValue();
		Set<Integer> chosenStars = stars.getValue();
		return new InboxFilter(unansweredOnly.getValue(), chosenStars == null ? Set.of() : chosenStars,
				chosenClient == null ? null : chosenClient.id(),
				chosenLocation == null ? null : chosenLocation.placeId(),
				age.getValue() == null ? InboxAge.ANY : age.getValue());
	}

	private void refresh() {
		grid.getDataProvider().refreshAll();
	}

	private Button replyButton(InboxReview review) {
		Button reply = new Button(getTranslation(
				review.state() == ReplyState.ANSWERED ? "reviewinbox.reply.change" : "reviewinbox.reply.open"));
		reply.setId("review-reply-" + review.reviewId());
		reply.addThemeVariants(ButtonVariant.LUMO_SMALL);
		reply.setEnabled(review.state() != ReplyState.AWAITING_APPROVAL);
		reply.addClickListener(event -> new ReplyDialog(inbox, templates, review, this::refresh).open());
		return reply;
	}

	private String stars(@Nullable Integer count) {
		return count == null ? "" : getTranslation("reviewinbox.stars", count);
	}

	private String text(InboxReview review) {
		String text = review.text();
		return text == null ? getTranslation("reviewinbox.noText") : text;
	}

	private String age(InboxReview review) {
		Duration age = Duration.between(review.createdAt(), clock.instant());
		return age.toHours() < 24 ? getTranslation("reviewinbox.ageHours", Math.max(0, age.toHours()))
				: getTranslation("reviewinbox.ageDays", age.toDays());
	}

	private String ageChoice(InboxAge value) {
		return getTranslation(switch (value) {
			case ANY -> "reviewinbox.age.any";
			case DAY -> "reviewinbox.age.day";
			case WEEK -> "reviewinbox.age.week";
			case MONTH -> "reviewinbox.age.month";
		});
	}

	private String replyState(InboxReview review) {
		return switch (review.state()) {
			case ANSWERED -> getTranslation("reviewinbox.state.answered", review.replyText());
			case AWAITING_APPROVAL -> getTranslation("reviewinbox.state.awaiting");
			case UNANSWERED -> getTranslation("reviewinbox.state.unanswered");
		};
	}

}
