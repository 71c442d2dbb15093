package app.locus.upstream.api.gbp;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.PlaceId;

/**
 * Opening hours of a linked profile: read from {@code location}, write with
 * {@code update-hours}.
 */
public class HoursApi {

	private final GbpCalls calls;

	public HoursApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public OpeningHours hours(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return OpeningHours.from(calls.location(workspace, lane, placeId));
	}

	/** Changes the public listing at once; never retried. */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, HoursUpdate update) {
		calls.write(workspace, lane, "update-hours", update.addTo(GbpForms.forPlace(placeId)));
	}

}
