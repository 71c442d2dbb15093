package app.locus.upstream.api.knowledge;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A knowledge-base article; {@code body} is the service's text as given. */
public record Article(String id, String title, String url, String body) {

	static Article from(JsonNode node) {
		return new Article(Lenient.text(node, "id"), Lenient.text(node, "title"), Lenient.text(node, "url"),
				Lenient.text(node, "body"));
	}

}
