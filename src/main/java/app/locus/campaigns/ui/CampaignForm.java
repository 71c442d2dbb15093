package app.locus.campaigns.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;

import app.locus.calendar.CreditCost;
import app.locus.calendar.PlannedSpend;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.CampaignInput;
import app.locus.locations.SavedLocation;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.component.timepicker.TimePicker;

/**
 * The fields of a new campaign, in the user's locale, with the cost per run and per month
 * shown as they change. The service checks everything again.
 */
class CampaignForm extends FormLayout {

	final TextField name = new TextField("Name");

	final MultiSelectComboBox<SavedLocation> places = new MultiSelectComboBox<>("Locations");

	final TextField keywords = new TextField("Keywords (comma-separated)");

	final Select<Integer> grid = new Select<>();

	final TextField radius = new TextField("Radius (0.1 to 100)");

	final Select<Measurement> unit = new Select<>();

	final Select<Frequency> frequency = new Select<>();

	final DatePicker startDate = new DatePicker("Start date");

	final TimePicker startTime = new TimePicker("Start time");

	final Paragraph cost = new Paragraph();

	CampaignForm(List<SavedLocation> saved) {
		name.setId("campaign-name");
		name.setRequired(true);
		name.setMaxLength(100);
		places.setId("campaign-places");
		places.setItems(saved);
		places.setItemLabelGenerator(location -> location.name() == null ? location.placeId() : location.name());
		keywords.setId("campaign-keywords");
		grid.setId("campaign-grid");
		grid.setLabel("Grid size");
		grid.setItems(IntStream.rangeClosed(3, 21).filter(size -> size % 2 == 1).boxed().toList());
		grid.setItemLabelGenerator(size -> size + " × " + size);
		grid.setValue(GridSize.DEFAULT.value());
		radius.setId("campaign-radius");
		radius.setValue("1");
		unit.setId("campaign-unit");
		unit.setLabel("Unit");
		unit.setItems(Measurement.values());
		unit.setItemLabelGenerator(Measurement::displayName);
		unit.setValue(Measurement.MI);
		frequency.setId("campaign-frequency");
		frequency.setLabel("Frequency");
		frequency.setItems(Frequency.values());
		frequency.setItemLabelGenerator(Frequency::displayName);
		frequency.setValue(Frequency.WEEKLY);
		startDate.setId("campaign-start-date");
		startTime.setId("campaign-start-time");
		cost.setId("campaign-cost");
		add(name, places, keywords, grid, radius, unit, frequency, startDate, startTime, cost);
		places.addValueChangeListener(event -> showCost());
		keywords.addValueChangeListener(event -> showCost());
		grid.addValueChangeListener(event -> showCost());
		frequency.addValueChangeListener(event -> showCost());
		startDate.addValueChangeListener(event -> showCost());
		showCost();
	}

	/** The form's fields under the names the service uses in its field errors. */
	Map<String, HasValidation> fields() {
		return Map.of("name", name, "placeId", places, "keyword", keywords, "radius", radius, "startDate", startDate,
				"startTime", startTime);
	}

	CampaignInput input() {
		return new CampaignInput(name.getValue(), places.getValue().stream().map(SavedLocation::placeId).toList(),
				keywordList(), grid.getValue(), radius.getValue(), unit.getValue(), frequency.getValue(),
				SpecDates.formatDate(startDate.getValue()), SpecDates.formatTime(startTime.getValue()));
	}

	private List<String> keywordList() {
		return Arrays.stream(keywords.getValue().split(","))
			.map(String::strip)
			.filter(word -> !word.isEmpty())
			.toList();
	}

	private void showCost() {
		long perRun = CreditCost.perRun(places.getValue().size(), keywordList().size(), new GridSize(grid.getValue()));
		String text = "Cost per run: " + perRun + " credits";
		if (startDate.getValue() != null && frequency.getValue() != null) {
			RunSchedule schedule = new RunSchedule(startDate.getValue(), java.time.LocalTime.NOON,
					frequency.getValue());
			text += " · per month: " + PlannedSpend.perMonth(schedule, perRun) + " credits";
		}
		cost.setText(text);
	}

}
