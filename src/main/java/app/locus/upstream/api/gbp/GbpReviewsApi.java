package app.locus.upstream.api.gbp;

import java.util.stream.Stream;

import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.UpstreamCalls;

/** Customer reviews on the profile: list, reply, delete a reply (typed DELETE_REPLY). */
public class GbpReviewsApi {

	/** The platform's limit on a reply. */
	public static final int MAX_REPLY = 4096;

	private final UpstreamCalls calls;

	public GbpReviewsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	public Page<GbpReview> list(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit, String nextToken) {
		return calls.page(workspace, lane, GbpForms.read("reviews", GbpForms.forPage(placeId, limit, nextToken)),
				"reviews", GbpReview::from);
	}

	public Stream<GbpReview> stream(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return Paging.stream(token -> list(workspace, lane, placeId, limit, token));
	}

	/** {@code reply-review}: publishes (or replaces) the owner's reply. */
	public void reply(WorkspaceId workspace, Lane lane, PlaceId placeId, String reviewId, String comment) {
		Validation validation = new Validation();
		String text = validation.text(comment, "comment", "Reply", MAX_REPLY);
		validation.throwIfInvalid();
		FormBody body = GbpForms.forPlace(placeId)
			.add("review_id", GbpForms.itemId(reviewId, "review_id", "Review id"))
			.add("comment", text);
		calls.envelope(workspace, lane, GbpForms.write("reply-review", body));
	}

	/**
	 * {@code delete-review-reply}; refused before sending unless DELETE_REPLY was typed.
	 */
	public void deleteReply(WorkspaceId workspace, Lane lane, PlaceId placeId, String reviewId,
			Confirmation confirmation) {
		FormBody body = GbpForms.forPlace(placeId)
			.add("review_id", GbpForms.itemId(reviewId, "review_id", "Review id"))
			.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_REPLY));
		calls.envelope(workspace, lane, GbpForms.write("delete-review-reply", body));
	}

}
