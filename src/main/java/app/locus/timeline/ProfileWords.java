package app.locus.timeline;

import java.util.Map;

/** A profile editor's operation ({@code update-hours}) as a client reads it. */
final class ProfileWords {

	private static final Map<String, String> WORDS = Map.ofEntries(
			Map.entry("update-location", "Business details changed"),
			Map.entry("update-status", "Opening status changed"), Map.entry("update-hours", "Opening hours changed"),
			Map.entry("create-post", "Post published"), Map.entry("update-post", "Post edited"),
			Map.entry("delete-post", "Post removed"), Map.entry("create-media", "Photo added"),
			Map.entry("update-media", "Photo changed"), Map.entry("delete-media", "Photo removed"),
			Map.entry("update-attributes", "Attributes changed"), Map.entry("create-link", "Link added"),
			Map.entry("update-link", "Link changed"), Map.entry("delete-link", "Link removed"),
			Map.entry("reply-review", "Review answered"), Map.entry("delete-review-reply", "Review answer removed"));

	private ProfileWords() {
	}

	static String of(String operation) {
		if (operation.endsWith("-services")) {
			return "Services changed";
		}
		return WORDS.getOrDefault(operation, "Profile changed");
	}

}
