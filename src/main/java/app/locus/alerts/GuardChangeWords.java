package app.locus.alerts;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import app.locus.upstream.api.gbp.GbpText;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Says in plain words what a guard report's changes are ("Website changed from ... to
 * ..."). The spec does not show the shape of {@code changes}; the words read
 * {@code field}, {@code old_value} and {@code new_value} of each item when they are
 * there, and say only that the profile changed when they are not.
 */
public final class GuardChangeWords {

	/** As many changes as one alert names. */
	static final int NAMED = 5;

	private static final ObjectMapper JSON = new ObjectMapper();

	private GuardChangeWords() {
	}

	/** One sentence per change the payload lists, at most {@value #NAMED}. */
	public static List<String> of(String payload) {
		JsonNode changes;
		try {
			changes = JSON.readTree(payload).path("changes");
		}
		catch (JsonProcessingException ex) {
			return List.of();
		}
		List<String> words = new ArrayList<>();
		for (JsonNode change : changes) {
			if (words.size() == NAMED) {
				break;
			}
			String field = change.path("field").asText("");
			if (!field.isBlank()) {
				words.add(sentence(label(field), change.path("old_value").asText(""),
						change.path("new_value").asText("")));
			}
		}
		return words;
	}

	private static String sentence(String label, String was, String is) {
		if (was.isBlank()) {
			return label + " was set to \"" + excerpt(is) + "\"";
		}
		if (is.isBlank()) {
			return label + " was removed (it was \"" + excerpt(was) + "\")";
		}
		return label + " changed from \"" + excerpt(was) + "\" to \"" + excerpt(is) + "\"";
	}

	/** The portal's own name of a profile field, else the field's name in words. */
	static String label(String field) {
		return Arrays.stream(GbpText.values())
			.filter(text -> text.field().equals(field) || text.field().startsWith(field + "."))
			.map(GbpText::label)
			.findFirst()
			.orElseGet(() -> words(field));
	}

	private static String words(String field) {
		String spaced = Arrays.stream(field.split("[._]|(?<=[a-z])(?=[A-Z])"))
			.filter(part -> !part.isBlank())
			.map(part -> part.toLowerCase(Locale.ROOT))
			.collect(Collectors.joining(" "));
		return spaced.isEmpty() ? "A field" : Character.toUpperCase(spaced.charAt(0)) + spaced.substring(1);
	}

	private static String excerpt(String value) {
		String line = value.strip().replaceAll("\\s+", " ");
		return line.length() <= 120 ? line : line.substring(0, 119) + "…";
	}

}
