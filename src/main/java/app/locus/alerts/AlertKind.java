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
	APPROVAL_DECIDED("A client approval was decided", null),
	/** Once per guard report version that shows a change. */
	GUARD_CHANGE("Profile protection saw a change to the profile", null, true),
	/** Once per deactivation. */
	CAMPAIGN_DEACTIVATED("A campaign was stopped because the credits ran out", null, true),
	/** Once per forecast run-out day that enters the threshold (DD152). */
	CREDITS_RUN_OUT("Credits run out soon at the planned rate", new Threshold("days", 1, 90, 7), true),
	/** Once per month and budget. */
	BUDGET_REACHED("A workspace used its monthly credit budget", null, true),
	/** Only beyond the usual variation of AI answers (issue 49). */
	AI_NAMED_LESS("An AI engine names the client clearly less often", null),
	/** Once per engine, location and business. */
	AI_NEW_TOP_COMPETITOR("An AI engine names a new business most", null, true),
	/** Once per review (issue 50). */
	POOR_REVIEW("A new review of 1 or 2 stars arrived", null, true);

	private final String label;

	private final @Nullable Threshold threshold;

	private final boolean oncePerSubject;

	AlertKind(String label, @Nullable Threshold threshold) {
		this(label, threshold, false);
	}

	AlertKind(String label, @Nullable Threshold threshold, boolean oncePerSubject) {
		this.label = label;
		this.threshold = threshold;
		this.oncePerSubject = oncePerSubject;
	}

	public String label() {
		return label;
	}

	/**
	 * Whether an alert of this kind fires once per subject for good, rather than once per
	 * dedup window: its detector names one occurrence (a report version, a deactivation,
	 * a crossing) in the subject, and a row it sees again later is no new occurrence.
	 */
	boolean oncePerSubject() {
		return oncePerSubject;
	}

	/** The kind's threshold, or null when it has none. */
	public @Nullable Threshold threshold() {
		return threshold;
	}

	/** A threshold's unit, the values a person may set, and the built-in value. */
	public record Threshold(String unit, int min, int max, int standard) {

	}

}
