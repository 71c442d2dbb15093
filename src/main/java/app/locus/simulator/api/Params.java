package app.locus.simulator.api;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.Arrays;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The fields of one call with the service's validation rules: a field sent empty counts
 * as not sent; a wrong value answers 400 naming the field. A parameter is found under any
 * spelling real clients use ({@code placeId}, {@code place_id}: {@link ParamName}); two
 * spellings that disagree answer 400, since neither can be trusted to be the one meant.
 */
public final class Params {

	private final List<Map.Entry<String, String>> fields;

	public Params(List<Map.Entry<String, String>> fields) {
		this.fields = List.copyOf(fields);
	}

	public List<Map.Entry<String, String>> fields() {
		return fields;
	}

	/**
	 * The first non-blank value of the field under any spelling, trimmed, or null; 400
	 * when two spellings carry different values (a name repeated as sent keeps its first
	 * value).
	 */
	public String text(String name) {
		Map<String, String> bySpelling = new LinkedHashMap<>();
		for (Map.Entry<String, String> field : fields) {
			if (ParamName.same(field.getKey(), name) && !field.getValue().isBlank()) {
				bySpelling.putIfAbsent(field.getKey(), field.getValue().trim());
			}
		}
		if (new HashSet<>(bySpelling.values()).size() > 1) {
			throw ApiException.invalid(name,
					"sent as " + String.join(" and ", bySpelling.keySet()) + " with different values");
		}
		return bySpelling.values().stream().findFirst().orElse(null);
	}

	/**
	 * These fields with {@code synonym} read as {@code name}, for a word the vendor's own
	 * clients use instead of the documented one ({@code campaign_name} for {@code name});
	 * both sent with different values answer 400 like two spellings.
	 */
	public Params withSynonym(String name, String synonym) {
		String documented = text(name);
		String other = text(synonym);
		if (documented != null && other != null && !documented.equals(other)) {
			throw ApiException.invalid(name, "sent as " + name + " and " + synonym + " with different values");
		}
		return new Params(fields.stream()
			.map(field -> ParamName.same(field.getKey(), synonym) ? Map.entry(name, field.getValue()) : field)
			.toList());
	}

	public boolean has(String name) {
		return text(name) != null;
	}

	public String required(String name) {
		String value = text(name);
		if (value == null) {
			throw ApiException.missing(name);
		}
		return value;
	}

	public Integer integer(String name) {
		String value = text(name);
		if (value == null) {
			return null;
		}
		try {
			return Integer.valueOf(value);
		}
		catch (NumberFormatException ex) {
			throw ApiException.invalid(name, "must be a whole number");
		}
	}

	/** A required odd whole number in {@code min..max} (grid sizes). */
	public int oddInRange(String name, int min, int max) {
		required(name);
		int value = integer(name);
		if (value < min || value > max || value % 2 == 0) {
			throw ApiException.invalid(name, "must be an odd number from " + min + " to " + max);
		}
		return value;
	}

	/** A required decimal in {@code min..max}. */
	public BigDecimal decimal(String name, double min, double max) {
		String value = required(name);
		BigDecimal number;
		try {
			number = new BigDecimal(value);
		}
		catch (NumberFormatException ex) {
			throw ApiException.invalid(name, "must be a decimal number");
		}
		if (number.doubleValue() < min || number.doubleValue() > max) {
			throw ApiException.invalid(name, "must be from " + plain(min) + " to " + plain(max));
		}
		return number;
	}

	/** true/false/1/0 (any case); the default when the field is absent. */
	public boolean flag(String name, boolean absent) {
		String value = text(name);
		if (value == null) {
			return absent;
		}
		return switch (value.toLowerCase(Locale.ROOT)) {
			case "true", "1" -> true;
			case "false", "0" -> false;
			default -> throw ApiException.invalid(name, "must be true or false");
		};
	}

	/** One of the allowed values (compared ignoring case, answered lower-case). */
	public String oneOf(String name, Set<String> allowed, String absent) {
		String value = text(name);
		if (value == null) {
			if (absent == null) {
				throw ApiException.missing(name);
			}
			return absent;
		}
		String lower = value.toLowerCase(Locale.ROOT);
		if (!allowed.contains(lower)) {
			throw ApiException.invalid(name, "must be one of " + String.join(", ", allowed.stream().sorted().toList()));
		}
		return lower;
	}

	/** Comma-separated values, trimmed, blanks dropped; empty when absent. */
	public List<String> list(String name) {
		String value = text(name);
		if (value == null) {
			return List.of();
		}
		return Arrays.stream(value.split(",")).map(String::trim).filter(s -> !s.isEmpty()).toList();
	}

	public LocalDate date(String name) {
		String value = text(name);
		if (value == null) {
			return null;
		}
		LocalDate date = SimDates.parseDate(value);
		if (date == null) {
			throw ApiException.invalid(name, "must be a date in MM/DD/YYYY form");
		}
		return date;
	}

	public LocalDate requiredDate(String name) {
		required(name);
		return date(name);
	}

	public LocalTime requiredTime(String name) {
		LocalTime time = SimDates.parseTime(required(name));
		if (time == null) {
			throw ApiException.invalid(name, "must be a 12-hour time such as 9:00 AM");
		}
		return time;
	}

	/**
	 * The indexed fields under {@code prefix} as a JSON tree, e.g.
	 * {@code services[0][name]} becomes {@code [{"name": ...}]}; null when none were
	 * sent.
	 */
	public JsonNode nested(String prefix) {
		return NestedForm.parse(fields, prefix);
	}

	private static String plain(double value) {
		return BigDecimal.valueOf(value).stripTrailingZeros().toPlainString();
	}

}
