package app.locus.reviewinbox;

import java.util.List;
import java.util.Objects;

/** The reply templates of one scope (the agency's, or one client's), in their order. */
public record ReplyTemplates(List<ReplyTemplate> templates) {

	public ReplyTemplates {
		templates = templates == null ? List.of() : templates.stream().filter(Objects::nonNull).toList();
	}

}
