package app.locus.keywords.ui;

import java.util.List;
import java.util.function.Consumer;

import app.locus.keywords.KeywordList;
import com.vaadin.flow.component.combobox.ComboBox;

/**
 * The "from a list" pickers of the scan and campaign forms: each fills the form's own
 * keyword field, which the person can still change. Hidden while the workspace has no
 * list.
 */
public final class KeywordPickers {

	private KeywordPickers() {
	}

	/** One keyword of any list, for a form that scans one keyword. */
	public static ComboBox<String> oneKeyword(String id, List<KeywordList> lists, Consumer<String> chosen) {
		ComboBox<String> picker = new ComboBox<>("Keyword from a list");
		picker.setId(id);
		picker.setItems(lists.stream().flatMap(list -> list.keywords().stream()).distinct().sorted().toList());
		picker.setVisible(!lists.isEmpty());
		picker.addValueChangeListener(event -> {
			if (event.getValue() != null) {
				chosen.accept(event.getValue());
			}
		});
		return picker;
	}

	/** A whole list, for a form that takes several keywords. */
	public static ComboBox<KeywordList> wholeList(String id, List<KeywordList> lists, Consumer<List<String>> chosen) {
		ComboBox<KeywordList> picker = new ComboBox<>("Keywords from a list");
		picker.setId(id);
		picker.setItems(lists);
		picker.setItemLabelGenerator(list -> list.name() + " (" + list.keywords().size() + ")");
		picker.setVisible(!lists.isEmpty());
		picker.addValueChangeListener(event -> {
			if (event.getValue() != null) {
				chosen.accept(event.getValue().keywords());
			}
		});
		return picker;
	}

}
