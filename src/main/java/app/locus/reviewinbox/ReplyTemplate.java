package app.locus.reviewinbox;

import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

/**
 * One reply template: the star ratings it answers and its text, which may name the fields
 * of {@link ReplyFields}. Checked by {@link ReplyTemplateService} when saved.
 */
public record ReplyTemplate(Set<Integer> stars, String text) {

	public ReplyTemplate {
		stars = stars == null ? Set.of()
				: stars.stream().filter(Objects::nonNull).collect(Collectors.toUnmodifiableSet());
	}

}
