package app.locus.help.ui;

import java.util.List;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * What the knowledge base is searched for when help opens on a page, so that the panel
 * starts with the articles about what the person is looking at instead of an empty
 * search. The words are the knowledge base's own (its titles speak of grids, credits,
 * campaigns, SoLV); a page not listed opens the list of every article.
 */
final class PageTopics {

	/** The last segments of a route, longest first, and the search they start. */
	private static final List<Map.Entry<String, String>> BY_SEGMENT = List.of(Map.entry("new-scan", "grid"),
			Map.entry("spot-check", "spot check"), Map.entry("autoscans", "scheduled scans"),
			Map.entry("campaigns", "campaigns"), Map.entry("calendar", "campaigns"), Map.entry("credits", "credits"),
			Map.entry("reports", "ARP"), Map.entry("compare", "ARP"), Map.entry("dashboard", "SoLV"),
			Map.entry("overview", "SoLV"), Map.entry("gbp", "business profile"), Map.entry("keys", "OAuth"));

	private PageTopics() {
	}

	/** The search for the page at {@code path} ("w/01H.../reports/scan/9"), or null. */
	static @Nullable String of(@Nullable String path) {
		if (path == null) {
			return null;
		}
		List<String> segments = List.of(path.split("/"));
		for (int i = segments.size() - 1; i >= 0; i--) {
			for (Map.Entry<String, String> topic : BY_SEGMENT) {
				if (segments.get(i).equals(topic.getKey())) {
					return topic.getValue();
				}
			}
		}
		return null;
	}

}
