package app.locus.upstream.api.gbp;

import java.time.Instant;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class GbpReviewsApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final GbpReviewsApi api = new GbpReviewsApi(gateway);

	@Test
	void reviews_decode_stars_reviewer_and_a_false_reply_as_none() {
		gateway.answer("""
				{"count": 2, "next_token": "r2", "reviews": [
				 {"review_id": "r1", "reviewer": "Ana P.", "star_rating": "5", "comment": "Great!",
				  "create_time": "2026-03-01T10:00:00Z",
				  "reply": {"comment": "Thank you!", "update_time": "2026-03-02T09:00:00Z"}},
				 {"review_id": "r2", "reviewer": {"display_name": "Ben"}, "star_rating": "TWO", "comment": false,
				  "create_time": "2026-03-03T10:00:00Z", "reply": false}]}""");

		Page<GbpReview> page = api.list(WORKSPACE, LANE, PLACE, Limit.of(2), null);

		assertPost(gateway.onlyCall(), "/v2/gbp/reviews", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "limit", "2"));
		assertThat(page.next()).contains("r2");
		GbpReview first = page.items().get(0);
		assertThat(first.starRating()).isEqualTo(5);
		assertThat(first.reply()).isEqualTo(new GbpReview.Reply("Thank you!", Instant.parse("2026-03-02T09:00:00Z")));
		GbpReview second = page.items().get(1);
		assertThat(second.reviewer()).isEqualTo("Ben");
		assertThat(second.starRating()).isEqualTo(2);
		assertThat(second.comment()).isNull();
		assertThat(second.reply()).isNull();
	}

	@Test
	void reply_sends_review_id_and_comment() {
		api.reply(WORKSPACE, LANE, PLACE, "r2", "Sorry to hear that, Ben.");

		assertPost(gateway.onlyCall(), "/v2/gbp/reply-review", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "review_id", "r2", "comment", "Sorry to hear that, Ben."));
	}

	@Test
	void deleting_a_reply_needs_delete_reply_typed() {
		api.deleteReply(WORKSPACE, LANE, PLACE, "r1", ConfirmationPhrase.DELETE_REPLY.typed("delete_reply"));
		assertPost(gateway.onlyCall(), "/v2/gbp/delete-review-reply", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "review_id", "r1", "confirm", "delete_reply"));

		assertThatThrownBy(
				() -> api.deleteReply(WORKSPACE, LANE, PLACE, "r1", ConfirmationPhrase.DELETE_REPLY.typed("DELETE")))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).hasSize(1);
	}

	@Test
	void an_empty_reply_is_refused() {
		assertThatThrownBy(() -> api.reply(WORKSPACE, LANE, PLACE, "r1", "")).isInstanceOf(ValidationException.class);
		assertThat(gateway.calls()).isEmpty();
	}

}
