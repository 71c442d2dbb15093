package app.locus.simulator.gbp;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.places.Category;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * The profile itself: {@code location}, {@code google-updated}, {@code verification},
 * {@code update-location} (merge by default, {@code mode=replace} writes each sent field
 * wholesale, {@code clear} empties fields) and {@code update-status}.
 */
final class GbpProfileEndpoints {

	static final Set<String> EDITABLE = Set.of("title", "storefrontAddress", "phoneNumbers", "websiteUri", "profile",
			"categories");

	private static final Set<String> STATUSES = Set.of("open", "closed_temporarily", "closed_permanently");

	private final GbpAccess access;

	GbpProfileEndpoints(GbpAccess access) {
		this.access = access;
	}

	void register(Router router, String base) {
		router.post(base + "location", call -> locationAnswer(access.read(call)));
		router.post(base + "google-updated", this::googleUpdated);
		router.post(base + "verification", this::verification);
		router.post(base + "update-location", this::updateLocation);
		router.post(base + "update-status", this::updateStatus);
	}

	static Result locationAnswer(GbpProfile profile) {
		ObjectNode data = Json.object();
		data.set("location", GbpShapes.location(profile));
		return Result.ok(data);
	}

	private Result googleUpdated(Call call) {
		GbpProfile profile = access.read(call);
		ObjectNode location = GbpShapes.location(profile);
		List<String> changed = new ArrayList<>();
		profile.googleSuggestions.fields().forEachRemaining(field -> {
			if (!field.getValue().equals(location.get(field.getKey()))) {
				changed.add(field.getKey());
				location.set(field.getKey(), field.getValue().deepCopy());
			}
		});
		ObjectNode data = Json.object();
		data.set("location", location);
		Json.putOrFalse(data, "diff_mask", changed.isEmpty() ? null : String.join(",", changed));
		return Result.ok(data);
	}

	private Result verification(Call call) {
		GbpProfile profile = access.read(call);
		ObjectNode data = Json.object();
		data.put("has_voice_of_merchant", profile.voiceOfMerchant());
		data.put("verification_state", profile.voiceOfMerchant() ? "VERIFIED" : "SUSPENDED_OR_UNVERIFIED");
		return Result.ok(data);
	}

	private Result updateLocation(Call call) {
		GbpProfile profile = access.write(call);
		Params params = call.params();
		JsonNode sent = params.nested("location");
		List<String> clear = params.list("clear");
		boolean replace = params.oneOf("mode", Set.of("merge", "replace"), "merge").equals("replace");
		if ((sent == null || !sent.isObject()) && clear.isEmpty()) {
			throw ApiException.missing("location");
		}
		ObjectNode fields = sent != null && sent.isObject() ? (ObjectNode) sent : Json.object();
		List<String> names = new ArrayList<>(clear);
		fields.fieldNames().forEachRemaining(names::add);
		for (String name : names) {
			if (!EDITABLE.contains(name)) {
				throw ApiException.invalid("location[" + name + "]", "is not a field that can be changed here ("
						+ String.join(", ", EDITABLE.stream().sorted().toList()) + ")");
			}
		}
		validate(fields);
		fields.fields().forEachRemaining(field -> {
			JsonNode current = profile.location.get(field.getKey());
			if (!replace && current instanceof ObjectNode object && field.getValue().isObject()) {
				merge(object, (ObjectNode) field.getValue());
			}
			else {
				profile.location.set(field.getKey(), field.getValue());
			}
		});
		clear.forEach(profile.location::remove);
		return locationAnswer(profile);
	}

	private Result updateStatus(Call call) {
		access.read(call);
		String status = call.params().oneOf("status", STATUSES, null).toUpperCase(Locale.ROOT);
		GbpProfile profile = status.equals("CLOSED_PERMANENTLY") ? access.confirmedWrite(call, "CLOSED_PERMANENTLY")
				: access.write(call);
		profile.location.putObject("openInfo").put("status", status);
		return locationAnswer(profile);
	}

	private static void validate(ObjectNode fields) {
		JsonNode title = fields.get("title");
		if (title != null && (!title.isTextual() || title.asText().isBlank())) {
			throw ApiException.invalid("location[title]", "must not be empty");
		}
		JsonNode website = fields.get("websiteUri");
		if (website != null && !website.asText().matches("(?i)https?://\\S+")) {
			throw ApiException.invalid("location[websiteUri]", "must be an http or https address");
		}
		JsonNode description = fields.at("/profile/description");
		if (!description.isMissingNode() && description.asText().codePoints().count() > 750) {
			throw ApiException.invalid("location[profile][description]", "must be at most 750 characters");
		}
		JsonNode primary = fields.at("/categories/primaryCategory/name");
		if (!primary.isMissingNode()) {
			Category category = Category.ALL.stream()
				.filter(c -> c.gcid().equals(primary.asText()))
				.findFirst()
				.orElseThrow(() -> ApiException.invalid("location[categories][primaryCategory][name]",
						"is not a known category (see categories)"));
			((ObjectNode) fields.get("categories").get("primaryCategory")).put("displayName", category.displayName());
		}
	}

	private static void merge(ObjectNode target, ObjectNode update) {
		update.fields().forEachRemaining(field -> {
			JsonNode current = target.get(field.getKey());
			if (current instanceof ObjectNode object && field.getValue().isObject()) {
				merge(object, (ObjectNode) field.getValue());
			}
			else {
				target.set(field.getKey(), field.getValue());
			}
		});
	}

}
