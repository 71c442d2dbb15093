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
import app.locus.upstream.api.WireCode;

/**
 * Photos and videos: the owner's and customers' lists, create, update, delete (typed
 * DELETE_MEDIA).
 */
public class MediaApi {

	private final UpstreamCalls calls;

	public MediaApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	public Page<MediaItem> list(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit, String nextToken) {
		return page(workspace, lane, "media", placeId, limit, nextToken);
	}

	public Stream<MediaItem> stream(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return Paging.stream(token -> list(workspace, lane, placeId, limit, token));
	}

	/** {@code customer-media}: what customers uploaded. */
	public Page<MediaItem> customerMedia(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit,
			String nextToken) {
		return page(workspace, lane, "customer-media", placeId, limit, nextToken);
	}

	public Stream<MediaItem> streamCustomerMedia(WorkspaceId workspace, Lane lane, PlaceId placeId, Limit limit) {
		return Paging.stream(token -> customerMedia(workspace, lane, placeId, limit, token));
	}

	/** {@code create-media}; returns the new media_id. */
	public String create(WorkspaceId workspace, Lane lane, PlaceId placeId, NewMedia media) {
		return Lenient.text(
				calls.data(workspace, lane, GbpForms.write("create-media", media.addTo(GbpForms.forPlace(placeId)))),
				"media_id");
	}

	/**
	 * {@code update-media}: a new category and/or description (null parts are left
	 * alone).
	 */
	public void update(WorkspaceId workspace, Lane lane, PlaceId placeId, String mediaId, MediaCategory category,
			String description) {
		Validation validation = new Validation();
		String text = description == null ? null : validation.text(description, "description", "Description", 1000);
		validation.check(category != null || description != null, "description", "Nothing to change.").throwIfInvalid();
		FormBody body = GbpForms.forPlace(placeId)
			.add("media_id", GbpForms.itemId(mediaId, "media_id", "Media id"))
			.add("category", WireCode.of(category))
			.add("description", text);
		calls.envelope(workspace, lane, GbpForms.write("update-media", body));
	}

	/** {@code delete-media}; refused before sending unless DELETE_MEDIA was typed. */
	public void delete(WorkspaceId workspace, Lane lane, PlaceId placeId, String mediaId, Confirmation confirmation) {
		FormBody body = GbpForms.forPlace(placeId)
			.add("media_id", GbpForms.itemId(mediaId, "media_id", "Media id"))
			.add("confirm", Confirmation.check(confirmation, ConfirmationPhrase.DELETE_MEDIA));
		calls.envelope(workspace, lane, GbpForms.write("delete-media", body));
	}

	private Page<MediaItem> page(WorkspaceId workspace, Lane lane, String area, PlaceId placeId, Limit limit,
			String nextToken) {
		return calls.page(workspace, lane, GbpForms.read(area, GbpForms.forPage(placeId, limit, nextToken)), "media",
				MediaItem::from);
	}

}
