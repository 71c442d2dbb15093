package app.locus.autoscans.ui;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import app.locus.base.ui.DateInputs;
import app.locus.autoscans.AutoscanSearch;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import com.vaadin.flow.component.HasValidation;
import com.vaadin.flow.component.ItemLabelGenerator;
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

	final DatePicker nextRunFrom = DateInputs.picker(getTranslation("autoscans.filter.next-run-from"));

	final DatePicker nextRunTo = DateInputs.picker(getTranslation("autoscans.filter.next-run-to"));

	final TextField placeId = new TextField(getTranslation("autoscans.filter.place-id"));

	final TextField keyword = new TextField(getTranslation("autoscans.filter.keyword"));

	final IntegerField gridSize = new IntegerField(getTranslation("autoscans.filter.grid-size"));

	final Select<String> frequency = new Select<>();

	final Select<String> status = new Select<>();

	final MultiSelectComboBox<String> platforms = new MultiSelectComboBox<>(
			getTranslation("autoscans.filter.platforms"));

	final IntegerField pageSize = new IntegerField(getTranslation("autoscans.filter.page-size"));

	AutoscanFilterForm() {
		nextRunFrom.setId("filter-next-run-from");
		nextRunTo.setId("filter-next-run-to");
		placeId.setId("filter-place");
		keyword.setId("filter-keyword");
		gridSize.setId("filter-grid");
		optional(frequency, "filter-frequency", getTranslation("autoscans.filter.frequency"),
				Arrays.stream(Frequency.values()).map(Frequency::code).toList(), this::frequencyLabel);
		optional(status, "filter-status", getTranslation("autoscans.filter.status"),
				Arrays.stream(AutoscanStatus.values()).map(AutoscanStatus::code).toList(), this::statusLabel);
		platforms.setId("filter-platforms");
		platforms.setItems(Arrays.stream(Platform.values()).map(Platform::code).toList());
		platforms.setItemLabelGenerator(AutoscanFilterForm::platformLabel);
		pageSize.setId("filter-page-size");
		pageSize.setValue(AutoscanSearch.DEFAULT_PAGE_SIZE);
		add(nextRunFrom, nextRunTo, placeId, keyword, gridSize, frequency, status, platforms, pageSize);
	}

	/** A choice of wire codes, each in the reader's words, that may be left at "Any". */
	private void optional(Select<String> select, String id, String label, List<String> codes,
			ItemLabelGenerator<String> words) {
		String any = getTranslation("autoscans.filter.any");
		select.setId(id);
		select.setLabel(label);
		select.setEmptySelectionAllowed(true);
		select.setEmptySelectionCaption(any);
		select.setItems(codes);
		select.setItemLabelGenerator(code -> code == null ? any : words.apply(code));
	}

	private String frequencyLabel(String code) {
		Frequency frequency = WireCode.find(Frequency.class, code);
		return frequency == null ? code : AutoscansView.frequencyText(this::getTranslation, frequency);
	}

	private String statusLabel(String code) {
		AutoscanStatus status = WireCode.find(AutoscanStatus.class, code);
		return status == null ? code : AutoscansView.statusText(this::getTranslation, status);
	}

	/**
	 * A platform by its product's name ("Google Maps"), which reads the same everywhere.
	 */
	private static String platformLabel(String code) {
		Platform platform = WireCode.find(Platform.class, code);
		return platform == null ? code : platform.displayName();
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
