package app.locus.campaigns.ui;

import java.util.Arrays;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;

import app.locus.base.i18n.Texts;
import app.locus.base.ui.DateInputs;
import app.locus.base.ui.LengthLimit;
import app.locus.base.ui.TimeInputs;
import app.locus.campaigns.CampaignInput;
import app.locus.campaigns.CampaignOptions;
import app.locus.campaigns.CampaignOptions.Estimate;
import app.locus.campaigns.CampaignOptions.Option;
import app.locus.campaigns.CampaignService;
import app.locus.keywords.KeywordList;
import app.locus.base.ui.ListPickers;
import app.locus.locations.SavedLocation;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.SpecDates;
import app.locus.upstream.api.WireCode;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import org.jspecify.annotations.Nullable;

/**
 * The fields of a new campaign, in the user's locale, with the cost per run and per month
 * shown as they change. A campaign names no platform when it is made, so it scans the map
 * (DD217): the note under the price says so and sends AI tracking to AI scans, whose
 * price carries the planner. The start time goes to the service as typed (24-hour clock),
 * so that a time that does not exist is refused rather than rolled over (DD202). The
 * service checks everything again. Its words are in the page's language
 * ({@code campaigns.form.*}); the edit dialog shares its labels.
 */
class CampaignForm extends FormLayout {

	final TextField name = new TextField(getTranslation("campaigns.form.name"));

	final MultiSelectComboBox<SavedLocation> places = new MultiSelectComboBox<>(
			getTranslation("campaigns.form.locations"));

	final TextField keywords = new TextField(getTranslation("campaigns.form.keywords"));

	final Select<Integer> grid = new Select<>();

	final TextField radius = new TextField(getTranslation("campaigns.form.radius"));

	final Select<Option> unit = new Select<>();

	final Select<Option> frequency = new Select<>();

	final DatePicker startDate = DateInputs.picker(getTranslation("campaigns.form.start-date"));

	final TextField startTime = TimeInputs.field(getTranslation("campaigns.form.start-time"));

	final Paragraph cost = new Paragraph();

	private final Paragraph platformNote = new Paragraph();

	CampaignForm(List<SavedLocation> saved, List<KeywordList> keywordLists) {
		this("campaign", saved, keywordLists);
	}

	/**
	 * @param idPrefix starts the id of every field, so two forms on one page (the create
	 * form and a copy's) have ids of their own
	 */
	CampaignForm(String idPrefix, List<SavedLocation> saved, List<KeywordList> keywordLists) {
		name.setId(idPrefix + "-name");
		name.setRequired(true);
		LengthLimit.apply(name, CampaignService.NAME_MAX);
		places.setId(idPrefix + "-places");
		places.setItems(saved);
		places.setItemLabelGenerator(location -> location.name() == null ? location.placeId() : location.name());
		keywords.setId(idPrefix + "-keywords");
		grid.setId(idPrefix + "-grid");
		grid.setLabel(getTranslation("campaigns.form.grid"));
		grid.setItems(CampaignOptions.gridSizes());
		grid.setItemLabelGenerator(size -> getTranslation("campaigns.form.grid.size", size));
		grid.setValue(CampaignOptions.defaultGridSize());
		radius.setId(idPrefix + "-radius");
		radius.setValue("1");
		unit.setId(idPrefix + "-unit");
		unit.setLabel(getTranslation("campaigns.form.unit"));
		List<Option> units = CampaignOptions.units();
		unit.setItems(units);
		unit.setItemLabelGenerator(option -> unitLabel(this::getTranslation, option));
		unit.setValue(units.get(0));
		frequency.setId(idPrefix + "-frequency");
		frequency.setLabel(getTranslation("campaigns.form.frequency"));
		List<Option> frequencies = CampaignOptions.frequencies();
		frequency.setItems(frequencies);
		frequency.setItemLabelGenerator(option -> frequencyLabel(this::getTranslation, option));
		frequency
			.setValue(frequencies.stream().filter(option -> "weekly".equals(option.code())).findFirst().orElseThrow());
		startDate.setId(idPrefix + "-start-date");
		startTime.setId(idPrefix + "-start-time");
		cost.setId(idPrefix + "-cost");
		platformNote.setId(idPrefix + "-platform-note");
		platformNote.setText(getTranslation("aivisibility.campaignPlan"));
		add(name, places, keywords,
				ListPickers.wholeList(idPrefix + "-keywords-from-list",
						getTranslation("campaigns.form.keywords-from-list"), keywordLists, KeywordList::label,
						KeywordList::keywords, this::addKeywords),
				grid, radius, unit, frequency, startDate, startTime, cost, platformNote);
		places.addValueChangeListener(event -> showCost());
		keywords.addValueChangeListener(event -> showCost());
		grid.addValueChangeListener(event -> showCost());
		frequency.addValueChangeListener(event -> showCost());
		startDate.addValueChangeListener(event -> showCost());
		showCost();
	}

