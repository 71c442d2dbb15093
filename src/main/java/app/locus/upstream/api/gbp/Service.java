package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A service on the profile. Free-form: {@code name} is the label. Structured: name and
 * {@code serviceTypeId} both hold the platform identifier. The name is the key for
 * removing it.
 */
public record Service(String name, String serviceTypeId, boolean structured, String displayName) {

	static Service from(JsonNode node) {
		return new Service(Lenient.text(node, "name"), Lenient.text(node, "service_type_id"),
				Lenient.flag(node, "structured"), Lenient.text(node, "display_name"));
	}

}
