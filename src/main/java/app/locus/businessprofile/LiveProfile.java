package app.locus.businessprofile;

import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.function.Function;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.Attribute;
import app.locus.upstream.api.gbp.GbpClient;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.Service;

/** The profile as the service holds it now, each part read when a change asks for it. */
record LiveProfile(GbpClient gbp, WorkspaceId workspace, PlaceId place) implements CurrentProfile {

	private static final Lane LANE = Lane.INTERACTIVE;

	@Override
	public ProfileLocation location() {
		return gbp.profile().location(workspace, LANE, place);
	}

	@Override
	public Optional<Post> post(String postId) {
		return item(postId, gbp.posts().stream(workspace, LANE, place, Limit.MAX), Post::postId);
	}

	@Override
	public Optional<MediaItem> media(String mediaId) {
		return item(mediaId, gbp.media().stream(workspace, LANE, place, Limit.MAX), MediaItem::mediaId);
	}

	@Override
	public Optional<GbpReview> review(String reviewId) {
		return item(reviewId, gbp.reviews().stream(workspace, LANE, place, Limit.MAX), GbpReview::reviewId);
	}

	@Override
	public List<Service> services() {
		return gbp.services().list(workspace, LANE, place);
	}

	@Override
	public List<Attribute> attributes() {
		return gbp.attributes().list(workspace, LANE, place);
	}

	@Override
	public List<ActionLink> links() {
		return gbp.links().list(workspace, LANE, place);
	}

	private static <T> Optional<T> item(String id, Stream<T> items, Function<T, String> idOf) {
		try (items) {
			return items.filter(item -> Objects.equals(id, idOf.apply(item))).findFirst();
		}
	}

}
