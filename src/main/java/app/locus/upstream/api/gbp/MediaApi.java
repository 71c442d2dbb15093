package app.locus.upstream.api.gbp;

import java.util.stream.Stream;

import app.locus.base.Validation;
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
import app.locus.upstream.api.WireCode;

/**
 * Photos and videos: the owner's and customers' lists, create, update, delete (typed
 * DELETE_MEDIA).
 */
public class MediaApi {

	private static final Listing<MediaItem> OWNER = GbpCalls.listing("media", "media", MediaItem::from);

	private static final Listing<MediaItem> CUSTOMERS = GbpCalls.listing("customer-media", "media", MediaItem::from);

	private final GbpCalls calls;

	public MediaApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public Page<MediaItem> list(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit, String nextToken) {
		return calls.page(workspace, lane, OWNER, placeId, limit, nextToken);
	}

	public Stream<MediaItem> stream(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return calls.stream(workspace, lane, OWNER, placeId, limit);
	}

	/** {@code customer-media}: what customers uploaded. */
	public Page<MediaItem> customerMedia(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit,
			String nextToken) {
		return calls.page(workspace, lane, CUSTOMERS, placeId, limit, nextToken);
	}

	public Stream<MediaItem> streamCustomerMedia(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return calls.stream(workspace, lane, CUSTOMERS, placeId, limit);
	}

	/** {@code create-media}; returns the new media_id. */
	public String create(WorkspaceId workspace, Lane lane, PlaceId placeId, NewMedia media) {
		return Lenient.text(calls.write(workspace, lane, "create-media", media.addTo(GbpForms.forPlace(placeId))),
				"media_id");
	}

	/**
	 * {@code update-media}: a new category and/or description (null parts are left
	 * alone).
	 */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, String mediaId, MediaCategory category,
			String description) {
		Validation validation = new Validation();
		String text = description == null ? null : GbpText.MEDIA_DESCRIPTION.check(description, validation);
		validation.check(category != null || description != null, "description", "Nothing to change.").throwIfInvalid();
		calls.write(workspace, lane, "update-media",
				GbpForms.forItem(placeId, "media_id", mediaId, "Media id")
					.add("category", WireCode.of(category))
					.add("description", text));
	}

	/** {@code delete-media}; refused before sending unless DELETE_MEDIA was typed. */
	public void delete(WorkspaceId workspace, Lane lane, PlaceId placeId, String mediaId, Confirmation confirmation) {
		calls.write(workspace, lane, "delete-media", GbpForms.forItem(placeId, "media_id", mediaId, "Media id")
			.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_MEDIA)));
	}

}
