package app.locus.simulator.gbp;

import java.util.LinkedHashMap;
import java.util.Locale;
import java.util.Map;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.places.Category;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Attributes: {@code attributes} (the ones set), {@code attribute-metadata} (the ones the
 * category offers) and {@code update-attributes} (confirm SET_ATTRIBUTES). A write sets
 * or changes values; there is no way to remove one, and false is an explicit negative.
 */
final class GbpAttributeEndpoints {

	private final GbpAccess access;

	GbpAttributeEndpoints(GbpAccess access) {
		this.access = access;
	}

	void register(Router router, String base) {
		router.post(base + "attributes", call -> answer(access.read(call)));
		router.post(base + "attribute-metadata", this::metadata);
		router.post(base + "update-attributes", this::update);
	}

	private Result metadata(Call call) {
		GbpProfile profile = access.read(call);
		ObjectNode data = Json.object();
		ArrayNode array = data.putArray("attributes");
		for (GbpCatalog.AttributeMeta meta : GbpCatalog.attributes(profile.place().categoryInfo())) {
			array.addObject()
				.put("attribute_id", meta.id())
				.put("display_name", meta.displayName())
				.put("group_display_name", meta.group())
				.put("value_type", "BOOL");
		}
		return Result.ok(data);
	}

	private Result update(Call call) {
		GbpProfile profile = access.confirmedWrite(call, "SET_ATTRIBUTES");
		JsonNode items = call.params().nested("attributes");
		if (items == null || !items.isArray()) {
			throw ApiException.missing("attributes[0][attribute_id]");
		}
		Category category = profile.place().categoryInfo();
		Map<String, Boolean> values = new LinkedHashMap<>();
		for (int i = 0; i < items.size(); i++) {
			String id = items.get(i).path("attribute_id").asText("").trim();
			if (GbpCatalog.attribute(category, id).isEmpty()) {
				throw ApiException.invalid("attributes[" + i + "][attribute_id]",
						"is not an attribute of the location's category (see attribute-metadata)");
			}
			String value = items.get(i).path("value").asText("").trim();
			if (!value.equalsIgnoreCase("true") && !value.equalsIgnoreCase("false")) {
				throw ApiException.invalid("attributes[" + i + "][value]", "must be true or false");
			}
			values.put(id, Boolean.parseBoolean(value.toLowerCase(Locale.ROOT)));
		}
		profile.attributes.putAll(values);
		return answer(profile);
	}

	private static Result answer(GbpProfile profile) {
		Category category = profile.place().categoryInfo();
		ObjectNode data = Json.object();
		ArrayNode array = data.putArray("attributes");
		profile.attributes.forEach((id, value) -> array.addObject()
			.put("attribute_id", id)
			.put("display_name",
					GbpCatalog.attribute(category, id).map(GbpCatalog.AttributeMeta::displayName).orElse(id))
			.put("value", value));
		return Result.ok(data);
	}

}
