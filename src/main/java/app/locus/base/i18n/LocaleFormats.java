package app.locus.base.i18n;

import java.io.Serializable;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.text.NumberFormat;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.time.YearMonth;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.time.ZonedDateTime;
import java.time.format.DateTimeFormatter;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;

import org.jspecify.annotations.Nullable;

/**
 * Dates, times and numbers as a reader of one language writes them: the companion of
 * {@link app.locus.base.DisplayDates} for pages that are translated. English reads
 * exactly as {@code DisplayDates} writes ("27 Nov 2026", "1,234.5"); German "27. Nov.
 * 2026", "1.234,5"; Spanish "27 nov 2026", "1.234,5"; French "27 nov. 2026", "1 234,5".
 * Times are on the 24-hour clock everywhere, and a missing figure is a dash in every
 * language. The service's own formats (MM/DD/YYYY, 12-hour times) stay on the wire.
 */
public final class LocaleFormats implements Serializable {

	private static final DateTimeFormatter SECONDS = DateTimeFormatter.ofPattern("HH:mm:ss", Locale.ROOT);

	private static final long serialVersionUID = 1L;

	/** What a figure that was not measured reads as. */
	public static final String NO_FIGURE = "–";

	private record Patterns(String day, String dayOfWeek, String month, String time) {
	}

	private static final List<LocaleFormats> BY_LANGUAGE = Arrays.stream(Language.values())
		.map(LocaleFormats::new)
		.toList();

	private final Language language;

	private final Locale locale;

	private final transient DateTimeFormatter day;

	private final transient DateTimeFormatter dayOfWeek;

	private final transient DateTimeFormatter month;

	private final transient DateTimeFormatter time;

	private final transient DateTimeFormatter zone;

	private LocaleFormats(Language language) {
		this.language = language;
		this.locale = language.locale();
		Patterns patterns = patterns(language);
		this.day = DateTimeFormatter.ofPattern(patterns.day(), locale);
		this.dayOfWeek = DateTimeFormatter.ofPattern(patterns.dayOfWeek(), locale);
		this.month = DateTimeFormatter.ofPattern(patterns.month(), locale);
		this.time = DateTimeFormatter.ofPattern(patterns.time(), locale);
		this.zone = DateTimeFormatter.ofPattern("zzz", locale);
	}

	private static Patterns patterns(Language language) {
		return switch (language) {
			case ENGLISH -> new Patterns("d MMM yyyy", "EEE d MMM yyyy", "MMM yyyy", "HH:mm");
			case GERMAN -> new Patterns("d. MMM yyyy", "EEE, d. MMM yyyy", "MMM yyyy", "HH:mm");
			case SPANISH -> new Patterns("d MMM yyyy", "EEE, d MMM yyyy", "MMM yyyy", "H:mm");
			case FRENCH -> new Patterns("d MMM yyyy", "EEE d MMM yyyy", "MMM yyyy", "HH:mm");
		};
	}

	/**
	 * The formats of the reader's locale (of its language; English when Locus has none).
	 */
	public static LocaleFormats of(Locale locale) {
		return of(Language.of(locale));
	}

	public static LocaleFormats of(Language language) {
		return BY_LANGUAGE.get(language.ordinal());
	}

	/** "27. Nov. 2026". */
	public String day(LocalDate date) {
		return day.format(date);
	}

	/** "Fr., 27. Nov. 2026", where the day of the week helps to plan. */
	public String dayOfWeek(LocalDate date) {
		return dayOfWeek.format(date);
	}

	/** "Nov. 2026". */
	public String month(YearMonth month) {
		return this.month.format(month);
	}

	/** "14:05". */
	public String time(LocalTime time) {
		return this.time.format(time);
	}

	/** "27. Nov. 2026, 14:05": a local date and time whose zone the page names. */
	public String dateTime(LocalDateTime at) {
		return day(at.toLocalDate()) + ", " + time(at.toLocalTime());
	}

	/**
	 * "27. Nov. 2026, 15:05 MEZ": the instant in a zone, named as the reader names it.
	 */
	public String instant(Instant at, ZoneId zone) {
		ZonedDateTime local = at.atZone(zone);
		return dateTime(local.toLocalDateTime()) + " " + this.zone.format(local);
	}

	/**
	 * "27. Nov. 2026, 14:05:09 UTC": an instant to the second in UTC, for records such as
	 * the audit trail where two events a moment apart must read apart.
	 */
	public String preciseUtc(Instant at) {
		ZonedDateTime utc = at.atZone(ZoneOffset.UTC);
		return day(utc.toLocalDate()) + ", " + SECONDS.format(utc) + " UTC";
	}

	/** A distance or a measure with every decimal it has: "0,667". */
	public String exact(BigDecimal value) {
		return decimal(value, Math.max(0, value.stripTrailingZeros().scale()));
	}

	/** A whole number with the reader's thousands separator: "12.500". */
	public String number(long value) {
		return NumberFormat.getIntegerInstance(locale).format(value);
	}

	/**
	 * A measured figure with at most {@code fractionDigits} decimals, trailing zeros
	 * dropped, in the reader's separators: "3,25"; the dash when nothing was measured.
	 */
	public String decimal(@Nullable BigDecimal value, int fractionDigits) {
		if (value == null) {
			return NO_FIGURE;
		}
		return rounded(NumberFormat.getNumberInstance(locale), fractionDigits).format(value);
	}

	/**
	 * A share given in percentage points (64.5 for 64.5 %), with one decimal at most, as
	 * the reader writes it: "64.5%" in English, "64,5 %" in German, Spanish and French.
	 */
	public String percent(@Nullable BigDecimal points) {
		return percent(points, 1);
	}

	/** A share in percentage points with at most {@code fractionDigits} decimals. */
	public String percent(@Nullable BigDecimal points, int fractionDigits) {
		if (points == null) {
			return NO_FIGURE;
		}
		return rounded(NumberFormat.getPercentInstance(locale), fractionDigits).format(points.movePointLeft(2));
	}

	/** A number of credits, a whole number with thousands separators: "12 500". */
	public String credits(long credits) {
		return number(credits);
	}

	/**
	 * A view's grid keeps its columns' formats in the session, which may be written out:
	 * the formatters are made again from the language when it is read back.
	 */
	private Object readResolve() {
		return of(language);
	}

	private static NumberFormat rounded(NumberFormat format, int fractionDigits) {
		format.setMaximumFractionDigits(fractionDigits);
		format.setRoundingMode(RoundingMode.HALF_UP);
		return format;
	}

}
