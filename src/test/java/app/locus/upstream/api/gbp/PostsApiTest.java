package app.locus.upstream.api.gbp;

import java.time.Instant;
import java.util.List;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class PostsApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final PostsApi api = new PostsApi(gateway);

	@Test
	void posts_are_paged_with_limit_and_next_token_and_decoded() {
		gateway.answer("""
				{"count": 3, "next_token": "p2", "posts": [
				 {"post_id": "posts/1", "topic_type": "STANDARD", "summary": "Open Saturday!", "state": "LIVE",
				  "create_time": "2026-03-01T10:00:00Z", "update_time": false}]}""").answer("""
				{"count": 3, "posts": [{"post_id": "posts/2"}, {"post_id": "posts/3"}]}""");

		List<Post> posts = api.stream(WORKSPACE, LANE, PLACE, Limit.of(1)).toList();

		assertPost(gateway.calls().get(0), "/v2/gbp/posts", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(0).fields()).isEqualTo(form("place_id", PLACE.value(), "limit", "1"));
		assertThat(gateway.calls().get(1).fields())
			.isEqualTo(form("place_id", PLACE.value(), "limit", "1", "next_token", "p2"));
		assertThat(posts).extracting(Post::postId).containsExactly("posts/1", "posts/2", "posts/3");
		assertThat(posts.get(0).createTime()).isEqualTo(Instant.parse("2026-03-01T10:00:00Z"));
		assertThat(posts.get(0).updateTime()).isNull();
	}

	@Test
	void create_sends_the_standard_topic_and_returns_the_post_id() {
		gateway.answer("""
				{"post_id": "posts/9"}""");

		String postId = api.create(WORKSPACE, LANE, PLACE, " Open Saturday! ");

		assertPost(gateway.onlyCall(), "/v2/gbp/create-post", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "topic_type", "STANDARD", "summary", "Open Saturday!"));
		assertThat(postId).isEqualTo("posts/9");
	}

	@Test
	void update_sends_post_id_and_summary() {
		api.update(WORKSPACE, LANE, PLACE, "posts/9", "Closed Sunday");

		assertPost(gateway.onlyCall(), "/v2/gbp/update-post", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "post_id", "posts/9", "summary", "Closed Sunday"));
	}

	@Test
	void delete_sends_place_post_and_confirm() {
		api.delete(WORKSPACE, LANE, PLACE, "posts/9", ConfirmationPhrase.DELETE_POST.typed("delete_post"));

		assertPost(gateway.onlyCall(), "/v2/gbp/delete-post", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "post_id", "posts/9", "confirm", "delete_post"));
	}

	@Test
	void delete_with_a_wrong_phrase_never_reaches_the_gateway() {
		assertThatThrownBy(
				() -> api.delete(WORKSPACE, LANE, PLACE, "posts/9", ConfirmationPhrase.DELETE_POST.typed("delete")))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).isEmpty();
	}

	@Test
	void post_text_is_required_and_at_most_1500_characters() {
		assertThatThrownBy(() -> api.create(WORKSPACE, LANE, PLACE, " ")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> api.create(WORKSPACE, LANE, PLACE, "x".repeat(1501)))
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("summary"));
		assertThat(gateway.calls()).isEmpty();
	}

}
