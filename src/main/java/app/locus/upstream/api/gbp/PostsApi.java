package app.locus.upstream.api.gbp;

import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.PlaceId;

/** Profile posts: list, create (STANDARD topic), update, delete (typed DELETE_POST). */
public class PostsApi {

	private static final String TOPIC_TYPE = "STANDARD";

	private static final Listing<Post> POSTS = GbpCalls.listing("posts", "posts", Post::from);

	private final GbpCalls calls;

	public PostsApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	/** One page; a null limit lets the service answer 10. */
	public Page<Post> list(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit, String nextToken) {
		return calls.page(workspace, lane, POSTS, placeId, limit, nextToken);
	}

	public Stream<Post> stream(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return calls.stream(workspace, lane, POSTS, placeId, limit);
	}

	/** {@code create-post}; returns the new post_id. */
	public String create(WorkspaceId workspace, Lane lane, PlaceId placeId, String summary) {
		return Lenient.text(
				calls.write(workspace, lane, "create-post",
						GbpForms.forPlace(placeId).add("topic_type", TOPIC_TYPE).add("summary", checkSummary(summary))),
				"post_id");
	}

	/** {@code update-post}: new text for an existing post. */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, String postId, String summary) {
		calls.write(workspace, lane, "update-post",
				GbpForms.forItem(placeId, "post_id", postId, "Post id").add("summary", checkSummary(summary)));
	}

	/** {@code delete-post}; refused before sending unless DELETE_POST was typed. */
	public void delete(WorkspaceId workspace, Lane lane, PlaceId placeId, String postId, Confirmation confirmation) {
		calls.write(workspace, lane, "delete-post", GbpForms.forItem(placeId, "post_id", postId, "Post id")
			.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_POST)));
	}

	private static String checkSummary(String summary) {
		return GbpText.POST_SUMMARY.require(summary);
	}

}
