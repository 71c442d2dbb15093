package app.locus.scans.ui;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
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
class SpotCheckView extends Main implements BeforeEnterObserver {

	private final transient SpotCheckService spots;

	private final transient LocationService locations;

	private final transient CurrentUser currentUser;

	private final ComboBox<SavedLocation> location = new ComboBox<>("Saved location");

	private final ComboBox<LatLng> point = new ComboBox<>("Point to check");

	private final TextField keyword = new TextField("Keyword");

	private final Button check = new Button("Check this point…");

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
		location.setId("spot-location");
		location.setItemLabelGenerator(SavedLocation::name);
		location.addValueChangeListener(event -> locationChosen());
		point.setId("spot-point");
		point.setItemLabelGenerator(SpotCheckView::coordinates);
		keyword.setId("spot-keyword");
		check.setId("spot-check");
		check.addThemeVariants(ButtonVariant.LUMO_PRIMARY);
		check.addClickListener(event -> quote());
		HorizontalLayout fields = new HorizontalLayout(location, point, keyword, check);
		fields.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		fields.setWrap(true);
		form.setId("spot-form");
		form.add(new Paragraph("A spot check is one google search at one point: cheaper than a scan, and billed per "
				+ "request outside your credit balance. You see the cost before anything is sent."), fields);
		result.setId("spot-result");
		recent.setId("spot-recent");
		GridColumns.text(recent, SpotCheckView::when).setHeader("When").setWidth("10em");
		GridColumns.text(recent, SpotCheck::keyword).setHeader("Keyword").setWidth("7em");
		GridColumns.text(recent, SpotCheckView::point).setHeader("Point").setWidth("9em");
		GridColumns.text(recent, SpotCheckView::outcome).setHeader("Result").setWidth("10em").setFlexGrow(3);
		PhoneWidth.foldColumns(recent,
				() -> recent
					.addColumn(PhoneWidth.<SpotCheck>folded(SpotCheck::keyword,
							List.of(SpotCheckView::when, SpotCheckView::point), List.of(SpotCheckView::outcome)))
					.setHeader("Check")
					.setKey("folded"));
		recent.setAllRowsVisible(true);
		add(new H2("Check one point"), form, result, new H3("Recent checks of this location"), recent);
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
		String text = "This check costs " + quote.costText() + (earlier == null ? ""
				: " The same check was made at " + earlier.createdAt() + "; running it again is billed again.");
		ConfirmDialog dialog = new ConfirmDialog("Check this point?", text, "Check it",
				event -> run(input, earlier != null));
		dialog.setId("spot-confirm");
		dialog.setCancelable(true);
		dialog.open();
	}

	private void run(SpotCheckInput input, boolean duplicateConfirmed) {
		try {
			show(spots.run(workspace, input, duplicateConfirmed));
		}
		catch (DuplicateSubmissionException ex) {
			Notices.error("The same check was just made by someone else; check its result below first.");
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
			result.add(new Paragraph(spot.rank() == null ? "Shown at this point:" : "Ranking above it here:"));
			OrderedList above = new OrderedList();
			above.setId("spot-above");
			spot.above().forEach(name -> above.add(new ListItem(name)));
			result.add(above);
		}
	}

	private Map<String, HasValidation> fields() {
		return Map.of("placeId", location, "lat", point, "keyword", keyword);
	}

	private static String when(SpotCheck spot) {
		return DisplayDates.instant(spot.createdAt());
	}

	private static String point(SpotCheck spot) {
		return spot.lat() + ", " + spot.lng();
	}

	private static String outcome(SpotCheck spot) {
		if (spot.status() == SubmissionStatus.UNKNOWN) {
			return "No clear answer came; the request may have been billed. It is not sent again.";
		}
		if (spot.status() != SubmissionStatus.COMPLETE) {
			return "Not checked: " + spot.message();
		}
		return spot.rank() == null ? "Not in the results at this point." : "Rank " + spot.rank() + " at this point.";
	}

	private static String coordinates(@Nullable LatLng at) {
		return at == null ? "" : at.latText() + ", " + at.lngText();
	}

}
