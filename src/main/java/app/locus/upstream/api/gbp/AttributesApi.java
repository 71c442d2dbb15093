package app.locus.upstream.api.gbp;

import java.util.List;
import java.util.Map;

import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;

/** Attributes: what is set, what may be set, and setting them (typed SET_ATTRIBUTES). */
public class AttributesApi {

	private final GbpCalls calls;

	public AttributesApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public List<Attribute> list(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return calls.list(workspace, lane, "attributes", placeId, "attributes", Attribute::from);
	}

	/** {@code attribute-metadata}: the attributes available to this location. */
	public List<AttributeMetadata> metadata(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return calls.list(workspace, lane, "attribute-metadata", placeId, "attributes", AttributeMetadata::from);
	}

	/**
	 * {@code update-attributes} as {@code attributes[n][attribute_id]},
	 * {@code attributes[n][value]}; refused before sending unless SET_ATTRIBUTES was
	 * typed.
	 */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, List<AttributeValue> values,
			Confirmation confirmation) {
		if (values == null || values.isEmpty()) {
			throw ValidationException.of("attributes", "Choose at least one attribute.");
		}
		List<Map<String, ?>> items = values.stream().<Map<String, ?>>map(AttributeValue::fields).toList();
		calls.write(workspace, lane, "update-attributes",
				GbpForms.forPlace(placeId)
					.addIndexed("attributes", items)
					.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.SET_ATTRIBUTES)));
	}

}
