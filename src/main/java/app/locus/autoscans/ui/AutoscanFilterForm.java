package app.locus.autoscans.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.base.ui.DateInputs;
import app.locus.autoscans.AutoscanSearch;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.formlayout.FormLayout;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.component.textfield.IntegerField;
import com.vaadin.flow.component.textfield.TextField;

/**
 * The filters of the scheduled-scan listing, every one the spec names; the service checks
 * each again and its messages are shown on the fields.
 */
class AutoscanFilterForm extends FormLayout {

	final DatePicker nextRunFrom = DateInputs.picker("Next run from");

	final DatePicker nextRunTo = DateInputs.picker("Next run to");

	final TextField placeId = new TextField("Place id");

	final TextField keyword = new TextField("Keyword (part of it)");

	final IntegerField gridSize = new IntegerField("Grid size (odd, 3 to 21)");

	final Select<String> frequency = new Select<>();

	final Select<String> status = new Select<>();

	final MultiSelectComboBox<String> platforms = new MultiSelectComboBox<>("Platforms");

	final IntegerField pageSize = new IntegerField("Per page (1 to 100)");

	AutoscanFilterForm() {
		nextRunFrom.setId("filter-next-run-from");
		nextRunTo.setId("filter-next-run-to");
		placeId.setId("filter-place");
		keyword.setId("filter-keyword");
		gridSize.setId("filter-grid");
		optional(frequency, "filter-frequency", "Frequency",
				Arrays.stream(Frequency.values()).map(Frequency::code).toList());
		optional(status, "filter-status", "Status",
				Arrays.stream(AutoscanStatus.values()).map(AutoscanStatus::code).toList());
		platforms.setId("filter-platforms");
		platforms.setItems(Arrays.stream(Platform.values()).map(Platform::code).toList());
		pageSize.setId("filter-page-size");
		pageSize.setValue(AutoscanSearch.DEFAULT_PAGE_SIZE);
		add(nextRunFrom, nextRunTo, placeId, keyword, gridSize, frequency, status, platforms, pageSize);
	}

	/** A choice of wire codes that may be left at "Any". */
	private static void optional(Select<String> select, String id, String label, List<String> codes) {
		select.setId(id);
		select.setLabel(label);
		select.setEmptySelectionAllowed(true);
		select.setEmptySelectionCaption("Any");
		select.setItems(codes);
		select.setItemLabelGenerator(code -> code == null ? "Any" : code);
	}

	/** The fields under the names the service uses in its field errors. */
	Map<String, HasValidation> fields() {
		return Map.of("nextRunFrom", nextRunFrom, "nextRunTo", nextRunTo, "placeId", placeId, "keyword", keyword,
				"gridSize", gridSize, "frequency", frequency, "status", status, "platforms", platforms, "pageSize",
				pageSize);
	}

	AutoscanSearch search() {
		return new AutoscanSearch(nextRunFrom.getValue(), nextRunTo.getValue(), placeId.getValue(), keyword.getValue(),
				gridSize.getValue(), frequency.getValue(), status.getValue(),
				platforms.getValue().stream().collect(Collectors.toSet()), pageSize.getValue());
	}

}
