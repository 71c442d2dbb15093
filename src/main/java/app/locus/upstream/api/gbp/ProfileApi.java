package app.locus.upstream.api.gbp;

import java.util.Objects;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.WireCode;

/**
 * The linked profile itself: the live location resource, changes the platform made,
 * verification, and the field and open-status writes (live, never retried).
 */
public class ProfileApi {

	private final GbpCalls calls;

	public ProfileApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	/** {@code location}: the platform's resource as it is now. */
	public ProfileLocation location(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return ProfileLocation.from(calls.location(workspace, lane, placeId));
	}

	/** {@code google-updated}: the platform's own edits awaiting review. */
	public GoogleUpdated googleUpdated(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return GoogleUpdated.from(calls.read(workspace, lane, "google-updated", GbpForms.forPlace(placeId)));
	}

	/**
	 * {@code verification}: check after a refused write whether the merchant controls the
	 * profile.
	 */
	public Verification verification(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return Verification.from(calls.read(workspace, lane, "verification", GbpForms.forPlace(placeId)));
	}

	/** {@code update-location}. */
	public void updateLocation(WorkspaceId workspace, Lane lane, PlaceId placeId, ProfileUpdate update) {
		calls.write(workspace, lane, "update-location", update.addTo(GbpForms.forPlace(placeId)));
	}

	/**
	 * {@code update-status}. Closing permanently needs the typed
	 * {@link ConfirmationPhrase#CLOSED_PERMANENTLY} (refused here, before sending, when
	 * it does not match); other statuses need none ({@code confirmation} may be null).
	 */
	public void updateStatus(WorkspaceId workspace, Lane lane, PlaceId placeId, OpenStatus status,
			Confirmation confirmation) {
		FormBody body = GbpForms.forPlace(placeId).add("status", WireCode.of(Objects.requireNonNull(status, "status")));
		if (status == OpenStatus.CLOSED_PERMANENTLY) {
			body.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.CLOSED_PERMANENTLY));
		}
		calls.write(workspace, lane, "update-status", body);
	}

}
