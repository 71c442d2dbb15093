package app.locus.base.i18n;

import java.io.IOException;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.text.MessageFormat;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

/**
 * What the build demands of the text bundles (DD195), as a list of problems in words:
 * each English bundle {@code <area>.properties} has a translation in every other
 * {@link Language} with exactly its keys; every key starts with its area and lives in one
 * bundle only; a text and its translations use the same placeholders; every text is a
 * valid MessageFormat pattern without a lone straight quote (which MessageFormat would
 * swallow; write ’ or ''); every key is used, as a literal, somewhere in the code; and
 * every key the code reads with {@code getTranslation("...")} is in a bundle.
 */
final class TextBundleCheck {

	private static final Pattern ENGLISH_BUNDLE = Pattern.compile("([a-z0-9-]+)\\.properties");

	private static final Pattern PLACEHOLDER = Pattern.compile("\\{(\\d+)");

	/** A key read by its literal: {@code getTranslation("shell.menu.sign-out", ...)}. */
	private static final Pattern ASKED_FOR = Pattern.compile("getTranslation\\(\"([a-z0-9-]+\\.[a-z0-9.-]+)\"");

	private static final Pattern LONE_QUOTE = Pattern.compile("(?<!')'(?!')");

	private final Path bundles;

	private final Path sources;

	/**
	 * @param bundles the folder of the bundles ({@code src/main/resources/i18n})
	 * @param sources the code that must use every key ({@code src/main/java})
	 */
	TextBundleCheck(Path bundles, Path sources) {
		this.bundles = bundles;
		this.sources = sources;
	}

	List<String> problems() {
		List<String> problems = new ArrayList<>();
		Map<String, String> areaOfKey = new HashMap<>();
		for (String area : areas()) {
			Properties english = read(bundles.resolve(area + ".properties"));
			for (String key : english.stringPropertyNames()) {
				if (!key.startsWith(area + ".")) {
					problems.add(key + " in " + area + ".properties does not start with \"" + area + ".\"");
				}
				String other = areaOfKey.put(key, area);
				if (other != null) {
					problems.add(key + " is in both " + other + ".properties and " + area + ".properties");
				}
			}
			checkPatterns(area + ".properties", english, problems);
			for (Language language : Language.values()) {
				if (language != Language.ENGLISH) {
					checkTranslation(area, english, language, problems);
				}
			}
		}
		String code = allCode();
		areaOfKey.keySet()
			.stream()
			.sorted()
			.filter(key -> !code.contains("\"" + key + "\""))
			.forEach(key -> problems.add(key + " (" + areaOfKey.get(key) + ".properties) is used nowhere in "
					+ "the code: remove it, or write the key as one string literal where it is used"));
		Matcher asked = ASKED_FOR.matcher(code);
		Set<String> missing = new TreeSet<>();
		while (asked.find()) {
			if (!areaOfKey.containsKey(asked.group(1))) {
				missing.add(asked.group(1));
			}
		}
		missing.forEach(key -> problems.add(key + " is asked for by the code but is in no bundle"));
		return problems;
	}

	private void checkTranslation(String area, Properties english, Language language, List<String> problems) {
		String name = area + "_" + language.code() + ".properties";
		Path file = bundles.resolve(name);
		if (!Files.exists(file)) {
			problems.add(name + " is missing: every text needs its " + language.ownName() + " translation");
			return;
		}
		Properties translated = read(file);
		for (String key : new TreeSet<>(english.stringPropertyNames())) {
			String text = translated.getProperty(key);
			if (text == null) {
				problems.add(key + " has no translation in " + name);
			}
			else if (!placeholders(text).equals(placeholders(english.getProperty(key)))) {
				problems.add(key + " in " + name + " has the placeholders " + placeholders(text)
						+ ", but the English text has " + placeholders(english.getProperty(key)));
			}
		}
		for (String key : new TreeSet<>(translated.stringPropertyNames())) {
			if (!english.containsKey(key)) {
				problems.add(key + " in " + name + " is not in " + area + ".properties");
			}
		}
		checkPatterns(name, translated, problems);
	}

	private static void checkPatterns(String name, Properties texts, List<String> problems) {
		for (String key : new TreeSet<>(texts.stringPropertyNames())) {
			String text = texts.getProperty(key);
			if (LONE_QUOTE.matcher(text).find()) {
				problems.add(key + " in " + name + " has a lone straight quote, which MessageFormat would swallow: "
						+ "write \u2019 (or '' for a straight one)");
			}
			try {
				new MessageFormat(text);
			}
			catch (IllegalArgumentException ex) {
				problems.add(key + " in " + name + " is no valid MessageFormat pattern: " + ex.getMessage());
			}
		}
	}

	/** The argument numbers a text uses: {0} and {0,number} are both 0. */
	static Set<Integer> placeholders(String text) {
		Set<Integer> numbers = new TreeSet<>();
		Matcher matcher = PLACEHOLDER.matcher(text);
		while (matcher.find()) {
			numbers.add(Integer.valueOf(matcher.group(1)));
		}
		return numbers;
	}

	private List<String> areas() {
		try (Stream<Path> files = Files.list(bundles)) {
			return files.map(path -> ENGLISH_BUNDLE.matcher(path.getFileName().toString()))
				.filter(Matcher::matches)
				.map(matcher -> matcher.group(1))
				.sorted()
				.toList();
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private String allCode() {
		try (Stream<Path> files = Files.walk(sources)) {
			return files.filter(path -> path.toString().endsWith(".java")).map(path -> {
				try {
					return Files.readString(path);
				}
				catch (IOException ex) {
					throw new UncheckedIOException(ex);
				}
			}).collect(Collectors.joining("\n"));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static Properties read(Path file) {
		Properties properties = new Properties();
		try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
			properties.load(reader);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(file + " cannot be read as UTF-8", ex);
		}
		return properties;
	}

}
