package app.locus.businessprofile;

import java.util.Objects;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.GbpClient;
import org.jspecify.annotations.Nullable;

/**
 * The current state of what a write touches, as text: for the audit's before/after and
 * for a proposal's check that nothing changed since it was made.
 */
final class ProfileSnapshots {

	static final String ABSENT = "(none)";

	private final GbpClient gbp;

	ProfileSnapshots(GbpClient gbp) {
		this.gbp = gbp;
	}

	/** What {@code area} holds now (for an item: that item, or {@link #ABSENT}). */
	String of(WorkspaceId workspace, PlaceId place, ProfileArea area, @Nullable String itemId) {
		Lane lane = Lane.INTERACTIVE;
		return switch (area) {
			case PROFILE, HOURS -> gbp.profile().location(workspace, lane, place).raw().toString();
			case POSTS ->
				item(itemId, () -> gbp.posts().stream(workspace, lane, place, Limit.MAX), post -> post.postId());
			case MEDIA ->
				item(itemId, () -> gbp.media().stream(workspace, lane, place, Limit.MAX), media -> media.mediaId());
			case REVIEWS -> item(itemId, () -> gbp.reviews().stream(workspace, lane, place, Limit.MAX),
					review -> review.reviewId());
			case SERVICES -> gbp.services().list(workspace, lane, place).toString();
			case ATTRIBUTES -> gbp.attributes().list(workspace, lane, place).toString();
			case LINKS -> gbp.links().list(workspace, lane, place).toString();
		};
	}

	private static <T> String item(@Nullable String itemId, java.util.function.Supplier<Stream<T>> items,
			java.util.function.Function<T, String> id) {
		if (itemId == null) {
			return ABSENT;
		}
		try (Stream<T> all = items.get()) {
			return all.filter(item -> Objects.equals(itemId, id.apply(item)))
				.findFirst()
				.map(Object::toString)
				.orElse(ABSENT);
		}
	}

}
