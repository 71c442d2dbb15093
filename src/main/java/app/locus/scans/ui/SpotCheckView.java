package app.locus.scans.ui;

import java.math.BigDecimal;
import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import app.locus.base.WorkspaceId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.Failures;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.Notices;
import app.locus.base.ui.PhoneWidth;
import app.locus.locations.LocationService;
import app.locus.locations.SavedLocation;
import app.locus.scans.DuplicateSubmissionException;
import app.locus.scans.SpotCheck;
import app.locus.scans.SpotCheckInput;
import app.locus.scans.SpotCheckQuote;
import app.locus.scans.SpotCheckService;
import app.locus.scans.SubmissionStatus;
import app.locus.security.CurrentUser;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import app.locus.upstream.api.LatLng;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.button.ButtonVariant;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.confirmdialog.ConfirmDialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.OrderedList;
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
 * Check one point (DD137): where a saved location ranks for a keyword at one point of the
 * map, on google, and who ranks above it. The cost is shown in a confirmation before
 * anything is sent; client viewers see the checks made, never the controls.
 */
@Route(value = ScansNavigation.SPOT_CHECK_ROUTE, layout = MainLayout.class)
@PermitAll
class SpotCheckView extends Main implements BeforeEnterObserver, NamedPage {

	/** The zone the times of the checks are shown in, named beside them. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final transient SpotCheckService spots;

	private final transient LocationService locations;

	private final transient CurrentUser currentUser;

	private final ComboBox<SavedLocation> location = new ComboBox<>();

	private final ComboBox<LatLng> point = new ComboBox<>();

	private final TextField keyword = new TextField();

	private final Button check = new Button();

	private final Div form = new Div();

	private final Div result = new Div();

	private final Grid<SpotCheck> recent = new DirectRowsGrid<>();

	@SuppressWarnings("NullAway.Init") // set in beforeEnter, before the view is shown
	private transient WorkspaceId workspace;

	SpotCheckView(SpotCheckService spots, LocationService locations, CurrentUser currentUser) {
		this.spots = spots;
		this.locations = locations;
		this.currentUser = currentUser;
		getStyle().set("padding", "var(--lumo-space-l)");
		location.setLabel(getTranslation("spotcheck.location"));
		location.setId("spot-location");
		location.setItemLabelGenerator(SavedLocation::name);
		location.addValueChangeListener(event -> locationChosen());
		point.setLabel(getTranslation("spotcheck.point"));
		point.setId("spot-point");
		point.setItemLabelGenerator(SpotCheckView::coordinates);
		keyword.setLabel(getTranslation("spotcheck.keyword"));
		keyword.setId("spot-keyword");
		check.setText(getTranslation("spotcheck.check"));
		check.setId("spot-check");
		check.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		check.addClickListener(event -> quote());
		HorizontalLayout fields = new HorizontalLayout(location, point, keyword, check);
		fields.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		fields.setWrap(true);
		form.setId("spot-form");
		form.add(new Paragraph(getTranslation("spotcheck.intro")), fields);
		result.setId("spot-result");
		recent.setId("spot-recent");
		GridColumns.text(recent, this::when).setHeader(getTranslation("spotcheck.column.when")).setWidth("10em");
		GridColumns.text(recent, SpotCheck::keyword)
			.setHeader(getTranslation("spotcheck.column.keyword"))
			.setWidth("7em");
		GridColumns.text(recent, SpotCheckView::point)
			.setHeader(getTranslation("spotcheck.column.point"))
			.setWidth("9em");
		GridColumns.text(recent, this::outcome)
			.setHeader(getTranslation("spotcheck.column.result"))
			.setWidth("10em")
			.setFlexGrow(3);
		PhoneWidth.foldColumns(recent,
				() -> recent
					.addColumn(PhoneWidth.<SpotCheck>folded(SpotCheck::keyword,
							List.of(this::when, SpotCheckView::point), List.of(this::outcome)))
					.setHeader(getTranslation("spotcheck.column.folded"))
					.setKey("folded"));
		recent.setAllRowsVisible(true);
		add(new H2(getTranslation("spotcheck.title")), form, result, new H3(getTranslation("spotcheck.recent")),
				recent);
	}

	@Override
	public void beforeEnter(BeforeEnterEvent event) {
		workspace = WorkspaceId.parse(event.getRouteParameters().get(MainLayout.WORKSPACE_PARAMETER).orElse(null));
		form.setVisible(currentUser.require().role().canWrite());
		List<SavedLocation> saved = locations.pickerLocations(workspace);
		location.setItems(saved);
		if (!saved.isEmpty()) {
			location.setValue(saved.get(0));
		}
	}

	private void locationChosen() {
		SavedLocation chosen = location.getValue();
		result.removeAll();
		if (chosen == null) {
			return;
		}
		if (form.isVisible()) {
			try {
				List<LatLng> points = spots.pointsAround(workspace, chosen.placeId());
				point.setItems(points);
				point.setValue(points.isEmpty() ? null : points.get(0));
			}
			catch (RuntimeException ex) {
				Failures.show(ex, Map.of("placeId", location));
			}
		}
		recent.setItems(spots.recent(workspace, chosen.placeId()));
	}

	private SpotCheckInput input() {
		SavedLocation chosen = location.getValue();
		LatLng at = point.getValue();
		BigDecimal lat = at == null ? null : at.lat();
		BigDecimal lng = at == null ? null : at.lng();
		return new SpotCheckInput(chosen == null ? null : chosen.placeId(), keyword.getValue(), lat, lng);
	}

	/** Shows the cost first; nothing is sent until the person confirms. */
	private void quote() {
		SpotCheckInput input = input();
		SpotCheckQuote quote;
		try {
			quote = spots.quote(workspace, input);
		}
		catch (RuntimeException ex) {
			Failures.show(ex, fields());
			return;
		}
		SpotCheck earlier = quote.duplicate();
		String text = earlier == null ? getTranslation("spotcheck.confirm.cost", quote.requests())
				: getTranslation("spotcheck.confirm.cost.again", quote.requests(), when(earlier));
		ConfirmDialog dialog = new ConfirmDialog(getTranslation("spotcheck.confirm.title"), text,
				getTranslation("spotcheck.confirm.run"), event -> run(input, earlier != null));
		dialog.setId("spot-confirm");
		dialog.setCancelable(true);
		dialog.setCancelText(getTranslation("spotcheck.confirm.cancel"));
		dialog.open();
	}

