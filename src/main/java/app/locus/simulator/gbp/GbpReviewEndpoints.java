package app.locus.simulator.gbp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;

/**
 * Reviews: {@code reviews} (paged, newest first), {@code reply-review} (review_id,
 * comment; replaces an earlier reply) and {@code delete-review-reply} (confirm
 * DELETE_REPLY). Each first takes in the reviews that arrived since the profile was last
 * looked at ({@link ReviewArrivals}).
 */
final class GbpReviewEndpoints {

	private static final int MAX_REPLY = 4096;

	private final GbpAccess access;

	GbpReviewEndpoints(GbpAccess access) {
		this.access = access;
	}

	void register(Router router, String base) {
		router.post(base + "reviews", this::list);
		router.post(base + "reply-review", this::reply);
		router.post(base + "delete-review-reply", this::deleteReply);
	}

	private Result list(Call call) {
		List<GbpProfile.Review> reviews = new ArrayList<>(arrived(access.read(call), call).reviews);
		reviews.sort(Comparator.comparing(GbpProfile.Review::created).reversed());
		return Result.ok(new Listing("reviews", true).page(reviews, GbpShapes::review, call.params()));
	}

	private Result reply(Call call) {
		GbpProfile profile = arrived(access.write(call), call);
		GbpProfile.Review review = find(profile, call.params().required("review_id"));
		String comment = call.params().required("comment");
		if (comment.codePointCount(0, comment.length()) > MAX_REPLY) {
			throw ApiException.invalid("comment", "must be at most " + MAX_REPLY + " characters");
		}
		return Result.ok(GbpShapes.review(replace(profile, review, new GbpProfile.Reply(comment, call.now()))));
	}

	private Result deleteReply(Call call) {
		GbpProfile profile = arrived(access.confirmedWrite(call, "DELETE_REPLY"), call);
		GbpProfile.Review review = find(profile, call.params().required("review_id"));
		if (review.reply() == null) {
			throw ApiException.notFound("Review " + review.reviewId() + " has no reply");
		}
		return Result.ok(GbpShapes.review(replace(profile, review, null)));
	}

	private static GbpProfile arrived(GbpProfile profile, Call call) {
		ReviewArrivals.catchUp(profile, call.now());
		return profile;
	}

	private static GbpProfile.Review replace(GbpProfile profile, GbpProfile.Review review, GbpProfile.Reply reply) {
		GbpProfile.Review updated = new GbpProfile.Review(review.reviewId(), review.reviewer(), review.starRating(),
				review.comment(), review.created(), reply);
		profile.reviews.set(profile.reviews.indexOf(review), updated);
		return updated;
	}

	private static GbpProfile.Review find(GbpProfile profile, String reviewId) {
		return GbpAccess.find(profile.reviews, GbpProfile.Review::reviewId, reviewId, "review");
	}

}
