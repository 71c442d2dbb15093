package app.locus.upstream.api.knowledge;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A knowledge-base search hit. */
public record ArticleSummary(String id, String title, String url, String excerpt) {

	static ArticleSummary from(JsonNode node) {
		return new ArticleSummary(Lenient.text(node, "id"), Lenient.text(node, "title"), Lenient.text(node, "url"),
				Lenient.text(node, "excerpt"));
	}

}
