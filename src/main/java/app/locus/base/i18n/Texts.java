package app.locus.base.i18n;

import java.io.Serializable;

/**
 * The texts of one reader, for code that words something for a view without being a
 * component itself (a row of a table, a sentence about a metric): a view hands its own
 * {@code this::getTranslation}, so the words come in the page's language.
 */
@FunctionalInterface
public interface Texts extends Serializable {

	/** The text of {@code key} in the reader's language, its arguments formatted in. */
	String text(String key, Object... arguments);

}
