package app.locus.aivisibility;

import app.locus.base.i18n.Texts;
import app.locus.upstream.api.Platform;

/**
 * AI visibility said to a client in words (issue 49): in how many of ten answers around
 * the business an engine named it, the range that is likely given how answers vary, and
 * whether that is more or fewer than the four weeks before; never a bare percentage. The
 * client dashboard and the client report say the same sentences.
 */
public final class PlainWords {

	private static final int OF = 10;

	private PlainWords() {
	}

	/** "When people ask for "bakery" near your business:" */
	public static String keyword(String keyword, Texts text) {
		return text.text("aivisibility.plain.keyword", keyword);
	}

	/**
	 * "ChatGPT named you in about 3 of 10 answers (likely between 2 and 5 …). That is …"
	 */
	public static String sentence(Platform engine, EngineCell cell, Texts text) {
		String named = text.text("aivisibility.plain.named", engine.displayName(), tenths(cell.now().value()),
				tenths(cell.now().low()), tenths(cell.now().high()));
		return named + " " + text.text(cell.change().sentenceKey());
	}

	private static long tenths(double share) {
		return Math.round(share * OF);
	}

}
