package app.locus.upstream.api.gbp;

import java.util.List;
import java.util.Map;

import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;

/**
 * Services on the profile, sent as {@code services[n][name]} (and
 * {@code services[n][service_type_id]}). Replacing discards every service not listed and
 * needs REPLACE_SERVICES typed.
 */
public class ServicesApi {

	private final GbpCalls calls;

	public ServicesApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public List<Service> list(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return calls.list(workspace, lane, "services", placeId, "services", Service::from);
	}

	/** {@code add-services}. */
	public void add(WorkspaceId workspace, Lane lane, PlaceId placeId, List<ServiceItem> services) {
		calls.write(workspace, lane, "add-services", form(placeId, services));
	}

	/** {@code remove-services}: matched by name. */
	public void remove(WorkspaceId workspace, Lane lane, PlaceId placeId, List<ServiceItem> services) {
		calls.write(workspace, lane, "remove-services", form(placeId, services));
	}

	/**
	 * {@code replace-services}; refused before sending unless REPLACE_SERVICES was typed.
	 */
	public void replace(WorkspaceId workspace, Lane lane, PlaceId placeId, List<ServiceItem> services,
			Confirmation confirmation) {
		calls.write(workspace, lane, "replace-services", form(placeId, services).add("confirm",
				Confirmation.check(confirmation, ConfirmationPhrase.REPLACE_SERVICES)));
	}

	private static FormBody form(PlaceId placeId, List<ServiceItem> services) {
		if (services == null || services.isEmpty()) {
			throw ValidationException.of("services", "Choose at least one service.");
		}
		List<Map<String, ?>> items = services.stream().<Map<String, ?>>map(ServiceItem::fields).toList();
		return GbpForms.forPlace(placeId).addIndexed("services", items);
	}

}
