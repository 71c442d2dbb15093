package app.locus.upstream.api;

import java.math.BigDecimal;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.lang.Contract;

/**
 * Reads payload fields the way DD010 asks: a number may come as a JSON number or a
 * string, a missing field, {@code null} and {@code false} all mean "absent" (null here),
 * and a value that cannot be read is treated as absent and logged (by field name only),
 * so that one odd field never loses a whole report.
 */
public final class Lenient {

	private static final Logger log = LoggerFactory.getLogger(Lenient.class);

	private Lenient() {
	}

	/** The child object, or a missing node when it is absent or {@code false}. */
	public static JsonNode object(@Nullable JsonNode node, String field) {
		JsonNode child = node == null ? null : node.get(field);
		return isAbsent(child) ? MissingNode.getInstance() : child;
	}

	/** The child object, or null when it is absent or {@code false}. */
	public static @Nullable JsonNode objectOrNull(@Nullable JsonNode node, String field) {
		JsonNode child = object(node, field);
		return child.isMissingNode() ? null : child;
	}

	@Contract("null -> true")
	public static boolean isAbsent(@Nullable JsonNode value) {
		return value == null || value.isNull() || value.isMissingNode() || (value.isBoolean() && !value.booleanValue())
				|| (value.isTextual() && value.textValue().isBlank());
	}

	/** Text of a scalar (numbers as written); null when absent. */
	public static @Nullable String text(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		if (isAbsent(value)) {
			return null;
		}
		if (value.isValueNode()) {
			return value.asText();
		}
		return unreadable(field);
	}

	/** Text of a scalar, or the JSON text of an object or array; null when absent. */
	public static @Nullable String textOrJson(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		if (isAbsent(value)) {
			return null;
		}
		return value.isValueNode() ? value.asText() : value.toString();
	}

	/**
	 * A decimal from a number or a numeric string; {@code "20+"} (the "not found" rank)
	 * reads as 20.
	 */
	public static @Nullable BigDecimal decimal(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		if (isAbsent(value)) {
			return null;
		}
		if (value.isNumber()) {
			return value.decimalValue();
		}
		String text = value.asText().strip().replace(",", "");
		if (text.endsWith("+")) {
			text = text.substring(0, text.length() - 1);
		}
		try {
			return new BigDecimal(text);
		}
		catch (NumberFormatException ex) {
			return unreadable(field);
		}
	}

	/** A whole number that fits an int; a fraction reads as absent. */
	public static @Nullable Integer integer(@Nullable JsonNode node, String field) {
		return exact(node, field, BigDecimal::intValueExact);
	}

	/** A whole number that fits a long; a fraction reads as absent. */
	public static @Nullable Long whole(@Nullable JsonNode node, String field) {
		return exact(node, field, BigDecimal::longValueExact);
	}

	private static <T> @Nullable T exact(@Nullable JsonNode node, String field, Function<BigDecimal, T> conversion) {
		BigDecimal value = decimal(node, field);
		try {
			return value == null ? null : conversion.apply(value);
		}
		catch (ArithmeticException ex) {
			return unreadable(field);
		}
	}

	/**
	 * A boolean: {@code true}, {@code "true"}, {@code "1"} or 1 read as true; everything
	 * else (including absent) as false, since the service sends false for "no value".
	 */
	public static boolean flag(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		if (isAbsent(value)) {
			return false;
		}
		if (value.isBoolean()) {
			return value.booleanValue();
		}
		String text = value.asText().strip();
		return text.equalsIgnoreCase("true") || text.equals("1");
	}

	/** A date written MM/DD/YYYY (a trailing time is ignored) or ISO yyyy-MM-dd. */
	public static @Nullable LocalDate date(@Nullable JsonNode node, String field) {
		return parsed(node, field, text -> SpecDates.readDate(text.strip().split("\\s+|T")[0]));
	}

	/** A time written h:mm AM (or 24-hour HH:mm). */
	public static @Nullable LocalTime time(@Nullable JsonNode node, String field) {
		return parsed(node, field, SpecDates::readTime);
	}

