package app.locus.businessprofile.ui;

import java.util.List;

import app.locus.businessprofile.FieldChange;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;

/**
 * The fields a change touches, one line each: label, what it holds now → what it will
 * hold.
 */
class FieldChangeList extends Div {

	FieldChangeList(String id, List<FieldChange> changes) {
		setId(id);
		getStyle().set("display", "grid").set("gap", "var(--lumo-space-xs)");
		for (FieldChange change : changes) {
			Span label = new Span(change.label());
			label.getStyle().set("font-weight", "600");
			Span before = new Span(change.before());
			before.getStyle().set("text-decoration", "line-through").set("color", "var(--lumo-secondary-text-color)");
			Span after = new Span(change.after());
			Div line = new Div(label, new Span(": "), before, new Span(" → "), after);
			line.addClassName("field-change");
			add(line);
		}
	}

}
