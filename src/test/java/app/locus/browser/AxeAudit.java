package app.locus.browser;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Objects;

import com.microsoft.playwright.Page;

/**
 * Runs axe-core's rules of WCAG 2.0, 2.1 and 2.2 at levels A and AA on the page as it
 * stands, shadow roots included, and answers each violation as one line: the rule, its
 * impact, what it asks and the first elements that break it. The script is evaluated
 * through the browser's debugging protocol rather than added as a script tag, so the
 * app's Content-Security-Policy stays as strict as it is for people (DD218).
 */
final class AxeAudit {

	static final List<String> WCAG_22_AA = List.of("wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa");

	private static final String AXE = read("/axe.min.js");

	private static final String RUN = """
			async tags => {
				const result = await axe.run(document, {
					runOnly: { type: 'tag', values: tags },
					resultTypes: ['violations']
				});
				return result.violations.map(rule => rule.id + ' (' + rule.impact + '): ' + rule.help + ' at '
					+ rule.nodes.slice(0, 3).map(node => JSON.stringify(node.target)).join(', ')
					+ (rule.nodes.length > 3 ? ' and ' + (rule.nodes.length - 3) + ' more' : ''));
			}
			""";

	private AxeAudit() {
	}

	/**
	 * The page's violations of WCAG 2.2 AA as axe finds them; empty when it finds none.
	 */
	static List<String> violations(Page page) {
		if (!Boolean.TRUE.equals(page.evaluate("() => typeof window.axe === 'object'"))) {
			page.evaluate("() => { " + AXE + "\n}");
		}
		return ((List<?>) page.evaluate(RUN, WCAG_22_AA)).stream().map(String::valueOf).toList();
	}

	private static String read(String resource) {
		try (InputStream in = Objects.requireNonNull(AxeAudit.class.getResourceAsStream(resource),
				"axe-core on the test classpath")) {
			return new String(in.readAllBytes(), StandardCharsets.UTF_8);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

}
