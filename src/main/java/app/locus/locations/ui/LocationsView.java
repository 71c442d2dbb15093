package app.locus.locations.ui;

import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.MessageBundles;
import app.locus.base.ui.Background;
import app.locus.base.ui.CsvImportPanel;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.ui.UnexpectedErrors;
import app.locus.locations.LocationCandidate;
import app.locus.locations.LocationImport;
import app.locus.locations.LocationImportService;
import app.locus.locations.LocationService;
import app.locus.locations.NewLocationInput;
import app.locus.locations.SavedLocation;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.textfield.BigDecimalField;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.router.BeforeEnterEvent;
import com.vaadin.flow.router.BeforeEnterObserver;
import com.vaadin.flow.router.Route;
import jakarta.annotation.security.PermitAll;
import org.jspecify.annotations.Nullable;

/**
 * The workspace's saved locations at the scanning service, and (for managers) search and
 * add. Only saved locations can be scanned or put in a campaign.
 */
@Route(value = LocationsNavigation.LOCATIONS_ROUTE, layout = MainLayout.class)
@PermitAll
class LocationsView extends Main implements BeforeEnterObserver, NamedPage {

	private static final String CENTRE = "centre";

	private static final String PLACE_ID = "place-id";

	private final transient LocationService locations;

	private final transient Background background;

	private final transient CurrentUser currentUser;

	private final LocaleFormats formats;

	/** Whether the person is the agency's (sees coordinates and place ids). */
	private boolean staff;

	private final Checkbox linkedOnly = new Checkbox(getTranslation("locations.filter.linked"));

	private final Grid<SavedLocation> saved = new DirectRowsGrid<>();

	private final Paragraph savedStatus = new Paragraph();

	private final TextField term = new TextField(getTranslation("locations.search.term"));

	private final RadioButtonGroup<Platform> platform = new RadioButtonGroup<>(
			getTranslation("locations.search.platform"));

	private final TextField proximity = new TextField(getTranslation("locations.search.proximity"));

	private final Button search = new Button(getTranslation("locations.search.search"));

	private final Grid<LocationCandidate> results = new DirectRowsGrid<>();

	private final TextField appleName = new TextField(getTranslation("locations.search.appleName"));

	private final BigDecimalField appleLat = new BigDecimalField(getTranslation("locations.search.appleLat"));

	private final BigDecimalField appleLng = new BigDecimalField(getTranslation("locations.search.appleLng"));

	private final Div searchSection = new Div();

	private final Div importSection = new Div();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	LocationsView(LocationService locations, LocationImportService imports, Background background,
			CurrentUser currentUser, MessageBundles bundles) {
		this.locations = locations;
		this.background = background;
		this.currentUser = currentUser;
		this.formats = LocaleFormats.of(getLocale());
		getStyle().set("padding", "var(--lumo-space-l)");
		Paragraph note = new Paragraph(getTranslation("locations.saveFirst"));
		note.setId("save-first-note");
		linkedOnly.setId("filter-gbp-linked");
		linkedOnly.addValueChangeListener(event -> loadSaved());
		saved.setId("saved-locations");
		GridColumns.text(saved, SavedLocation::name).setHeader(getTranslation("locations.column.name"));
		GridColumns.text(saved, SavedLocation::address).setHeader(getTranslation("locations.column.address"));
		GridColumns.text(saved, location -> coordinates(location.center()))
			.setHeader(getTranslation("locations.saved.column.centre"))
			.setKey(CENTRE);
		saved.addColumn(location -> location.reviews() == null ? "" : formats.number(location.reviews()))
			.setHeader(getTranslation("locations.saved.column.reviews"))
			.setAutoWidth(true);
		saved.addColumn(location -> location.rating() == null ? "" : formats.decimal(location.rating(), 2))
			.setHeader(getTranslation("locations.saved.column.rating"))
			.setAutoWidth(true);
		GridColumns.text(saved, SavedLocation::placeId)
			.setHeader(getTranslation("locations.saved.column.placeId"))
			.setKey(PLACE_ID);
		PhoneWidth
			.foldColumns(saved,
					() -> saved
						.addColumn(PhoneWidth.<SavedLocation>folded(SavedLocation::name,
								List.of(SavedLocation::address,
										location -> staff ? coordinates(location.center()) : ""),
								List.of(this::rating, location -> staff ? location.placeId() : "")))
						.setHeader(getTranslation("locations.saved.column.folded"))
						.setKey("folded"));
		saved.setAllRowsVisible(true);
		savedStatus.setId("saved-status");

		term.setId("search-term");
		platform.setId("search-platform");
		platform.setItems(Platform.GOOGLE, Platform.APPLE);
		platform.setItemLabelGenerator(Platform::displayName);
		platform.setValue(Platform.GOOGLE);
		platform.addValueChangeListener(event -> showAppleFields());
		proximity.setId("search-proximity");
		search.setId("search");
		search.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		search.addClickListener(event -> search());
		appleName.setId("apple-name");
		appleLat.setId("apple-lat");
		appleLng.setId("apple-lng");
		results.setId("search-results");
		GridColumns.text(results, LocationCandidate::name).setHeader(getTranslation("locations.column.name"));
		GridColumns.text(results, LocationCandidate::address).setHeader(getTranslation("locations.column.address"));
		results.addColumn(LocationsView::platform)
			.setHeader(getTranslation("locations.results.column.platform"))
			.setAutoWidth(true);
		PhoneWidth.foldColumns(results,
				() -> results
					.addColumn(PhoneWidth.<LocationCandidate>folded(LocationCandidate::name,
							List.of(LocationCandidate::address), List.of(LocationsView::platform)))
					.setHeader(getTranslation("locations.results.column.folded"))
					.setKey("folded"));
		PhoneWidth.keepOnPhones(results.addComponentColumn(this::addButton).setHeader("").setAutoWidth(true));
		results.setAllRowsVisible(true);
		HorizontalLayout searchForm = new HorizontalLayout(term, platform, proximity, search);
		searchForm.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		searchForm.setWrap(true);
		HorizontalLayout appleFields = new HorizontalLayout(appleName, appleLat, appleLng);
		searchSection.setId("search-section");
		searchSection.add(new H3(getTranslation("locations.search.title")), searchForm, appleFields, results);
		showAppleFields();
		importSection.setId("location-import-section");
		// the import answers from the background, where the page's lookup reads no text
		Locale locale = getLocale();
		importSection.add(new H3(getTranslation("locations.import.title")),
				new Paragraph(getTranslation("locations.import.hint")),
				new CsvImportPanel("location-import", background, file -> imports.preview(workspace, file),
						file -> imported(imports.importLocations(workspace, file), bundles, locale), this::loadSaved));
		add(new H2(getTranslation("locations.title")), note, linkedOnly, savedStatus, saved, searchSection,
				importSection);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		// coordinates and place ids are the agency's working data, never a client's
		staff = currentUser.require().role() != Role.CLIENT_VIEWER;
		GridColumns.keepOnlyIf(saved, CENTRE, staff);
		GridColumns.keepOnlyIf(saved, PLACE_ID, staff);
		searchSection.setVisible(currentUser.require().role().canWrite());
		importSection.setVisible(currentUser.require().role().canWrite());
		loadSaved();
	}

