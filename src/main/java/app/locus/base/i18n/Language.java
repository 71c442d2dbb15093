package app.locus.base.i18n;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

/**
 * The languages Locus is written in. Every text has a translation in each of them; the
 * build fails on a key that one of them lacks.
 */
public enum Language {

	ENGLISH(Locale.ENGLISH, "English"), GERMAN(Locale.GERMAN, "Deutsch"),
	SPANISH(Locale.forLanguageTag("es"), "Español"), FRENCH(Locale.FRENCH, "Français");

	private final Locale locale;

	private final String ownName;

	Language(Locale locale, String ownName) {
		this.locale = locale;
		this.ownName = ownName;
	}

	public Locale locale() {
		return locale;
	}

	/** The language's ISO 639-1 code, as stored: "en", "de", "es", "fr". */
	public String code() {
		return locale.getLanguage();
	}

	/**
	 * The language's name in itself ("Deutsch"), as a language menu lists it: a person
	 * who cannot read the page's language still finds their own.
	 */
	public String ownName() {
		return ownName;
	}

	public static List<Locale> locales() {
		return Arrays.stream(values()).map(Language::locale).toList();
	}

	public static Optional<Language> ofCode(@Nullable String code) {
		if (code == null) {
			return Optional.empty();
		}
		return Arrays.stream(values()).filter(language -> language.code().equalsIgnoreCase(code.strip())).findFirst();
	}

	/**
	 * The language of a locale, whatever its country ("de-AT" is German); English when
	 * Locus has none.
	 */
	public static Language of(Locale locale) {
		return ofCode(locale.getLanguage()).orElse(ENGLISH);
	}

	/**
	 * The first of a browser's languages (Accept-Language, most wanted first) that Locus
	 * has, whatever its country; English when it has none. Unlike Vaadin's own choice,
	 * which prefers an exact match anywhere in the list, "de-DE, en-US, en" reads German.
	 */
	public static Language preferred(List<Locale> wanted) {
		return wanted.stream()
			.map(locale -> ofCode(locale.getLanguage()))
			.flatMap(Optional::stream)
			.findFirst()
			.orElse(ENGLISH);
	}

}
