package app.locus.businessprofile;

import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.SpecialPeriod;
import org.jspecify.annotations.Nullable;

/**
 * Values of a profile as a client reads them: "Closed permanently", "Monday 8:00 to
 * 17:00", never a wire code or a record's text.
 */
final class PlainWords {

	/** Characters of a shortened text: enough to recognise a post by. */
	static final int SHORT = 60;

	private PlainWords() {
	}

	/** {@code CLOSED_PERMANENTLY} or {@code "FOOD_AND_DRINK"} as "Closed permanently". */
	static String of(@Nullable Enum<?> value) {
		return value == null ? FieldChange.EMPTY : code(value.name());
	}

	/** A wire code such as a link type ({@code ORDER}) in words. */
	static String code(@Nullable String code) {
		if (code == null || code.isBlank()) {
			return FieldChange.EMPTY;
		}
		String words = code.strip().replace('_', ' ').toLowerCase(Locale.ROOT);
		return Character.toUpperCase(words.charAt(0)) + words.substring(1);
	}

	static String text(@Nullable String value) {
		return value == null || value.isBlank() ? FieldChange.EMPTY : value;
	}

	/**
	 * A text of a profile cut to its first words, so that a line can name the item (a
	 * post) by what a person reads of it.
	 */
	static String shortened(@Nullable String value) {
		String text = text(value).strip().replaceAll("\\s+", " ");
		if (text.length() <= SHORT) {
			return text;
		}
		int cut = text.lastIndexOf(' ', SHORT);
		return text.substring(0, cut > SHORT / 2 ? cut : SHORT) + "…";
	}

	static String yesNo(Boolean value) {
		return value == null ? "(not set)" : value ? "yes" : "no";
	}

	static String label(ProfileField field) {
		return switch (field) {
			case TITLE -> "Business name";
			case WEBSITE -> "Website";
			case PRIMARY_PHONE -> "Phone";
			case DESCRIPTION -> "Description";
			case PRIMARY_CATEGORY -> "Category";
		};
	}

	static String value(ProfileLocation location, ProfileField field) {
		return text(switch (field) {
			case TITLE -> location.title();
			case WEBSITE -> location.websiteUri();
			case PRIMARY_PHONE -> location.primaryPhone();
			case DESCRIPTION -> location.description();
			case PRIMARY_CATEGORY -> location.primaryCategory() == null ? null : location.primaryCategory().name();
		});
	}

	static String regular(List<RegularPeriod> periods) {
		if (periods.isEmpty()) {
			return FieldChange.NONE;
		}
		return periods.stream().map(PlainWords::period).collect(Collectors.joining("; "));
	}

	private static String period(RegularPeriod period) {
		String open = of(period.openDay()) + " " + period.openTime();
		return open + " to " + (period.closeDay() == period.openDay() ? "" : of(period.closeDay()) + " ")
				+ period.closeTime();
	}

	static String special(SpecialPeriod period) {
		return period.closed() ? "closed all day" : "open " + period.openTime() + " to " + period.closeTime();
	}

	static String media(MediaItem item) {
		return of(item.format()) + ", " + code(item.category())
				+ (item.description() == null || item.description().isBlank() ? "" : ": " + item.description());
	}

}