	private void loadSaved() {
		WorkspaceId id = workspace;
		boolean linked = linkedOnly.getValue();
		savedStatus.setText(getTranslation("locations.saved.loading"));
		background.run(() -> locations.savedLocations(id, linked), list -> {
			saved.setItems(list);
			savedStatus
				.setText(list.isEmpty() ? getTranslation(linked ? "locations.saved.noneLinked" : "locations.saved.none")
						: getTranslation("locations.saved.count", list.size()));
		}, failure -> savedStatus
			.setText(getTranslation("locations.saved.failed", UnexpectedErrors.describe(failure))));
	}

	private void search() {
		WorkspaceId id = workspace;
		String text = term.getValue();
		Platform chosen = platform.getValue();
		String area = proximity.getValue();
		search.setEnabled(false);
		background.run(() -> locations.search(id, text, chosen, area), found -> {
			search.setEnabled(true);
			term.setInvalid(false);
			proximity.setInvalid(false);
			results.setItems(found);
			if (found.isEmpty()) {
				Notices.error(getTranslation("locations.results.none", text));
			}
		}, failure -> {
			search.setEnabled(true);
			Failures.show(failure, Map.of("term", term, "proximity", proximity));
		});
	}

	private Button addButton(LocationCandidate candidate) {
		Button add = new Button(getTranslation("locations.results.add"), event -> add(candidate));
		add.setId("add-" + candidate.placeId());
		return add;
	}

	private void add(LocationCandidate candidate) {
		boolean apple = candidate.platform() == Platform.APPLE;
		NewLocationInput input = apple
				? NewLocationInput.apple(candidate.placeId(),
						appleName.isEmpty() ? candidate.name() : appleName.getValue(),
						appleLat.getValue() != null ? appleLat.getValue()
								: candidate.center() == null ? null : candidate.center().lat(),
						appleLng.getValue() != null ? appleLng.getValue()
								: candidate.center() == null ? null : candidate.center().lng())
				: NewLocationInput.google(candidate.placeId());
		WorkspaceId id = workspace;
		background.run(() -> locations.add(id, input), location -> {
			Notices.success(getTranslation("locations.added", location.name()));
			loadSaved();
		}, failure -> Failures.show(failure, Map.of("name", appleName, "lat", appleLat, "lng", appleLng)));
	}

	/** Worded in the background, so from the bundles in the page's language. */
	private static String imported(LocationImport done, MessageBundles bundles, Locale locale) {
		String stopped = done.stoppedBecause();
		return stopped == null ? bundles.getTranslation("locations.import.saved", locale, done.saved())
				: bundles.getTranslation("locations.import.stopped", locale, done.saved(), stopped);
	}

	private void showAppleFields() {
		boolean apple = platform.getValue() == Platform.APPLE;
		appleName.setVisible(apple);
		appleLat.setVisible(apple);
		appleLng.setVisible(apple);
	}

	private static String platform(LocationCandidate candidate) {
		return candidate.platform() == null ? "" : candidate.platform().displayName();
	}

	private String rating(SavedLocation location) {
		if (location.rating() == null) {
			return "";
		}
		String rating = formats.decimal(location.rating(), 2);
		return location.reviews() == null ? getTranslation("locations.rating", rating)
				: getTranslation("locations.rating.reviews", rating, location.reviews());
	}

	private static String coordinates(@Nullable LatLng center) {
		return center == null ? "" : center.lat().toPlainString() + ", " + center.lng().toPlainString();
	}

	@Override
	public String pageName() {
		return getTranslation("locations.title");
	}

}
