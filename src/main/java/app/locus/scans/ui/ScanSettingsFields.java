package app.locus.scans.ui;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import app.locus.reports.heatmap.GridGeometry;
import app.locus.scans.GridSettings;
import app.locus.scans.ScanInput;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.AbstractField;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.radiobutton.RadioButtonGroup;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.BigDecimalField;
import com.vaadin.flow.component.textfield.IntegerField;

/**
 * The settings every scan form shares (the single scan and the batch): platform and AI
 * analysis, grid size, radius and unit, with a preview of the grid.
 */
class ScanSettingsFields extends Div {

	private final Select<Platform> platform = new Select<>();

	private final Checkbox aiAnalysis = new Checkbox("Add an AI analysis");

	private final IntegerField gridSize = new IntegerField("Grid size");

	private final BigDecimalField radius = new BigDecimalField("Radius");

	private final RadioButtonGroup<Measurement> unit = new RadioButtonGroup<>("Unit");

	private final Div preview = new Div();

	private final Paragraph spacing = new Paragraph();

	ScanSettingsFields() {
		platform.setId("scan-platform");
		platform.setLabel("Platform");
		platform.setItems(Platform.values());
		platform.setItemLabelGenerator(p -> p.displayName() + " (" + p.primaryMetric().label() + ")");
		platform.setValue(Platform.GOOGLE);
		platform.addValueChangeListener(event -> {
			boolean google = event.getValue() == Platform.GOOGLE;
			aiAnalysis.setVisible(google);
			if (!google) {
				aiAnalysis.setValue(false);
			}
		});
		aiAnalysis.setId("scan-ai-analysis");
		gridSize.setId("scan-grid");
		gridSize.setValue(ScanInput.DEFAULT_GRID_SIZE);
		gridSize.setMin(3);
		gridSize.setMax(15);
		gridSize.setStep(2);
		gridSize.setStepButtonsVisible(true);
		gridSize.setHelperText("Odd, 3 to 15; costs one credit per point.");
		radius.setId("scan-radius");
		radius.setValue(new BigDecimal("2"));
		radius.setHelperText("From the centre to the edge, 0.1 to 100.");
		unit.setId("scan-unit");
		unit.setItems(Measurement.values());
		unit.setItemLabelGenerator(Measurement::displayName);
		unit.setValue(Measurement.MI);
		preview.setId("grid-preview");
		spacing.setId("grid-spacing");
		addChangeListener(this::drawPreview);
		HorizontalLayout what = new HorizontalLayout(platform, aiAnalysis);
		what.setWrap(true);
		what.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		HorizontalLayout grid = new HorizontalLayout(gridSize, radius, unit);
		grid.setWrap(true);
		add(what, grid, preview, spacing);
		drawPreview();
	}

	GridSettings value() {
		return new GridSettings(gridSize.getValue(), radius.getValue(), unit.getValue(), platform.getValue(),
				aiAnalysis.getValue());
	}

	/** Runs {@code changed} after any setting changes. */
	void addChangeListener(Runnable changed) {
		List<AbstractField<?, ?>> inputs = List.of(platform, aiAnalysis, gridSize, radius, unit);
		inputs.forEach(field -> field.addValueChangeListener(event -> changed.run()));
	}

	/** The fields by the names the scan service gives its errors. */
	Map<String, HasValidation> fields() {
		return Map.of("gridSize", gridSize, "radius", radius, "measurement", unit, "platform", platform, "aiAnalysis",
				aiAnalysis);
	}

	private void drawPreview() {
		preview.removeAll();
		try {
			GridGeometry geometry = GridGeometry.of(gridSize.getValue(), radius.getValue(), unit.getValue());
			preview.add(GridPreview.of(geometry));
			spacing.setText(geometry.describe());
		}
		catch (RuntimeException ex) {
			spacing.setText("The preview appears once grid size, radius and unit are valid.");
		}
	}

}
