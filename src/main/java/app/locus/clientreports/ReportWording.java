package app.locus.clientreports;

import java.util.Locale;

import app.locus.base.i18n.Language;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.MessageBundles;
import app.locus.base.i18n.Texts;

/**
 * The language a client report is written in, with its words and its formats: the
 * workspace's language (issue 51), so a client in Berlin reads its PDF and its mail in
 * German, with German dates and decimal commas.
 */
public record ReportWording(Language language, Texts texts) {

	public static ReportWording of(Language language, MessageBundles bundles) {
		return new ReportWording(language,
				(key, arguments) -> bundles.getTranslation(key, language.locale(), arguments));
	}

	/** The text of {@code key} in the report's language, its arguments formatted in. */
	public String text(String key, Object... arguments) {
		return texts.text(key, arguments);
	}

	public LocaleFormats formats() {
		return LocaleFormats.of(language);
	}

	public Locale locale() {
		return language.locale();
	}

}
