package app.locus.upstream.api.gbp;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.UpstreamCalls;

/**
 * Opening hours of a linked profile: read from {@code location}, write with
 * {@code update-hours}.
 */
public class HoursApi {

	private final UpstreamCalls calls;

	public HoursApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	public OpeningHours hours(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return OpeningHours.from(Lenient
			.object(calls.data(workspace, lane, GbpForms.read("location", GbpForms.forPlace(placeId))), "location"));
	}

	/** Changes the public listing at once; never retried. */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, HoursUpdate update) {
		calls.envelope(workspace, lane, GbpForms.write("update-hours", update.addTo(GbpForms.forPlace(placeId))));
	}

}
