package app.locus.upstream.api.gbp;

import java.util.LinkedHashMap;
import java.util.Map;

import app.locus.base.Validation;

/**
 * A service to add, remove or keep: a free-form label, or a structured platform service
 * whose name is its service type id.
 */
public record ServiceItem(String name, String serviceTypeId) {

	public ServiceItem {
		Validation validation = new Validation();
		name = GbpText.SERVICE_NAME.check(name, validation);
		serviceTypeId = serviceTypeId == null ? null : GbpText.SERVICE_TYPE.check(serviceTypeId, validation);
		validation.check(serviceTypeId == null || serviceTypeId.equals(name), "services.service_type_id",
				"A structured service's type must be the same as its name.");
		validation.throwIfInvalid();
	}

	public static ServiceItem freeForm(String label) {
		return new ServiceItem(label, null);
	}

	public static ServiceItem structured(String serviceTypeId) {
		return new ServiceItem(serviceTypeId, serviceTypeId);
	}

	/** {@code name} and, for a structured service, {@code service_type_id}. */
	Map<String, ?> fields() {
		Map<String, String> fields = new LinkedHashMap<>();
		fields.put("name", name);
		fields.put("service_type_id", serviceTypeId);
		return fields;
	}

}
