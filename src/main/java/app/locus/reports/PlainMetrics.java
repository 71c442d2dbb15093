package app.locus.reports;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.List;

import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.RankMetrics;

import org.jspecify.annotations.Nullable;

/**
 * The headline metrics in words a client reads without a glossary, each with its
 * technical name and value for a tooltip (DD155). The one place this wording lives.
 */
public final class PlainMetrics {

	/**
	 * One metric as a client reads it.
	 *
	 * @param text the plain sentence
	 * @param technical the metric's name and exact value, shown on hover
	 */
	public record Sentence(String text, String technical) {

	}

	private PlainMetrics() {
	}

	/** The sentences for the metrics a scan holds, share of voice first. */
	public static List<Sentence> of(@Nullable RankMetrics metrics, @Nullable Platform platform) {
		List<Sentence> sentences = new ArrayList<>();
		if (metrics == null) {
			return sentences;
		}
		boolean ai = platform != null && platform.isAi();
		if (metrics.solv() != null) {
			sentences.add(ai ? aiShare(metrics.solv()) : share(metrics.solv()));
		}
		if (metrics.arp() != null) {
			sentences.add(new Sentence(
					"On average you rank " + oneDecimal(metrics.arp())
							+ " across the area around your business (1 is the top, 20 means not found)",
					"ARP, average rank position: " + exact(metrics.arp())));
		}
		if (metrics.atrp() != null) {
			sentences.add(new Sentence("Your best rank at each point averages " + oneDecimal(metrics.atrp()),
					"ATRP, average of the best rank per point: " + exact(metrics.atrp())));
		}
		return sentences;
	}

	/** The share-of-voice sentence alone, for a table cell. */
	public static @Nullable Sentence share(@Nullable RankMetrics metrics, @Nullable Platform platform) {
		if (metrics == null || metrics.solv() == null) {
			return null;
		}
		return platform != null && platform.isAi() ? aiShare(metrics.solv()) : share(metrics.solv());
	}

	private static Sentence share(BigDecimal solv) {
		return new Sentence("You appear in the top 3 in " + percent(solv) + " of the area around your business",
				"SoLV, share of local voice: " + exact(solv));
	}

	private static Sentence aiShare(BigDecimal saiv) {
		return new Sentence("AI answers name you in " + percent(saiv) + " of the area around your business",
				"SAIV, share of AI voice: " + exact(saiv));
	}

	private static String percent(BigDecimal value) {
		return value.setScale(0, RoundingMode.HALF_UP).toPlainString() + "%";
	}

	private static String oneDecimal(BigDecimal value) {
		return value.setScale(1, RoundingMode.HALF_UP).stripTrailingZeros().toPlainString();
	}

	private static String exact(BigDecimal value) {
		return value.stripTrailingZeros().toPlainString();
	}

}
