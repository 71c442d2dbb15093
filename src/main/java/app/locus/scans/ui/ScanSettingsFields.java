package app.locus.scans.ui;

import java.math.BigDecimal;
import java.util.List;
import java.util.Map;

import app.locus.base.i18n.LocaleFormats;
import app.locus.reports.ReportHeadline;
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
 * analysis, grid size, radius and unit, with a preview of the grid. Its words are in the
 * page's language ({@code scans.settings.*}).
 */
class ScanSettingsFields extends Div {

	private final Select<Platform> platform = new Select<>();

	private final Checkbox aiAnalysis = new Checkbox(getTranslation("scans.settings.ai-analysis"));

	private final IntegerField gridSize = new IntegerField(getTranslation("scans.settings.grid-size"));

	private final BigDecimalField radius = new BigDecimalField(getTranslation("scans.settings.radius"));

	private final RadioButtonGroup<Measurement> unit = new RadioButtonGroup<>(getTranslation("scans.settings.unit"));

	private final Div preview = new Div();

	private final Paragraph spacing = new Paragraph();

	ScanSettingsFields() {
		platform.setId("scan-platform");
		platform.setLabel(getTranslation("scans.settings.platform"));
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
		gridSize.setHelperText(getTranslation("scans.settings.grid-size.helper"));
		radius.setId("scan-radius");
		radius.setValue(new BigDecimal("2"));
		radius.setHelperText(getTranslation("scans.settings.radius.helper"));
		unit.setId("scan-unit");
		unit.setItems(Measurement.values());
		unit.setItemLabelGenerator(this::unitName);
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
			String described = describe(geometry);
			preview.add(GridPreview.of(geometry, described));
			spacing.setText(described);
		}
		catch (RuntimeException ex) {
			spacing.setText(getTranslation("scans.settings.preview.invalid"));
		}
	}

	private String describe(GridGeometry geometry) {
		return new ReportHeadline(this::getTranslation, LocaleFormats.of(getLocale())).geometry(geometry);
	}

	private String unitName(Measurement measurement) {
		return getTranslation(switch (measurement) {
			case MI -> "scans.settings.unit.mi";
			case KM -> "scans.settings.unit.km";
		});
	}

}
