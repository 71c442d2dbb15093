package app.locus.base.ui;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Function;

import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.ItemLabelGenerator;

/**
 * "From a list" pickers of forms (keyword lists on the scan and campaign forms): each
 * fills the form's own field, which the person can still change. Hidden while there is
 * nothing to pick.
 */
public final class ListPickers {

	private ListPickers() {
	}

	/** One item of any list, for a field that takes one value. */
	public static ComboBox<String> oneItem(String id, String label, List<String> items, Consumer<String> chosen) {
		ComboBox<String> picker = new ComboBox<>(label);
		picker.setId(id);
		picker.setItems(items);
		picker.setVisible(!items.isEmpty());
		picker.addValueChangeListener(event -> {
			if (event.getValue() != null) {
				chosen.accept(event.getValue());
			}
		});
		return picker;
	}

	/** A whole list, for a field that takes several values. */
	public static <L> ComboBox<L> wholeList(String id, String label, List<L> lists, ItemLabelGenerator<L> name,
			Function<L, List<String>> items, Consumer<List<String>> chosen) {
		ComboBox<L> picker = new ComboBox<>(label);
		picker.setId(id);
		picker.setItems(lists);
		picker.setItemLabelGenerator(name);
		picker.setVisible(!lists.isEmpty());
		picker.addValueChangeListener(event -> {
			if (event.getValue() != null) {
				chosen.accept(items.apply(event.getValue()));
			}
		});
		return picker;
	}

}
