package app.locus.alerts;

import org.jspecify.annotations.Nullable;

/**
 * What an alert rule watches. A kind with a threshold names its unit, its range and the
 * value a rule has when nobody set one.
 */
public enum AlertKind {

	RANK_LEFT_TOP_3("A grid area left the top 3", null),
	VISIBILITY_DROP("SoLV or SAIV dropped", new Threshold("points", 1, 100, 10)),
	SCAN_UNKNOWN("A scan's outcome is unknown", null), KEY_STOPPED("An API key stopped working", null),
	APPROVAL_REQUESTED("A client approval was requested", null),
	APPROVAL_DECIDED("A client approval was decided", null);

	private final String label;

	private final @Nullable Threshold threshold;

	AlertKind(String label, @Nullable Threshold threshold) {
		this.label = label;
		this.threshold = threshold;
	}

	public String label() {
		return label;
	}

	/** The kind's threshold, or null when it has none. */
	public @Nullable Threshold threshold() {
		return threshold;
	}

	/** A threshold's unit, the values a person may set, and the built-in value. */
	public record Threshold(String unit, int min, int max, int standard) {

	}

}
