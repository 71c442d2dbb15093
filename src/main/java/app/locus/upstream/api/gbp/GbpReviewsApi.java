package app.locus.upstream.api.gbp;

import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.PlaceId;

/** Customer reviews on the profile: list, reply, delete a reply (typed DELETE_REPLY). */
public class GbpReviewsApi {

	private static final Listing<GbpReview> REVIEWS = GbpCalls.listing("reviews", "reviews", GbpReview::from);

	private final GbpCalls calls;

	public GbpReviewsApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public Page<GbpReview> list(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit, String nextToken) {
		return calls.page(workspace, lane, REVIEWS, placeId, limit, nextToken);
	}

	public Stream<GbpReview> stream(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return calls.stream(workspace, lane, REVIEWS, placeId, limit);
	}

	/** {@code reply-review}: publishes (or replaces) the owner's reply. */
	public void reply(WorkspaceId workspace, Lane lane, PlaceId placeId, String reviewId, String comment) {
		String text = GbpText.REVIEW_REPLY.require(comment);
		calls.write(workspace, lane, "reply-review",
				GbpForms.forItem(placeId, "review_id", reviewId, "Review id").add("comment", text));
	}

	/**
	 * {@code delete-review-reply}; refused before sending unless DELETE_REPLY was typed.
	 */
	public void deleteReply(WorkspaceId workspace, Lane lane, PlaceId placeId, String reviewId,
			Confirmation confirmation) {
		calls.write(workspace, lane, "delete-review-reply",
				GbpForms.forItem(placeId, "review_id", reviewId, "Review id")
					.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_REPLY)));
	}

}
