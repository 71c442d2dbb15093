package app.locus.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Collection;
import java.util.Objects;
import java.util.Set;
import java.util.TreeSet;

/**
 * The WCAG violations axe still finds on a tour's pages, one "tour page rule" a line in
 * {@code src/test/resources/a11y/known-violations.txt}, each also named in
 * docs/accessibility.md. A violation not listed fails the tour. A listed one that a run
 * does not meet is written to {@code target/a11y/<tour>-gone.txt} rather than failing it:
 * some depend on the demo data a page has loaded (a table's figures arrive with the first
 * sync), and a tour that failed by the clock would teach people to ignore it.
 */
final class KnownViolations {

	private static final String FILE = "/a11y/known-violations.txt";

	private static final Path FOUND = Path.of("target", "a11y");

	private KnownViolations() {
	}

	/** The listed "page rule" pairs of one tour, such as {@code client-390}. */
	static Set<String> of(String tour) {
		Set<String> listed = new TreeSet<>();
		for (String line : read().split("\n")) {
			String entry = line.strip();
			if (!entry.isEmpty() && !entry.startsWith("#") && entry.startsWith(tour + " ")) {
				listed.add(entry.substring(tour.length() + 1));
			}
		}
		return listed;
	}

	/**
	 * The rule of one of {@link AxeAudit}'s lines: {@code color-contrast (serious): ...}.
	 */
	static String rule(String violation) {
		int end = violation.indexOf(' ');
		return end < 0 ? violation : violation.substring(0, end);
	}

	/**
	 * Puts what axe found on a tour, in full, into {@code target/a11y/<tour>.txt}, for
	 * whoever fixes it.
	 */
	static void write(String tour, Collection<String> violations) {
		try {
			Files.createDirectories(FOUND);
			Files.write(FOUND.resolve(tour + ".txt"), violations, StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	/** Puts the listed violations a tour did not meet into {@code <tour>-gone.txt}. */
	static void writeGone(String tour, Collection<String> gone) {
		write(tour + "-gone", gone);
	}

	private static String read() {
		try (InputStream in = Objects.requireNonNull(KnownViolations.class.getResourceAsStream(FILE), FILE)) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
