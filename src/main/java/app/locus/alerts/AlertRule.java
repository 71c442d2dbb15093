package app.locus.alerts;

import org.jspecify.annotations.Nullable;

/**
 * A rule as it applies: on or off, its threshold (null for kinds without one), and where
 * it comes from.
 */
public record AlertRule(AlertKind kind, boolean enabled, @Nullable Integer threshold, Source source) {

	/** Where the rule's values come from. */
	public enum Source {

		/** Nobody set it: on, with the kind's standard threshold. */
		BUILT_IN,
		/** The agency's default. */
		AGENCY,
		/** The workspace's own rule, overriding the agency's default. */
		WORKSPACE

	}

	static AlertRule builtIn(AlertKind kind) {
		AlertKind.Threshold threshold = kind.threshold();
		return new AlertRule(kind, true, threshold == null ? null : threshold.standard(), Source.BUILT_IN);
	}

}