	private void run(SpotCheckInput input, boolean duplicateConfirmed) {
		try {
			show(spots.run(workspace, input, duplicateConfirmed));
		}
		catch (DuplicateSubmissionException ex) {
			Notices.error(getTranslation("spotcheck.duplicate"));
		}
		catch (RuntimeException ex) {
			Failures.show(ex, fields());
		}
		SavedLocation chosen = location.getValue();
		if (chosen != null) {
			recent.setItems(spots.recent(workspace, chosen.placeId()));
		}
	}

	private void show(SpotCheck spot) {
		result.removeAll();
		Paragraph headline = new Paragraph(outcome(spot));
		headline.setId("spot-rank");
		result.add(headline);
		if (!spot.above().isEmpty()) {
			result.add(new Paragraph(
					spot.rank() == null ? getTranslation("spotcheck.shown") : getTranslation("spotcheck.above")));
			OrderedList above = new OrderedList();
			above.setId("spot-above");
			spot.above().forEach(name -> above.add(new ListItem(name)));
			result.add(above);
		}
	}

	private Map<String, HasValidation> fields() {
		return Map.of("placeId", location, "lat", point, "keyword", keyword);
	}

	private String when(SpotCheck spot) {
		return LocaleFormats.of(getLocale()).instant(spot.createdAt(), UTC);
	}

	private static String point(SpotCheck spot) {
		return spot.lat() + ", " + spot.lng();
	}

	private String outcome(SpotCheck spot) {
		if (spot.status() == SubmissionStatus.UNKNOWN) {
			return getTranslation("spotcheck.outcome.unknown");
		}
		if (spot.status() != SubmissionStatus.COMPLETE) {
			return getTranslation("spotcheck.outcome.not-checked", Objects.toString(spot.message(), ""));
		}
		return spot.rank() == null ? getTranslation("spotcheck.outcome.not-shown")
				: getTranslation("spotcheck.outcome.rank", spot.rank());
	}

	private static String coordinates(@Nullable LatLng at) {
		return at == null ? "" : at.latText() + ", " + at.lngText();
	}

	@Override
	public String pageName() {
		return getTranslation("spotcheck.title");
	}

}
