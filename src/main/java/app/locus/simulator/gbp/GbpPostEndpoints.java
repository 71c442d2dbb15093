package app.locus.simulator.gbp;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Listing;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.state.SimKeys;

/**
 * Posts: {@code posts} (paged, newest first), {@code create-post} (topic_type, summary;
 * returns post_id), {@code update-post} and {@code delete-post} (confirm DELETE_POST).
 */
final class GbpPostEndpoints {

	private static final Set<String> TOPICS = Set.of("standard", "event", "offer", "alert");

	private static final int MAX_SUMMARY = 1500;

	private final GbpAccess access;

	private final SimKeys keys;

	GbpPostEndpoints(GbpAccess access, SimKeys keys) {
		this.access = access;
		this.keys = keys;
	}

	void register(Router router, String base) {
		router.post(base + "posts", this::list);
		router.post(base + "create-post", this::create);
		router.post(base + "update-post", this::update);
		router.post(base + "delete-post", this::delete);
	}

	private Result list(Call call) {
		GbpProfile profile = access.read(call);
		List<GbpProfile.Post> posts = new ArrayList<>(profile.posts);
		posts.sort(Comparator.comparing(GbpProfile.Post::created).reversed());
		return Result.ok(new Listing("posts", true).page(posts, GbpShapes::post, call.params()));
	}

	private Result create(Call call) {
		GbpProfile profile = access.write(call);
		String topic = call.params().oneOf("topic_type", TOPICS, null).toUpperCase(Locale.ROOT);
		String summary = summary(call);
		GbpProfile.Post post = new GbpProfile.Post(keys.next(), topic, summary, "LIVE", call.now(), call.now());
		profile.posts.add(post);
		return Result.ok(GbpShapes.post(post), "Post created");
	}

	private Result update(Call call) {
		GbpProfile profile = access.write(call);
		GbpProfile.Post post = find(profile, call.params().required("post_id"));
		String topic = call.params().has("topic_type")
				? call.params().oneOf("topic_type", TOPICS, null).toUpperCase(Locale.ROOT) : post.topicType();
		String summary = call.params().has("summary") ? summary(call) : post.summary();
		GbpProfile.Post updated = new GbpProfile.Post(post.postId(), topic, summary, post.state(), post.created(),
				call.now());
		profile.posts.set(profile.posts.indexOf(post), updated);
		return Result.ok(GbpShapes.post(updated));
	}

	private Result delete(Call call) {
		GbpProfile profile = access.confirmedWrite(call, "DELETE_POST");
		GbpProfile.Post post = find(profile, call.params().required("post_id"));
		profile.posts.remove(post);
		return Result.ok(Json.object().put("post_id", post.postId()).put("deleted", true));
	}

	private static String summary(Call call) {
		String summary = call.params().required("summary");
		if (summary.codePointCount(0, summary.length()) > MAX_SUMMARY) {
			throw ApiException.invalid("summary", "must be at most " + MAX_SUMMARY + " characters");
		}
		return summary;
	}

	private static GbpProfile.Post find(GbpProfile profile, String postId) {
		return GbpAccess.find(profile.posts, GbpProfile.Post::postId, postId, "post");
	}

}
