package app.locus.badinput;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The hostile inputs of the sweep (issue 8): what people paste, what attackers type and
 * what a form's field can hold at its edges.
 *
 * @param label names the value in the test's name
 * @param value the input
 * @param fragment a piece that identifies the value in stored data (null when it cannot
 * be stored as it is): where the fragment was stored, the whole value must be
 * @param limit the declared length limit the value is measured against, or null
 * @param overLimit whether the value is over {@code limit} (else exactly at it)
 */
record BadValues(String label, Object value, String fragment, Integer limit, boolean overLimit) {

	BadValues(String label, Object value, String fragment) {
		this(label, value, fragment, null, false);
	}

	static final String ONE_MEGABYTE = "a".repeat(1 << 20);

	/** The inputs every text slot gets. */
	static List<BadValues> texts() {
		List<BadValues> values = new ArrayList<>(List.of(new BadValues("empty", "", null),
				new BadValues("whitespace", " \t  ", null), new BadValues("256 characters", "y".repeat(256), null),
				new BadValues("2001 characters", "y".repeat(2001), null), new BadValues("1 MB", ONE_MEGABYTE, null),
				new BadValues("4-byte emoji", "Bäckerei 🥐 \uD835\uDD18 café", "Bäckerei"),
				new BadValues("right-to-left", "مخبز الحي שלום", "مخبز"),
				new BadValues("zero-width and bidi controls", "ba\u200Bke\u202Ery\u2066", null),
				new BadValues("html and script", "<script>alert('x')</script><b>bold</b>", "<script>"),
				new BadValues("sql metacharacters", "x'; DROP TABLE workspace; -- \" OR 1=1 /*", "DROP TABLE")));
		for (String start : List.of("=", "+", "-", "@")) {
			values.add(new BadValues("csv formula " + start, start + "HYPERLINK(\"http://evil.test\")", "HYPERLINK"));
		}
		return values;
	}

	/** More for text slots that hold a date, a time or a number. */
	static List<BadValues> formatted(String slot) {
		String name = slot.toLowerCase(Locale.ROOT);
		if (name.contains("date")) {
			return List.of(new BadValues("february 30", "02/30/2027", null),
					new BadValues("13th month", "13/01/2027", null), new BadValues("iso date", "2027-02-30", null));
		}
		if (name.contains("time")) {
			return List.of(new BadValues("25 o'clock", "25:00 PM", null), new BadValues("61 minutes", "9:61 AM", null));
		}
		if (name.contains("radius") || name.contains("lat") || name.contains("lng") || name.contains("credits")) {
			return List.of(new BadValues("locale decimal", "1,5", null), new BadValues("negative", "-1", null),
					new BadValues("huge", "1e309", null), new BadValues("not a number", "NaN", null));
		}
		return List.of();
	}

	/**
	 * For a text with a declared limit: one code point over it (must be refused, naming
	 * the limit), and exactly the limit in 4-byte characters (must never be refused for
	 * its length, which counts code points). Both grow a valid value of the slot.
	 */
	static List<BadValues> aroundLimit(String valid, int limit) {
		int room = limit - valid.codePointCount(0, valid.length());
		return List.of(
				new BadValues("over the limit of " + limit, valid + "1".repeat(Math.max(0, room + 1)), null, limit,
						true),
				new BadValues(limit + " code points in 4-byte characters", valid + "🥐".repeat(Math.max(0, room)), null,
						limit, false));
	}

	/** The inputs a number slot gets. */
	static List<BadValues> numbers(Class<?> type) {
		List<BadValues> values = new ArrayList<>();
		if (!type.isPrimitive()) {
			values.add(new BadValues("null", null, null));
		}
		if (type == int.class || type == Integer.class) {
			values.addAll(List.of(new BadValues("-1", -1, null), new BadValues("max int", Integer.MAX_VALUE, null),
					new BadValues("min int", Integer.MIN_VALUE, null)));
		}
		else if (type == long.class || type == Long.class) {
			values.addAll(List.of(new BadValues("-1", -1L, null), new BadValues("max long", Long.MAX_VALUE, null)));
		}
		else if (type == BigDecimal.class) {
			values.addAll(List.of(new BadValues("-1", new BigDecimal("-1"), null),
					new BadValues("1e400", new BigDecimal("1e400"), null),
					new BadValues("40 decimals", new BigDecimal("1." + "1".repeat(40)), null)));
		}
		return values;
	}

	@Override
	public String toString() {
		return label;
	}

}
