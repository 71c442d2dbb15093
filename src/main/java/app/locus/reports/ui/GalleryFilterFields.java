package app.locus.reports.ui;

import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import java.util.stream.Stream;

import app.locus.base.DisplayDates;
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
 */
final class GalleryFilterFields extends HorizontalLayout {

	private static final List<Integer> GRID_SIZES = IntStream.rangeClosed(1, 10).map(i -> 2 * i + 1).boxed().toList();

	private final ComboBox<PlaceOption> location = new ComboBox<>("Location");

	private final TextField keyword = new TextField("Keyword");

	private final DatePicker from = DateInputs.picker("From");

	private final DatePicker to = DateInputs.picker("To");

	private final ComboBox<Integer> gridSize = new ComboBox<>("Grid");

	private final ComboBox<Platform> platform = new ComboBox<>("Platform");

	private final ComboBox<BatchOption> batch = new ComboBox<>("Batch of scans");

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
		keyword.setPlaceholder("any part of the keyword");
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
		batch.setItemLabelGenerator(GalleryFilterFields::batchLabel);
		batch.setClearButtonVisible(true);
		batch.setWidth("20em");
		batch.setVisible(!batches.isEmpty());
		sort.setId("sort");
		sort.setLabel("Sort by");
		sort.setItems(GallerySort.Key.values());
		sort.setItemLabelGenerator(GalleryFilterFields::sortLabel);
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

	/** "Batch of 2026-11-26 19:40 UTC, 3 scans". */
	private static String batchLabel(BatchOption option) {
		return "Batch of " + DisplayDates.instant(option.startedAt()) + ", " + option.scans()
				+ (option.scans() == 1 ? " scan" : " scans");
	}

	static String sortLabel(GallerySort.Key key) {
		return switch (key) {
			case DATE -> "Newest first";
			case ARP -> "Best ARP first";
			case ATRP -> "Best ATRP first";
			case SOLV -> "Highest SoLV/SAIV first";
		};
	}

}
