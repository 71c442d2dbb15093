package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * An action link (booking, ordering...). Links with {@code editable} false come from a
 * third-party aggregator and cannot be changed or removed.
 */
public record ActionLink(String linkId, String type, String url, boolean preferred, boolean editable) {

	static ActionLink from(JsonNode node) {
		return new ActionLink(Lenient.text(node, "link_id"), Lenient.text(node, "type"), Lenient.text(node, "url"),
				Lenient.flag(node, "is_preferred"), Lenient.flag(node, "is_editable"));
	}

}
