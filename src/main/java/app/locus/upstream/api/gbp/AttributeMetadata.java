package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** An attribute the location's category allows, with its group and value type (BOOL). */
public record AttributeMetadata(String attributeId, String displayName, String groupDisplayName, String valueType) {

	static AttributeMetadata from(JsonNode node) {
		return new AttributeMetadata(Lenient.text(node, "attribute_id"), Lenient.text(node, "display_name"),
				Lenient.text(node, "group_display_name"), Lenient.text(node, "value_type"));
	}

}
