package app.locus.agency.ui;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Predicate;

import app.locus.agency.ClientRow;
import com.vaadin.flow.component.select.Select;

/**
 * The choices of one column's filter on the overview, each a test on a row; the first
 * choice ("All", in the page's language) lets every row through.
 */
final class ColumnFilter {

	private final Map<String, Predicate<ClientRow>> choices = new LinkedHashMap<>();

	private final Select<String> select = new Select<>();

	private final String all;

	ColumnFilter(String id, String label) {
		all = select.getTranslation("agency.filter.all");
		choices.put(all, row -> true);
		select.setId(id);
		select.setAriaLabel(label);
		select.setWidthFull();
	}

	/** Rows with a count above zero ("Some") or of zero ("None"). */
	static ColumnFilter count(String id, String label, java.util.function.ToIntFunction<ClientRow> count) {
		ColumnFilter filter = new ColumnFilter(id, label);
		return filter.choice(filter.select.getTranslation("agency.filter.some"), row -> count.applyAsInt(row) > 0)
			.choice(filter.select.getTranslation("agency.filter.none"), row -> count.applyAsInt(row) == 0);
	}

	ColumnFilter choice(String name, Predicate<ClientRow> test) {
		choices.put(name, test);
		return this;
	}

	Select<String> select(Runnable onChange) {
		select.setItems(choices.keySet());
		select.setValue(all);
		select.addValueChangeListener(event -> onChange.run());
		return select;
	}

	boolean test(ClientRow row) {
		String chosen = select.getValue();
		return choices.getOrDefault(chosen == null ? all : chosen, any -> true).test(row);
	}

}
