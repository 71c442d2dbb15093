package app.locus.upstream.api.gbp;

import java.util.stream.Stream;

import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.UpstreamCalls;

/** Profile posts: list, create (STANDARD topic), update, delete (typed DELETE_POST). */
public class PostsApi {

	/** The platform's limit on a post's text. */
	public static final int MAX_SUMMARY = 1500;

	private static final String TOPIC_TYPE = "STANDARD";

	private final UpstreamCalls calls;

	public PostsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** One page; a null limit lets the service answer 10. */
	public Page<Post> list(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit, String nextToken) {
		return calls.page(workspace, lane, GbpForms.read("posts", GbpForms.forPage(placeId, limit, nextToken)), "posts",
				Post::from);
	}

	public Stream<Post> stream(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return Paging.stream(token -> list(workspace, lane, placeId, limit, token));
	}

	/** {@code create-post}; returns the new post_id. */
	public String create(WorkspaceId workspace, Lane lane, PlaceId placeId, String summary) {
		FormBody body = GbpForms.forPlace(placeId).add("topic_type", TOPIC_TYPE).add("summary", checkSummary(summary));
		return Lenient.text(calls.data(workspace, lane, GbpForms.write("create-post", body)), "post_id");
	}

	/** {@code update-post}: new text for an existing post. */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, String postId, String summary) {
		FormBody body = GbpForms.forPlace(placeId)
			.add("post_id", GbpForms.itemId(postId, "post_id", "Post id"))
			.add("summary", checkSummary(summary));
		calls.envelope(workspace, lane, GbpForms.write("update-post", body));
	}

	/** {@code delete-post}; refused before sending unless DELETE_POST was typed. */
	public void delete(WorkspaceId workspace, Lane lane, PlaceId placeId, String postId, Confirmation confirmation) {
		FormBody body = GbpForms.forPlace(placeId)
			.add("post_id", GbpForms.itemId(postId, "post_id", "Post id"))
			.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_POST));
		calls.envelope(workspace, lane, GbpForms.write("delete-post", body));
	}

	private static String checkSummary(String summary) {
		Validation validation = new Validation();
		String text = validation.text(summary, "summary", "Post text", MAX_SUMMARY);
		validation.throwIfInvalid();
		return text;
	}

}
