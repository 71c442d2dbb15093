package app.locus.upstream.api.gbp;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The platform's own location resource (camelCase, passed through by the service), with
 * the parts the portal edits read out and the whole resource kept in {@code raw}. Null
 * when absent.
 */
public record ProfileLocation(String title, PostalAddress address, String primaryPhone, String websiteUri,
		NamedItem primaryCategory, String description, OpenStatus openStatus, OpeningHours hours, JsonNode raw) {

	public static ProfileLocation from(JsonNode node) {
		JsonNode primaryCategory = Lenient.object(Lenient.object(node, "categories"), "primaryCategory");
		return new ProfileLocation(Lenient.text(node, "title"),
				Lenient.nested(node, "storefrontAddress", PostalAddress::from),
				Lenient.text(Lenient.object(node, "phoneNumbers"), "primaryPhone"), Lenient.text(node, "websiteUri"),
				primaryCategory.isObject() ? NamedItem.from(primaryCategory) : null,
				Lenient.text(Lenient.object(node, "profile"), "description"),
				Lenient.code(Lenient.object(node, "openInfo"), "status", OpenStatus.class), OpeningHours.from(node),
				node);
	}

}
