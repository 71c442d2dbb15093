package app.locus.upstream.api;

import java.util.Collection;
import java.util.stream.Collectors;

import app.locus.base.Validation;

/**
 * A search phrase to rank for: 1 to 100 characters after trimming, no control characters
 * and no commas (commas separate several keywords on the wire).
 */
public record Keyword(String value) {

	public static final int MAX_LENGTH = 100;

	public Keyword {
		Validation validation = new Validation();
		String text = validation.text(value, "keyword", "Keyword", MAX_LENGTH);
		validation.check(text == null || !text.contains(","), "keyword",
				"Keyword must not contain commas (commas separate keywords).");
		validation.throwIfInvalid();
		value = text;
	}

	public static Keyword of(String value) {
		return new Keyword(value);
	}

	/** {@code a,b,c}, the wire form of several keywords. */
	public static String joined(Collection<Keyword> keywords) {
		return keywords.stream().map(Keyword::value).collect(Collectors.joining(","));
	}

	@Override
	public String toString() {
		return value;
	}

}
