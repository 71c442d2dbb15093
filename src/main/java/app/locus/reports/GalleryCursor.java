package app.locus.reports;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Base64;

import app.locus.base.ValidationException;
import app.locus.upstream.api.ReportKey;
import org.jspecify.annotations.Nullable;

/**
 * Where the next page of reports, newest first, starts: after this report's date and key.
 * Its text form is opaque to callers (the REST API's {@code after}), so the keyset may
 * change without breaking them; a deep page then reads only its own rows, where an offset
 * reads every row before it.
 */
public record GalleryCursor(LocalDate date, ReportKey key) {

	/** The cursor after this card. */
	public static GalleryCursor after(ReportCard card) {
		return new GalleryCursor(card.date(), card.key());
	}

	public String text() {
		return Base64.getUrlEncoder()
			.withoutPadding()
			.encodeToString((date + "|" + key.value()).getBytes(StandardCharsets.UTF_8));
	}

	/**
	 * @throws ValidationException for text no page handed out
	 */
	public static GalleryCursor parse(@Nullable String text) {
		try {
			String[] parts = new String(Base64.getUrlDecoder().decode(text == null ? "" : text), StandardCharsets.UTF_8)
				.split("\\|", 2);
			return new GalleryCursor(LocalDate.parse(parts[0]), ReportKey.of(parts[1]));
		}
		catch (IllegalArgumentException | DateTimeParseException | ArrayIndexOutOfBoundsException
				| ValidationException ex) {
			throw ValidationException.of("after",
					"This is not a cursor a page of reports gave; start from the first page.");
		}
	}

}
