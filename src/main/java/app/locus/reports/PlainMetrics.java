package app.locus.reports;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.RankMetrics;

import org.jspecify.annotations.Nullable;

/**
 * The headline metrics in words a client reads without a glossary, each with its
 * technical name and value for a tooltip (DD155), in the reader's language and number
 * format (the {@code metrics} bundle, DD195). The one place this wording lives; the
 * metric names (SoLV, SAIV, ARP, ATRP) stay as they are in every language.
 */
public final class PlainMetrics {

	/** As many decimals as the service reports, for the exact value on hover. */
	private static final int EXACT = 4;

	/**
	 * One metric as a client reads it.
	 *
	 * @param text the plain sentence
	 * @param technical the metric's name and exact value, shown on hover
	 */
	public record Sentence(String text, String technical) {

	}

	private final Texts texts;

	private final LocaleFormats formats;

	/**
	 * @param texts the reader's texts (a view's {@code this::getTranslation})
	 * @param formats the reader's formats
	 */
	public PlainMetrics(Texts texts, LocaleFormats formats) {
		this.texts = texts;
		this.formats = formats;
	}

	/** The sentences for the metrics a scan holds, share of voice first. */
	public List<Sentence> of(@Nullable RankMetrics metrics, @Nullable Platform platform) {
		List<Sentence> sentences = new ArrayList<>();
		if (metrics == null) {
			return sentences;
		}
		Sentence share = share(metrics, platform);
		if (share != null) {
			sentences.add(share);
		}
		if (metrics.arp() != null) {
			sentences.add(new Sentence(texts.text("metrics.arp", formats.decimal(metrics.arp(), 1)),
					texts.text("metrics.arp.technical", exact(metrics.arp()))));
		}
		if (metrics.atrp() != null) {
			sentences.add(new Sentence(texts.text("metrics.atrp", formats.decimal(metrics.atrp(), 1)),
					texts.text("metrics.atrp.technical", exact(metrics.atrp()))));
		}
		return sentences;
	}

	/** The share-of-voice sentence alone, for a table cell. */
	public @Nullable Sentence share(@Nullable RankMetrics metrics, @Nullable Platform platform) {
		if (metrics == null || metrics.solv() == null) {
			return null;
		}
		BigDecimal share = metrics.solv();
		String percent = formats.percent(share, 0);
		return platform != null && platform.isAi()
				? new Sentence(texts.text("metrics.share.ai", percent),
						texts.text("metrics.share.ai.technical", exact(share)))
				: new Sentence(texts.text("metrics.share.maps", percent),
						texts.text("metrics.share.maps.technical", exact(share)));
	}

	private String exact(BigDecimal value) {
		return formats.decimal(value, EXACT);
	}

}
