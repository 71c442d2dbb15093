package app.locus.businessprofile;

import java.util.List;
import java.util.Optional;

import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.Attribute;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.Service;

/**
 * What a business profile holds now, read only for the part a change asks for: the
 * "before" of its {@link FieldChange}s.
 */
public interface CurrentProfile {

	ProfileLocation location();

	Optional<Post> post(String postId);

	Optional<MediaItem> media(String mediaId);

	Optional<GbpReview> review(String reviewId);

	List<Service> services();

	List<Attribute> attributes();

	List<ActionLink> links();

}