	/** How often a campaign runs, as the reader says it ("Weekly"). */
	static String frequencyText(Texts texts, Frequency frequency) {
		return texts.text(switch (frequency) {
			case ONE_TIME -> "campaigns.frequency.one-time";
			case DAILY -> "campaigns.frequency.daily";
			case WEEKLY -> "campaigns.frequency.weekly";
			case BIWEEKLY -> "campaigns.frequency.biweekly";
			case MONTHLY -> "campaigns.frequency.monthly";
		});
	}

	/** A frequency to choose, in the reader's words (the service's label if unknown). */
	static String frequencyLabel(Texts texts, Option option) {
		Frequency frequency = WireCode.find(Frequency.class, option.code());
		return frequency == null ? option.label() : frequencyText(texts, frequency);
	}

	/** A unit of the radius to choose, in the reader's words ("miles"). */
	static String unitLabel(Texts texts, Option option) {
		Measurement unit = WireCode.find(Measurement.class, option.code());
		return unit == null ? option.label() : texts.text(switch (unit) {
			case MI -> "campaigns.unit.mi";
			case KM -> "campaigns.unit.km";
		});
	}

	/** The form's fields under the names the service uses in its field errors. */
	Map<String, HasValidation> fields() {
		return Map.of("name", name, "placeId", places, "keyword", keywords, "radius", radius, "startDate", startDate,
				"startTime", startTime);
	}

	/**
	 * Shows a campaign's settings (a copy's draft): every field but the locations, which
	 * are offered separately.
	 */
	void fill(CampaignInput input) {
		name.setValue(input.name());
		keywords.setValue(String.join(", ", input.keywords()));
		grid.setValue(input.gridSize());
		radius.setValue(input.radius());
		select(unit, input.measurement());
		select(frequency, input.frequency());
		startDate.setValue(SpecDates.parseDate(input.startDate(), "startDate"));
		TimeInputs.show(startTime, SpecDates.parseTime(input.startTime(), "startTime"));
	}

	/** The locations to choose from, with those of {@code chosen} that are among them. */
	void offer(List<SavedLocation> saved, Collection<String> chosen) {
		places.setItems(saved);
		places.setValue(saved.stream().filter(location -> chosen.contains(location.placeId())).toList());
	}

	/** The place ids chosen now. */
	List<String> chosenPlaces() {
		return places.getValue().stream().map(SavedLocation::placeId).toList();
	}

	private static void select(Select<Option> select, @Nullable String code) {
		select.getListDataView()
			.getItems()
			.filter(option -> option.code().equals(code))
			.findFirst()
			.ifPresent(select::setValue);
	}

	CampaignInput input() {
		return new CampaignInput(name.getValue(), chosenPlaces(), keywordList(), grid.getValue(), radius.getValue(),
				code(unit.getValue()), code(frequency.getValue()), CampaignOptions.specDate(startDate.getValue()),
				startTime.getValue());
	}

	private static @Nullable String code(@Nullable Option option) {
		return option == null ? null : option.code();
	}

	private List<String> keywordList() {
		return Arrays.stream(keywords.getValue().split(","))
			.map(String::strip)
			.filter(word -> !word.isEmpty())
			.toList();
	}

	/** Adds a list's keywords after those already typed, each once whatever its case. */
	private void addKeywords(List<String> chosen) {
		Map<String, String> all = new LinkedHashMap<>();
		Stream.concat(keywordList().stream(), chosen.stream())
			.forEach(word -> all.putIfAbsent(word.toLowerCase(Locale.ROOT), word));
		keywords.setValue(String.join(", ", all.values()));
	}

	private void showCost() {
		Estimate estimate = CampaignOptions.estimate(places.getValue().size(), keywordList().size(), grid.getValue(),
				code(frequency.getValue()), startDate.getValue());
		cost.setText(estimate.perMonth() == null ? getTranslation("campaigns.form.cost", estimate.perRun())
				: getTranslation("campaigns.form.cost.month", estimate.perRun(), estimate.perMonth()));
	}

}
