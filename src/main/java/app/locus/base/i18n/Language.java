package app.locus.base.i18n;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The languages Locus is written in. Every text has a translation in each of them; the
 * build fails on a key that one of them lacks.
 */
public enum Language {

	ENGLISH(Locale.ENGLISH), GERMAN(Locale.GERMAN), SPANISH(Locale.forLanguageTag("es")), FRENCH(Locale.FRENCH);

	private final Locale locale;

	Language(Locale locale) {
		this.locale = locale;
	}

	public Locale locale() {
		return locale;
	}

	/** The language's ISO 639-1 code, as stored: "en", "de", "es", "fr". */
	public String code() {
		return locale.getLanguage();
	}

	public static List<Locale> locales() {
		return Arrays.stream(values()).map(Language::locale).toList();
	}

	public static Optional<Language> ofCode(String code) {
		return Arrays.stream(values()).filter(language -> language.code().equalsIgnoreCase(code.strip())).findFirst();
	}

	/**
	 * The language of a locale, whatever its country ("de-AT" is German); English when
	 * Locus has none.
	 */
	public static Language of(Locale locale) {
		return ofCode(locale.getLanguage()).orElse(ENGLISH);
	}

}
