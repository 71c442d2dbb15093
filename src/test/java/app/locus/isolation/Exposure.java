package app.locus.isolation;

import java.nio.charset.StandardCharsets;
import java.util.Collection;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.json.JsonMapper;
import com.github.mvysny.kaributesting.v10.ComboBoxKt;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.combobox.ComboBox;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.select.Select;
import com.vaadin.flow.dom.Element;

/**
 * Everything a person could read from a page or a service answer, as one text to search
 * for another tenant's markers: a page's text, every attribute and property of every
 * element, the formatted rows and the raw items of grids, combo boxes and selects; a
 * result serialized to JSON (and its {@code toString}).
 */
final class Exposure {

	private static final ObjectMapper JSON = JsonMapper.builder()
		.findAndAddModules()
		.disable(SerializationFeature.FAIL_ON_EMPTY_BEANS)
		.build();

	private static final int ROWS = 200;

	private Exposure() {
	}

	/** What the current Karibu UI shows or holds. */
	static String ofPage() {
		StringBuilder text = new StringBuilder(UI.getCurrent().getElement().getTextRecursively());
		for (Component component : LocatorJ._find(Component.class)) {
			Element element = component.getElement();
			element.getAttributeNames().forEach(name -> text.append('\n').append(element.getAttribute(name)));
			element.getPropertyNames()
				.forEach(name -> text.append('\n').append(String.valueOf(element.getPropertyRaw(name))));
			if (component instanceof Grid<?> grid) {
				int rows = Math.min(GridKt._size(grid), ROWS);
				for (int row = 0; row < rows; row++) {
					text.append('\n').append(GridKt._getFormattedRow(grid, row));
				}
				text.append('\n').append(ofResult(GridKt._fetch(grid, 0, ROWS)));
			}
			else if (component instanceof ComboBox<?> box) {
				text.append('\n').append(ComboBoxKt.getSuggestions(box));
				text.append('\n').append(ofResult(ComboBoxKt.getSuggestionItems(box)));
			}
			else if (component instanceof Select<?> select) {
				text.append('\n').append(ComboBoxKt.getSuggestions(select));
				text.append('\n').append(ofResult(ComboBoxKt.getSuggestionItems(select)));
			}
			else if (component instanceof MultiSelectComboBox<?> box) {
				text.append('\n').append(ofResult(box.getGenericDataView().getItems().limit(ROWS).toList()));
			}
		}
		return text.toString();
	}

	/** A service's answer as JSON and as its own text. */
	static String ofResult(Object result) {
		if (result instanceof byte[] bytes) {
			return new String(bytes, StandardCharsets.UTF_8);
		}
		String json;
		try {
			json = JSON.writeValueAsString(result);
		}
		catch (Exception ex) {
			json = "(not serializable: " + ex.getClass().getSimpleName() + ")";
		}
		return json + "\n" + result;
	}

	/**
	 * The markers of {@code forbidden} that occur in {@code text}, case-insensitively.
	 */
	static Set<String> markersIn(String text, Collection<String> forbidden) {
		String lower = text.toLowerCase(Locale.ROOT);
		Set<String> found = new TreeSet<>();
		for (String marker : forbidden) {
			if (lower.contains(marker.toLowerCase(Locale.ROOT))) {
				found.add(marker);
			}
		}
		return found;
	}

}
