package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** A link type the location's category allows. */
public record ActionType(String type, String displayName) {

	static ActionType from(JsonNode node) {
		return new ActionType(Lenient.text(node, "type"), Lenient.text(node, "display_name"));
	}

}