	/**
	 * A date with an optional time ({@code MM/DD/YYYY h:mm AM}, ISO local date-time, or a
	 * bare date at midnight).
	 */
	public static @Nullable LocalDateTime dateTime(@Nullable JsonNode node, String field) {
		return parsed(node, field, SpecDates::readDateTime);
	}

	/** An instant from Unix seconds (number or string) or an RFC 3339 timestamp. */
	public static @Nullable Instant instant(@Nullable JsonNode node, String field) {
		return parsed(node, field, text -> text.strip().matches("\\d{1,12}")
				? Instant.ofEpochSecond(Long.parseLong(text.strip())) : Instant.parse(text.strip()));
	}

	/** A wire code read into its enum constant; an unknown code reads as absent. */
	public static <E extends Enum<E> & WireCode> @Nullable E code(@Nullable JsonNode node, String field,
			Class<E> type) {
		String text = text(node, field);
		if (text == null) {
			return null;
		}
		E constant = WireCode.find(type, text);
		return constant != null ? constant : unreadable(field);
	}

	/** The child decoded, or null when it is absent or {@code false}. */
	public static <T> @Nullable T nested(@Nullable JsonNode node, String field, Function<JsonNode, T> decoder) {
		JsonNode child = objectOrNull(node, field);
		return child == null ? null : decoder.apply(child);
	}

	/** Every element of an array decoded; an absent or non-array field is empty. */
	public static <T> List<T> list(@Nullable JsonNode node, String field, Function<JsonNode, T> decoder) {
		return elements(node == null ? null : node.get(field), decoder);
	}

	/**
	 * Every element of the first of {@code fields} that is an array, decoded (one thing
	 * the two dialects name differently, DD138); empty when none is.
	 */
	public static <T> List<T> firstList(@Nullable JsonNode node, List<String> fields, Function<JsonNode, T> decoder) {
		for (String field : fields) {
			JsonNode value = node == null ? null : node.get(field);
			if (value != null && value.isArray()) {
				return elements(value, decoder);
			}
		}
		return List.of();
	}

	/** Every element of an array node decoded; anything but an array is empty. */
	public static <T> List<T> elements(@Nullable JsonNode array, Function<JsonNode, T> decoder) {
		if (array == null || !array.isArray()) {
			return List.of();
		}
		List<T> items = new ArrayList<>(array.size());
		array.forEach(element -> items.add(decoder.apply(element)));
		return Collections.unmodifiableList(items);
	}

	/**
	 * Texts of an array, or of a comma-separated string; scalars of an object's values
	 * (for shapes like {@code categories: {primary: .., additional: [..]}}).
	 */
	public static List<String> texts(@Nullable JsonNode node, String field) {
		JsonNode value = node == null ? null : node.get(field);
		if (isAbsent(value)) {
			return List.of();
		}
		if (value.isTextual()) {
			return List.of(value.textValue().split("\\s*,\\s*"));
		}
		List<String> out = new ArrayList<>();
		collectScalars(value, out);
		return Collections.unmodifiableList(out);
	}

	private static void collectScalars(JsonNode value, List<String> out) {
		if (value.isValueNode()) {
			if (!isAbsent(value)) {
				out.add(value.asText());
			}
			return;
		}
		if (value.isObject()) {
			value.properties().stream().map(Map.Entry::getValue).forEach(child -> collectScalars(child, out));
		}
		else {
			value.forEach(child -> collectScalars(child, out));
		}
	}

	private static <T> @Nullable T parsed(@Nullable JsonNode node, String field, Function<String, T> parser) {
		String text = text(node, field);
		if (text == null) {
			return null;
		}
		try {
			return parser.apply(text);
		}
		catch (DateTimeException ex) {
			return unreadable(field);
		}
	}

	private static <T> @Nullable T unreadable(String field) {
		log.warn("Upstream field '{}' could not be read and is treated as absent", field);
		return null;
	}

}
