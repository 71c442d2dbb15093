package app.locus.simulator.scans;

import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The seven platforms and how ranking behaves on each: map search ranks up to 20 and
 * falls off quickly with distance; AI answers name up to 10 businesses and care less
 * about distance. For AI platforms the share of voice (SAIV) is the share of points where
 * the business is named; for map platforms SoLV is the share of points in the top 3.
 */
public enum Platform {

	GOOGLE(false, 0.9, 1.5, 0), APPLE(false, 1.1, 1.8, 0), GAIO(true, 0.35, 2.5, 0.22), CHATGPT(true, 0.3, 2.8, 0.04),
	GEMINI(true, 0.35, 2.5, 0.08), GROK(true, 0.4, 3.0, 0.1), AIMODE(true, 0.35, 2.4, 0.05);

	public static final Set<String> CODES = Arrays.stream(values())
		.map(Platform::code)
		.collect(Collectors.toCollection(LinkedHashSet::new));

	private final boolean ai;

	private final double decayPerKm;

	private final double jitter;

	private final double noAnswerShare;

	/**
	 * @param noAnswerShare how often an AI engine gives no answer that names businesses
	 * (AI Overviews most often: Google shows none for many local searches)
	 */
	Platform(boolean ai, double decayPerKm, double jitter, double noAnswerShare) {
		this.ai = ai;
		this.decayPerKm = decayPerKm;
		this.jitter = jitter;
		this.noAnswerShare = noAnswerShare;
	}

	public static Platform of(String code) {
		return valueOf(code.toUpperCase(Locale.ROOT));
	}

	public String code() {
		return name().toLowerCase(Locale.ROOT);
	}

	public boolean ai() {
		return ai;
	}

	double decayPerKm() {
		return decayPerKm;
	}

	double jitter() {
		return jitter;
	}

	double noAnswerShare() {
		return noAnswerShare;
	}

	/** The worst position a platform shows. */
	int maxRank() {
		return ai ? 10 : 20;
	}

	/** Scores above this are not shown at all, whatever the position. */
	double cutoff() {
		return ai ? 14 : 20.5;
	}

	/** Whether a rank counts towards the share of voice. */
	boolean counts(int rank) {
		return ai || rank <= 3;
	}

}
