package app.locus.base.i18n;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import org.junit.jupiter.api.Test;

/**
 * No view writes a user-facing text itself (DD195), except those on the shrinking list of
 * views not yet translated ({@value #NOT_YET_TRANSLATED}): a literal in a view not on the
 * list fails, and so does a listed view that has none left, so the list only shrinks.
 */
class ViewTextsTest {

	private static final String NOT_YET_TRANSLATED = "src/test/resources/i18n/not-yet-translated.txt";

	private static final Path PLANTED = Path.of("src/test/resources/i18n-planted/src");

	@Test
	void views_read_their_texts_from_the_bundles_unless_listed_as_not_yet_translated() throws IOException {
		assertThat(problems(new ViewLiterals().in(Path.of("src/main/java")), notYetTranslated()))
			.as("views and the list " + NOT_YET_TRANSLATED)
			.isEmpty();
	}

	@Test
	void a_text_handed_to_a_component_is_found_and_ids_styles_keys_and_logs_are_not() {
		assertThat(new ViewLiterals().in(PLANTED).get("app.locus.planted.ui.PlantedView"))
			.extracting(ViewLiterals.Literal::text)
			.containsExactly("Hello there", "Saved.", "Open the reports");
	}

	@Test
	void only_views_are_looked_at() {
		assertThat(new ViewLiterals().in(PLANTED)).containsOnlyKeys("app.locus.planted.ui.PlantedView",
				"app.locus.planted.ui.TranslatedView");
	}

	@Test
	void a_text_in_a_view_not_on_the_list_fails_and_so_does_a_listed_view_without_one() {
		assertThat(problems(new ViewLiterals().in(PLANTED), Set.of("app.locus.planted.ui.TranslatedView")))
			.containsExactly(
					"app.locus.planted.ui.PlantedView writes texts itself; read them with getTranslation: "
							+ "app.locus.planted.ui.PlantedView:7 \"Hello there\", "
							+ "app.locus.planted.ui.PlantedView:10 \"Saved.\", "
							+ "app.locus.planted.ui.PlantedView:11 \"Open the reports\"",
					"app.locus.planted.ui.TranslatedView is listed as not yet translated but writes no text itself: "
							+ "take it off " + NOT_YET_TRANSLATED);
	}

	@Test
	void a_listed_class_that_is_no_view_fails() {
		assertThat(problems(Map.of(), Set.of("app.locus.gone.ui.GoneView")))
			.containsExactly("app.locus.gone.ui.GoneView is listed as not yet translated but is no view any more: "
					+ "take it off " + NOT_YET_TRANSLATED);
	}

	private static List<String> problems(Map<String, List<ViewLiterals.Literal>> found, Set<String> listed) {
		List<String> problems = new ArrayList<>();
		found.forEach((view, literals) -> {
			if (!literals.isEmpty() && !listed.contains(view)) {
				problems.add(view + " writes texts itself; read them with getTranslation: "
						+ literals.stream().map(ViewLiterals.Literal::toString).collect(Collectors.joining(", ")));
			}
		});
		for (String view : new TreeSet<>(listed)) {
			if (!found.containsKey(view)) {
				problems.add(view + " is listed as not yet translated but is no view any more: take it off "
						+ NOT_YET_TRANSLATED);
			}
			else if (found.get(view).isEmpty()) {
				problems.add(view + " is listed as not yet translated but writes no text itself: take it off "
						+ NOT_YET_TRANSLATED);
			}
		}
		return problems;
	}

	private static Set<String> notYetTranslated() throws IOException {
		return Files.readAllLines(Path.of(NOT_YET_TRANSLATED), StandardCharsets.UTF_8)
			.stream()
			.map(String::strip)
			.filter(line -> !line.isEmpty() && !line.startsWith("#"))
			.collect(Collectors.toCollection(TreeSet::new));
	}

}
