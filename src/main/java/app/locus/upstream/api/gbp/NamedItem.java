package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A platform resource name with its readable label: a category
 * ({@code categories/gcid:dentist}) or a chain.
 */
public record NamedItem(String name, String displayName) {

	/**
	 * Reads {@code display_name} (snake_case endpoints) or {@code displayName}
	 * (camelCase).
	 */
	public static NamedItem from(JsonNode node) {
		String display = Lenient.text(node, "display_name");
		return new NamedItem(Lenient.text(node, "name"), display != null ? display : Lenient.text(node, "displayName"));
	}

}
