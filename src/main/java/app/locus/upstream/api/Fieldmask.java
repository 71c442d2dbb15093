package app.locus.upstream.api;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Pattern;

import app.locus.base.ValidationException;

/**
 * Names the fields a report endpoint should answer: dot notation for nested fields,
 * {@code *} for every element of an array, e.g.
 * {@code Fieldmask.of("report_key", "date").with("businesses.*.name")}. Without a
 * fieldmask (null) the service answers every field except {@code data_points}, which it
 * sends only when named ({@link #withDataPoints()}).
 */
public record Fieldmask(List<String> paths) {

	public static final String DATA_POINTS = "data_points";

	private static final Pattern PATH = Pattern.compile("[A-Za-z_][A-Za-z0-9_]*(\\.([A-Za-z_][A-Za-z0-9_]*|\\*))*");

	public Fieldmask {
		if (paths == null || paths.isEmpty()) {
			throw ValidationException.of("fieldmask", "Fieldmask needs at least one field.");
		}
		Set<String> unique = new LinkedHashSet<>();
		for (String path : paths) {
			String trimmed = path == null ? "" : path.strip();
			if (!PATH.matcher(trimmed).matches()) {
				throw ValidationException.of("fieldmask", "Fieldmask path '" + trimmed
						+ "' must be field names joined by dots, with * for every element of an array.");
			}
			unique.add(trimmed);
		}
		paths = List.copyOf(unique);
	}

	public static Fieldmask of(String... paths) {
		return new Fieldmask(List.of(paths));
	}

	/** This fieldmask plus more paths (duplicates are dropped, order kept). */
	public Fieldmask with(String... more) {
		List<String> all = new ArrayList<>(paths);
		all.addAll(List.of(more));
		return new Fieldmask(all);
	}

	/** This fieldmask plus the per-point rankings, which are never sent unasked. */
	public Fieldmask withDataPoints() {
		return with(DATA_POINTS);
	}

	public boolean includesDataPoints() {
		return paths.stream().anyMatch(path -> path.equals(DATA_POINTS) || path.startsWith(DATA_POINTS + "."));
	}

	/** The wire form, e.g. {@code report_key,date,businesses.*.name}. */
	public String render() {
		return String.join(",", paths);
	}

	@Override
	public String toString() {
		return render();
	}

}
