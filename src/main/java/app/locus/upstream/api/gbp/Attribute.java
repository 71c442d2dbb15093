package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * An attribute set on the profile. Here {@code false} is a recorded "no", not "absent":
 * {@code value} is null only when the service sent no value at all.
 */
public record Attribute(String attributeId, String displayName, Boolean value) {

	static Attribute from(JsonNode node) {
		JsonNode value = node.get("value");
		Boolean flag = null;
		if (value != null && (value.isBoolean() || value.isTextual() || value.isNumber())) {
			flag = Lenient.flag(node, "value");
		}
		return new Attribute(Lenient.text(node, "attribute_id"), Lenient.text(node, "display_name"), flag);
	}

}
