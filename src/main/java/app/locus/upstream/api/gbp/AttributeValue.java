package app.locus.upstream.api.gbp;

import java.util.LinkedHashMap;
import java.util.Map;

import app.locus.base.Validation;

/**
 * An attribute to set. Attributes cannot be removed; {@code false} records an explicit
 * "no".
 */
public record AttributeValue(String attributeId, boolean value) {

	public AttributeValue {
		Validation validation = new Validation();
		attributeId = GbpText.ATTRIBUTE.check(attributeId, validation);
		validation.throwIfInvalid();
	}

	Map<String, ?> fields() {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("attribute_id", attributeId);
		fields.put("value", Boolean.toString(value));
		return fields;
	}

}
