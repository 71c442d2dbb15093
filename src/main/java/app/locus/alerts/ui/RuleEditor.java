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
		String label = getTranslation(kindKey(rule.kind()));
		Checkbox enabled = new Checkbox(label, rule.enabled());
		enabled.setId(id + "-enabled");
		enabled.setWidth("22em");
		IntegerField threshold = new IntegerField();
		threshold.setId(id + "-threshold");
		threshold.setAriaLabel(getTranslation("alerts.rule.threshold", label));
		AlertKind.Threshold range = rule.kind().threshold();
		threshold.setVisible(range != null);
		if (range != null) {
			threshold.setSuffixComponent(new Span(unit(range)));
			threshold.setHelperText(getTranslation("alerts.rule.range", range.min(), range.max()));
			threshold.setValue(rule.threshold());
		}
		Span source = new Span(source(rule.source()));
		source.setId(id + "-source");
		Button save = new Button(getTranslation("alerts.rule.save"), event -> {
			if (ServiceCall.run(Map.of("threshold", threshold),
					() -> rules.save(rule.kind(), enabled.getValue(), threshold.getValue()))) {
				Notices.success(getTranslation("alerts.rule.saved", label));
				reload();
			}
		});
		save.setId(id + "-save");
		HorizontalLayout line = new HorizontalLayout(enabled, threshold, source, save);
		if (resettable && rule.source() == AlertRule.Source.WORKSPACE) {
			Button reset = new Button(getTranslation("alerts.rule.reset"), event -> {
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

	private String source(AlertRule.Source source) {
		return getTranslation(switch (source) {
			case BUILT_IN -> "alerts.source.built-in";
			case AGENCY -> "alerts.source.agency";
			case WORKSPACE -> "alerts.source.workspace";
		});
	}

	/** A threshold's unit in the reader's words ("points", "days"). */
	private String unit(AlertKind.Threshold range) {
		return switch (range.unit()) {
			case "points" -> getTranslation("alerts.unit.points");
			case "days" -> getTranslation("alerts.unit.days");
			default -> range.unit();
		};
	}

	/**
	 * The key of a kind's name in the alerts' texts ("A grid area left the top 3"), for
	 * the rules and the person's choices.
	 */
	static String kindKey(AlertKind kind) {
		return switch (kind) {
			case RANK_LEFT_TOP_3 -> "alerts.kind.rank-left-top-3";
			case VISIBILITY_DROP -> "alerts.kind.visibility-drop";
			case SCAN_UNKNOWN -> "alerts.kind.scan-unknown";
			case KEY_STOPPED -> "alerts.kind.key-stopped";
			case APPROVAL_REQUESTED -> "alerts.kind.approval-requested";
			case APPROVAL_DECIDED -> "alerts.kind.approval-decided";
			case GUARD_CHANGE -> "alerts.kind.guard-change";
			case CAMPAIGN_DEACTIVATED -> "alerts.kind.campaign-deactivated";
			case CREDITS_RUN_OUT -> "alerts.kind.credits-run-out";
			case BUDGET_REACHED -> "alerts.kind.budget-reached";
			case AI_NAMED_LESS -> "alerts.kind.ai-named-less";
			case AI_NEW_TOP_COMPETITOR -> "alerts.kind.ai-new-top-competitor";
			case POOR_REVIEW -> "alerts.kind.poor-review";
		};
	}

}
