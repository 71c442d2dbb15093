package app.locus.upstream.api.gbp;

import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** The platform's {@code storefrontAddress}. Null parts when absent. */
public record PostalAddress(List<String> addressLines, String locality, String administrativeArea, String postalCode,
		String regionCode) {

	static PostalAddress from(JsonNode node) {
		return new PostalAddress(Lenient.texts(node, "addressLines"), Lenient.text(node, "locality"),
				Lenient.text(node, "administrativeArea"), Lenient.text(node, "postalCode"),
				Lenient.text(node, "regionCode"));
	}

}
