package app.locus.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * A log statement inside a {@code catch} block passes the caught exception (or its
 * {@code RedactedException.of} copy) as its last argument, so the log keeps the stack
 * trace (SLF4J prints it) and not only the message (DD118). Reads the sources: the
 * compiled classes no longer show which argument came last. A statement may go without
 * when the comment right above it starts with {@value #EXEMPTION} and says why.
 */
class CaughtExceptionLoggingTest {

	private static final Path SOURCES = Path.of("src/main/java");

	private static final Pattern CATCH = Pattern
		.compile("catch\\s*\\(\\s*(?:final\\s+)?[\\w.$|\\s]+?\\s+(\\w+)\\s*\\)\\s*\\{");

	static final String EXEMPTION = "no stack trace:";

	private static final Pattern LOG_CALL = Pattern.compile("\\blog\\s*\\.\\s*(?:trace|debug|info|warn|error)\\s*\\(");

	@Test
	void every_log_statement_in_a_catch_block_passes_the_caught_exception_last() throws IOException {
		List<String> offenders = new ArrayList<>();
		try (Stream<Path> files = Files.walk(SOURCES)) {
			for (Path file : files.filter(path -> path.toString().endsWith(".java")).toList()) {
				String relative = SOURCES.relativize(file).toString().replace('\\', '/');
				offenders.addAll(offenders(relative, Files.readString(file)));
			}
		}
		assertThat(offenders).as("log calls in catch blocks without the caught exception as last argument").isEmpty();
	}

	@Test
	void the_check_finds_a_log_call_that_drops_the_exception() {
		String source = """
				class A {
					void a() {
						try { b(); }
						catch (IllegalStateException | IllegalArgumentException ex) {
							log.warn("failed: {}", ex.getMessage());
						}
						try { b(); }
						catch (RuntimeException ex) {
							log.warn("failed: {}", "text with ) and , inside", ex);
						}
						try { b(); }
						catch (RuntimeException ex) {
							// no stack trace: the message is the whole story
							log.info("refused: {}", ex.getMessage());
						}
					}
				}
				""";
		assertThat(offenders("A.java", source)).singleElement().asString().contains("A.java:5");
	}

	/**
	 * Log calls inside catch blocks whose last argument is none of the caught names and
	 * which are not exempted.
	 */
	static List<String> offenders(String file, String source) {
		String code = code(source);
		String[] lines = source.split("\n", -1);
		List<int[]> blocks = new ArrayList<>();
		List<String> names = new ArrayList<>();
		Matcher catches = CATCH.matcher(code);
		while (catches.find()) {
			int open = catches.end() - 1;
			blocks.add(new int[] { open, closing(code, open, '{', '}') });
			names.add(catches.group(1));
		}
		List<String> offenders = new ArrayList<>();
		Matcher calls = LOG_CALL.matcher(code);
		while (calls.find()) {
			List<String> caught = new ArrayList<>();
			for (int i = 0; i < blocks.size(); i++) {
				if (blocks.get(i)[0] < calls.start() && calls.start() < blocks.get(i)[1]) {
					caught.add(names.get(i));
				}
			}
			if (!caught.isEmpty()) {
				int open = calls.end() - 1;
				String arguments = code.substring(open + 1, closing(code, open, '(', ')'));
				int line = line(code, calls.start());
				String last = lastArgument(arguments);
				boolean passed = caught.stream()
					.anyMatch(name -> last.equals(name)
							|| last.matches("RedactedException\\.of\\(\\s*" + name + "\\s*,.*"));
				if (!passed && !exempted(lines, line)) {
					offenders.add(file + ":" + line);
				}
			}
		}
		return offenders;
	}

	/** Whether the comment lines right above line {@code line} (1-based) exempt it. */
	private static boolean exempted(String[] lines, int line) {
		for (int i = line - 2; i >= 0 && lines[i].trim().startsWith("//"); i--) {
			if (lines[i].trim().startsWith("// " + EXEMPTION)) {
				return true;
			}
		}
		return false;
	}

	private static String lastArgument(String arguments) {
		int depth = 0;
		int start = 0;
		for (int i = 0; i < arguments.length(); i++) {
			char c = arguments.charAt(i);
			if (c == '(' || c == '{' || c == '[') {
				depth++;
			}
			else if (c == ')' || c == '}' || c == ']') {
				depth--;
			}
			else if (c == ',' && depth == 0) {
				start = i + 1;
			}
		}
		return arguments.substring(start).trim();
	}

	private static int closing(String code, int open, char opening, char close) {
		int depth = 0;
		for (int i = open; i < code.length(); i++) {
			if (code.charAt(i) == opening) {
				depth++;
			}
			else if (code.charAt(i) == close && --depth == 0) {
				return i;
			}
		}
		throw new IllegalStateException("Unbalanced " + opening + " at " + open);
	}

	private static int line(String code, int index) {
		return (int) code.substring(0, index).chars().filter(c -> c == '\n').count() + 1;
	}

	/**
	 * The source with comments removed and the contents of string and character literals
	 * blanked (same length, line breaks kept), so that brackets in them do not count.
	 */
	static String code(String source) {
		StringBuilder code = new StringBuilder(source.length());
		int i = 0;
		while (i < source.length()) {
			if (source.startsWith("\"\"\"", i)) {
				int end = source.indexOf("\"\"\"", i + 3);
				code.append("\"\"\"").append(blank(source.substring(i + 3, end))).append("\"\"\"");
				i = end + 3;
			}
			else if (source.charAt(i) == '"' || source.charAt(i) == '\'') {
				char quote = source.charAt(i);
				int end = i + 1;
				while (source.charAt(end) != quote) {
					end += source.charAt(end) == '\\' ? 2 : 1;
				}
				code.append(quote).append(blank(source.substring(i + 1, end))).append(quote);
				i = end + 1;
			}
			else if (source.startsWith("//", i)) {
				int end = source.indexOf('\n', i);
				i = end < 0 ? source.length() : end;
			}
			else if (source.startsWith("/*", i)) {
				int end = source.indexOf("*/", i + 2) + 2;
				code.append(blank(source.substring(i, end)));
				i = end;
			}
			else {
				code.append(source.charAt(i++));
			}
		}
		return code.toString();
	}

	private static String blank(String text) {
		return text.replaceAll("[^\\n]", " ");
	}

}
