package app.locus.reports.ui;

import java.time.ZoneId;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DateInputs;
import app.locus.reports.BatchOption;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GallerySort;
import app.locus.reports.PlaceOption;
import app.locus.reports.ReportType;
import app.locus.upstream.api.Platform;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.HasValue;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.data.value.ValueChangeMode;
import com.vaadin.flow.function.SerializableRunnable;

/**
 * The gallery's eight filter and sort fields. Built only when a person opens them
 * ({@link GalleryFilterFold}), with the workspace's places and batches as their choices.
 * Their words are in the page's language ({@code reports.filter.*}).
 */
final class GalleryFilterFields extends HorizontalLayout {

	private static final List<Integer> GRID_SIZES = IntStream.rangeClosed(1, 10).map(i -> 2 * i + 1).boxed().toList();

	/** The zone a batch's start is shown in, as it always was. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	private final ComboBox<PlaceOption> location = new ComboBox<>(getTranslation("reports.filter.location"));

	private final TextField keyword = new TextField(getTranslation("reports.filter.keyword"));

	private final DatePicker from = DateInputs.picker(getTranslation("reports.filter.from"));

	private final DatePicker to = DateInputs.picker(getTranslation("reports.filter.to"));

	private final ComboBox<Integer> gridSize = new ComboBox<>(getTranslation("reports.filter.grid"));

	private final ComboBox<Platform> platform = new ComboBox<>(getTranslation("reports.filter.platform"));

	private final ComboBox<BatchOption> batch = new ComboBox<>(getTranslation("reports.filter.batch"));

	private final Select<GallerySort.Key> sort = new Select<>();

	/**
	 * @param asked the filters and sort the address asked for: a place or a batch only
	 * when it is one of the choices
	 * @param changed called after any field changed
	 */
	GalleryFilterFields(List<PlaceOption> places, List<BatchOption> batches, GalleryAddress asked,
			SerializableRunnable changed) {
		location.setId("filter-location");
		location.setItems(places);
		location.setItemLabelGenerator(place -> place.name() == null ? place.placeId() : place.name());
		location.setClearButtonVisible(true);
		keyword.setId("filter-keyword");
		keyword.setPlaceholder(getTranslation("reports.filter.keyword.placeholder"));
		keyword.setValueChangeMode(ValueChangeMode.LAZY);
		keyword.setClearButtonVisible(true);
		from.setId("filter-from");
		to.setId("filter-to");
		gridSize.setId("filter-grid");
		gridSize.setItems(GRID_SIZES);
		gridSize.setItemLabelGenerator(size -> size + " × " + size);
		gridSize.setClearButtonVisible(true);
		platform.setId("filter-platform");
		platform.setItems(Platform.values());
		platform.setItemLabelGenerator(Platform::displayName);
		platform.setClearButtonVisible(true);
		batch.setId("filter-batch");
		batch.setItems(batches);
		batch.setItemLabelGenerator(this::batchLabel);
		batch.setClearButtonVisible(true);
		batch.setWidth("20em");
		batch.setVisible(!batches.isEmpty());
		sort.setId("sort");
		sort.setLabel(getTranslation("reports.filter.sort"));
		sort.setItems(GallerySort.Key.values());
		sort.setItemLabelGenerator(this::sortLabel);
		show(asked, places, batches);
		filters().forEach(field -> field.addValueChangeListener(event -> changed.run()));
		sort.addValueChangeListener(event -> changed.run());
		add(location, keyword, from, to, gridSize, platform, batch, sort);
		setWrap(true);
	}

	/** Sets the fields to what the address asked for, before they listen for changes. */
	private void show(GalleryAddress asked, List<PlaceOption> places, List<BatchOption> batches) {
		location.setValue(
				places.stream().filter(place -> place.placeId().equals(asked.placeId())).findFirst().orElse(null));
		keyword.setValue(asked.keyword() == null ? "" : asked.keyword());
		from.setValue(asked.from());
		to.setValue(asked.to());
		gridSize.setValue(GRID_SIZES.contains(asked.gridSize()) ? asked.gridSize() : null);
		platform.setValue(asked.platform());
		batch.setValue(
				batches.stream().filter(option -> option.id().value().equals(asked.batch())).findFirst().orElse(null));
		sort.setValue(asked.sort());
	}

	GalleryFilter filter(ReportType type) {
		PlaceOption place = location.getValue();
		BatchOption chosenBatch = batch.getValue();
		return new GalleryFilter(type, place == null ? null : place.placeId(), keyword.getValue(), from.getValue(),
				to.getValue(), gridSize.getValue(), platform.getValue(), chosenBatch == null ? null : chosenBatch.id());
	}

	GallerySort.Key sortKey() {
		return sort.getValue() == null ? GallerySort.Key.DATE : sort.getValue();
	}

	/** The fields the service names in its validation errors. */
	Map<String, HasValidation> byServiceName() {
		return Map.of("keyword", keyword, "to", to);
	}

	/** How many filters narrow the gallery now (the sort not counted). */
	long narrowing() {
		return filters().filter(field -> !field.isEmpty()).count();
	}

	private Stream<HasValue<?, ?>> filters() {
		return Stream.of(location, keyword, from, to, gridSize, platform, batch);
	}

	/** "Batch of 26 Nov 2026, 19:40 UTC, 3 scans". */
	private String batchLabel(BatchOption option) {
		return getTranslation("reports.filter.batch.option", formats.instant(option.startedAt(), UTC), option.scans());
	}

	/**
	 * The sort's name in the page's language ("Best ARP first"), also for the fold's
	 * summary.
	 */
	String sortLabel(GallerySort.Key key) {
		return getTranslation(switch (key) {
			case DATE -> "reports.filter.sort.date";
			case ARP -> "reports.filter.sort.arp";
			case ATRP -> "reports.filter.sort.atrp";
			case SOLV -> "reports.filter.sort.solv";
		});
	}

}
