package app.locus.simulator.gbp;

import java.util.ArrayList;
import java.util.List;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Services: {@code services}; {@code add-services}, {@code remove-services} and
 * {@code replace-services} (confirm REPLACE_SERVICES) take {@code services[n][name]}, the
 * name being the key. A structured service's name is the platform's service type id (sent
 * also as {@code services[n][service_type_id]}, or recognised by its {@code job_type_id:}
 * form); any other name is a free-form label. Replacing drops every service not listed;
 * adding one already there changes nothing; removing an unknown name is ignored.
 */
final class GbpServiceEndpoints {

	private static final String STRUCTURED_PREFIX = "job_type_id:";

	private final GbpAccess access;

	GbpServiceEndpoints(GbpAccess access) {
		this.access = access;
	}

	void register(Router router, String base) {
		router.post(base + "services", call -> answer(access.read(call)));
		router.post(base + "add-services", this::add);
		router.post(base + "remove-services", this::remove);
		router.post(base + "replace-services", this::replace);
	}

	private Result add(Call call) {
		GbpProfile profile = access.write(call);
		sent(call, profile).forEach(s -> profile.services.putIfAbsent(s.name(), s));
		return answer(profile);
	}

	private Result remove(Call call) {
		GbpProfile profile = access.write(call);
		sent(call, profile).forEach(s -> profile.services.remove(s.name()));
		return answer(profile);
	}

	private Result replace(Call call) {
		GbpProfile profile = access.confirmedWrite(call, "REPLACE_SERVICES");
		List<GbpProfile.Service> services = sent(call, profile);
		profile.services.clear();
		services.forEach(s -> profile.services.put(s.name(), s));
		return answer(profile);
	}

	private static List<GbpProfile.Service> sent(Call call, GbpProfile profile) {
		JsonNode items = call.params().nested("services");
		if (items == null || !items.isArray()) {
			throw ApiException.missing("services[0][name]");
		}
		List<GbpProfile.Service> services = new ArrayList<>();
		for (int i = 0; i < items.size(); i++) {
			String name = items.get(i).path("name").asText("").trim();
			String typeId = items.get(i).path("service_type_id").asText("").trim();
			if (name.isEmpty()) {
				throw ApiException.missing("services[" + i + "][name]");
			}
			services.add(service(profile, name, typeId, i));
		}
		return services;
	}

	private static GbpProfile.Service service(GbpProfile profile, String name, String typeId, int index) {
		if (typeId.isEmpty() && !name.startsWith(STRUCTURED_PREFIX)) {
			return new GbpProfile.Service(name, null, name);
		}
		if (!typeId.isEmpty() && !typeId.equals(name)) {
			throw ApiException.invalid("services[" + index + "][service_type_id]",
					"must equal the name for a structured service");
		}
		return GbpCatalog.serviceType(profile.place().categoryInfo(), name)
			.map(type -> new GbpProfile.Service(name, name, type.displayName()))
			.orElseThrow(() -> ApiException.invalid("services[" + index + "][name]",
					"is not a service type of the location's category"));
	}

	private static Result answer(GbpProfile profile) {
		ObjectNode data = Json.object();
		ArrayNode array = data.putArray("services");
		profile.services.values().forEach(s -> array.add(GbpShapes.service(s)));
		return Result.ok(data);
	}

}
