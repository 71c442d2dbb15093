package app.locus.alerts.ui;

import java.util.List;
import java.util.Map;
import java.util.Locale;

import app.locus.alerts.AlertKind;
import app.locus.alerts.AlertRule;
import app.locus.base.ui.Notices;
import app.locus.base.ui.ServiceCall;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.checkbox.Checkbox;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.orderedlayout.FlexComponent;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;
import com.vaadin.flow.component.textfield.IntegerField;
import org.jspecify.annotations.Nullable;

/**
 * One line per kind of alert: on or off, its threshold where it has one, where the rule
 * comes from, Save and (where a rule can fall back to a default) Reset. Used for a
 * workspace's rules and for the agency's defaults.
 */
class RuleEditor extends Div {

	/** What the editor asks of the page's service. */
	interface Rules {

		List<AlertRule> all();

		AlertRule save(AlertKind kind, boolean enabled, @Nullable Integer threshold);

		/** Null where rules have nothing to fall back to. */
		@Nullable
		AlertRule reset(AlertKind kind);

	}

	private final Rules rules;

	private final boolean resettable;

	RuleEditor(Rules rules, boolean resettable) {
		this.rules = rules;
		this.resettable = resettable;
		setId("alert-rules");
		reload();
	}

	private void reload() {
		removeAll();
		for (AlertRule rule : rules.all()) {
			add(line(rule));
		}
	}

	private HorizontalLayout line(AlertRule rule) {
		String id = "rule-" + rule.kind().name().toLowerCase(Locale.ROOT).replace('_', '-');
		Checkbox enabled = new Checkbox(rule.kind().label(), rule.enabled());
		enabled.setId(id + "-enabled");
		enabled.setWidth("22em");
		IntegerField threshold = new IntegerField();
		threshold.setId(id + "-threshold");
		AlertKind.Threshold range = rule.kind().threshold();
		threshold.setVisible(range != null);
		if (range != null) {
			threshold.setSuffixComponent(new Span(range.unit()));
			threshold.setHelperText(range.min() + " to " + range.max());
			threshold.setValue(rule.threshold());
		}
		Span source = new Span(source(rule.source()));
		source.setId(id + "-source");
		Button save = new Button("Save", event -> {
			if (ServiceCall.run(Map.of("threshold", threshold),
					() -> rules.save(rule.kind(), enabled.getValue(), threshold.getValue()))) {
				Notices.success("\"" + rule.kind().label() + "\" is saved.");
				reload();
			}
		});
		save.setId(id + "-save");
		HorizontalLayout line = new HorizontalLayout(enabled, threshold, source, save);
		if (resettable && rule.source() == AlertRule.Source.WORKSPACE) {
			Button reset = new Button("Use the agency's default", event -> {
				if (ServiceCall.run(() -> rules.reset(rule.kind()))) {
					reload();
				}
			});
			reset.setId(id + "-reset");
			line.add(reset);
		}
		line.setDefaultVerticalComponentAlignment(FlexComponent.Alignment.BASELINE);
		return line;
	}

	private static String source(AlertRule.Source source) {
		return switch (source) {
			case BUILT_IN -> "Standard";
			case AGENCY -> "Agency default";
			case WORKSPACE -> "Set for this workspace";
		};
	}

}
