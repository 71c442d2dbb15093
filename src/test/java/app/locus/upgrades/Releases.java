package app.locus.upgrades;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * The release record {@code db/releases}: one line per release, oldest first, with the
 * version of its newest migration and what its code no longer uses (DD192).
 */
final class Releases {

	static final Path FILE = Path.of("db", "releases");

	private Releases() {
	}

	/** One release as recorded. */
	record Release(String name, String commit, String lastMigration, Set<String> contractAfter) {

		/**
		 * Whether the release's code no longer uses a table or a column
		 * ({@code table.column}), so a migration after it may take it away.
		 */
		boolean letsGo(String tableOrColumn) {
			return contractAfter.contains(tableOrColumn)
					|| tableOrColumn.contains(".") && contractAfter.contains(tableOrColumn.split("\\.")[0]);
		}

	}

	/** The newest recorded release: the one a rolling upgrade starts from. */
	static Release previous() {
		try {
			List<Release> all = parse(Files.readAllLines(FILE));
			if (all.isEmpty()) {
				throw new IllegalStateException(FILE + " records no release");
			}
			return all.get(all.size() - 1);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	static List<Release> parse(List<String> lines) {
		List<Release> releases = new ArrayList<>();
		for (String line : lines) {
			String text = line.strip();
			if (text.isEmpty() || text.startsWith("#")) {
				continue;
			}
			String[] words = text.split("\\s+");
			Map<String, String> fields = new HashMap<>();
			for (String word : Arrays.asList(words).subList(1, words.length)) {
				String[] pair = word.split("=", 2);
				if (pair.length != 2 || fields.put(pair[0], pair[1]) != null) {
					throw new IllegalArgumentException(FILE + ": not <field>=<value> once each: " + line);
				}
			}
			releases
				.add(new Release(words[0], required(fields, "commit", line), required(fields, "last-migration", line),
						Arrays.stream(fields.getOrDefault("contract-after", "").split(","))
							.filter(name -> !name.isBlank())
							.map(String::toLowerCase)
							.collect(Collectors.toUnmodifiableSet())));
		}
		return releases;
	}

	private static String required(Map<String, String> fields, String name, String line) {
		String value = fields.get(name);
		if (value == null || value.isBlank()) {
			throw new IllegalArgumentException(FILE + ": " + name + "= missing in: " + line);
		}
		return value;
	}

}
