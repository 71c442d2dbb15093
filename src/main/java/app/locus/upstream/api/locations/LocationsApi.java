package app.locus.upstream.api.locations;

import java.util.List;

import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.UpstreamCalls;
import app.locus.upstream.api.WireCode;
import com.fasterxml.jackson.databind.JsonNode;

/** Saved locations: list, search the platforms, save a new one. */
public class LocationsApi {

	private final UpstreamCalls calls;

	public LocationsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/**
	 * Locations saved to the account ({@code POST /v1/locations/}, not paged).
	 * @param gbpLinkedOnly only those connected to a linked business-profile account
	 */
	public List<LocationSummary> list(WorkspaceId workspace, Lane lane, boolean gbpLinkedOnly) {
		FormBody body = FormBody.create().add("gbp_linked", gbpLinkedOnly ? "true" : null);
		JsonNode data = calls.data(workspace, lane, UpstreamRequest.read("/v1/locations/", body));
		return Lenient.list(data, "locations", LocationSummary::from);
	}

	/**
	 * Businesses on google or apple matching a term ({@code POST /v2/locations/search}).
	 * @param proximity free-text area such as a city; null to leave it out
	 */
	public List<LocationMatch> search(WorkspaceId workspace, Lane lane, String term, Platform platform,
			String proximity) {
		Validation validation = new Validation();
		String checkedTerm = validation.text(term, "term", "Search term", 200);
		validation.check(platform != null && platform.isTraditional(), "platform",
				"Locations can be searched on google or apple only.");
		String checkedProximity = proximity == null || proximity.isBlank() ? null
				: validation.text(proximity, "proximity", "Area", 200);
		validation.throwIfInvalid();
		FormBody body = FormBody.create()
			.add("term", checkedTerm)
			.add("platform", WireCode.of(platform))
			.add("proximity", checkedProximity);
		JsonNode data = calls.data(workspace, lane, UpstreamRequest.read("/v2/locations/search", body));
		if (data.isArray()) {
			return Lenient.elements(data, LocationMatch::from);
		}
		return Lenient.list(data, "locations", LocationMatch::from);
	}

	/**
	 * Saves a place to the account ({@code POST /v2/locations/add}); saving it again
	 * answers the same details.
	 */
	public LocationDetails add(WorkspaceId workspace, Lane lane, NewLocation location) {
		return calls.single(workspace, lane, UpstreamRequest.write("/v2/locations/add", location.toForm()), "location",
				LocationDetails::from);
	}

}
