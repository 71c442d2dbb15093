package app.locus.businessprofile;

import java.util.List;
import java.util.stream.Collectors;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.GbpClient;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.NewMedia;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.ProfileUpdate;
import app.locus.upstream.api.gbp.ServiceItem;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;

/**
 * One write to a business profile, as a value: it can be sent at once or kept as a
 * proposal for the client to approve. It knows the area it touches (for the before/after
 * snapshot), the phrase a person must type when it is destructive, and how to describe
 * itself in the confirmation dialog.
 */
@JsonTypeInfo(use = JsonTypeInfo.Id.NAME, property = "type")
@JsonSubTypes({ @JsonSubTypes.Type(value = ProfileChange.UpdateLocation.class, name = "update-location"),
		@JsonSubTypes.Type(value = ProfileChange.UpdateStatus.class, name = "update-status"),
		@JsonSubTypes.Type(value = ProfileChange.UpdateHours.class, name = "update-hours"),
		@JsonSubTypes.Type(value = ProfileChange.CreatePost.class, name = "create-post"),
		@JsonSubTypes.Type(value = ProfileChange.UpdatePost.class, name = "update-post"),
		@JsonSubTypes.Type(value = ProfileChange.DeletePost.class, name = "delete-post"),
		@JsonSubTypes.Type(value = ProfileChange.CreateMedia.class, name = "create-media"),
		@JsonSubTypes.Type(value = ProfileChange.UpdateMedia.class, name = "update-media"),
		@JsonSubTypes.Type(value = ProfileChange.DeleteMedia.class, name = "delete-media"),
		@JsonSubTypes.Type(value = ProfileChange.ChangeServices.class, name = "services"),
		@JsonSubTypes.Type(value = ProfileChange.SetAttributes.class, name = "update-attributes"),
		@JsonSubTypes.Type(value = ProfileChange.CreateLink.class, name = "create-link"),
		@JsonSubTypes.Type(value = ProfileChange.UpdateLink.class, name = "update-link"),
		@JsonSubTypes.Type(value = ProfileChange.DeleteLink.class, name = "delete-link"),
		@JsonSubTypes.Type(value = ProfileChange.ReplyReview.class, name = "reply-review"),
		@JsonSubTypes.Type(value = ProfileChange.DeleteReply.class, name = "delete-review-reply") })
public sealed interface ProfileChange {

	ProfileArea area();

	/** The operation's name at the service, e.g. {@code delete-post}. */
	String operation();

	/** The item touched (post, media, link, review id), or null for the whole area. */
	default String itemId() {
		return null;
	}

	/** The phrase to type before sending, or null when the write is not destructive. */
	default ConfirmationPhrase phrase() {
		return null;
	}

	/** The phrase as the person must type it, or null when none is needed. */
	default String phraseText() {
		return phrase() == null ? null : phrase().phrase();
	}

	/** Whether the typed text confirms this write (always, when it needs no phrase). */
	default boolean confirmedBy(String typed) {
		return phrase() == null || phrase().matches(typed);
	}

	/** Exactly what will change, for the dialog and the proposal. */
	String describe();

	/**
	 * Sends the write once, in the interactive lane.
	 * @return the id of a created item, else null
	 */
	String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation);

	record UpdateLocation(ProfileUpdate update) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.PROFILE;
		}

		public String operation() {
			return "update-location";
		}

		public String describe() {
			String set = update.values()
				.entrySet()
				.stream()
				.map(entry -> entry.getKey().name() + " → " + entry.getValue())
				.collect(Collectors.joining("; "));
			String cleared = update.cleared().stream().map(Enum::name).collect(Collectors.joining(", "));
			return "Profile (" + update.mode().name().toLowerCase() + "): " + (set.isEmpty() ? "" : "set " + set)
					+ (cleared.isEmpty() ? "" : (set.isEmpty() ? "" : "; ") + "empty " + cleared);
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.profile().updateLocation(workspace, Lane.INTERACTIVE, place, update);
			return null;
		}

	}

	record UpdateStatus(OpenStatus status) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.PROFILE;
		}

		public String operation() {
			return "update-status";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return status == OpenStatus.CLOSED_PERMANENTLY ? ConfirmationPhrase.CLOSED_PERMANENTLY : null;
		}

		public String describe() {
			return "Set the business status to " + status.name()
					+ (status == OpenStatus.CLOSED_PERMANENTLY ? " (the listing shows the business as gone)" : "");
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.profile().updateStatus(workspace, Lane.INTERACTIVE, place, status, confirmation);
			return null;
		}

	}

	record UpdateHours(HoursUpdate hours) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.HOURS;
		}

		public String operation() {
			return "update-hours";
		}

		public String describe() {
			String regular = hours.regular()
				.stream()
				.map(p -> p.openDay() + " " + p.openTime() + " – " + p.closeDay() + " " + p.closeTime())
				.collect(Collectors.joining("; "));
			String special = hours.special()
				.stream()
				.map(p -> p.date() + (p.closed() ? " closed" : " " + p.openTime() + " – " + p.closeTime()))
				.collect(Collectors.joining("; "));
			return (regular.isEmpty() ? "Regular hours unchanged" : "Regular hours replaced by: " + regular)
					+ (special.isEmpty() ? "" : ". Special dates set (others unchanged): " + special);
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.hours().update(workspace, Lane.INTERACTIVE, place, hours);
			return null;
		}

	}

	record CreatePost(String summary) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.POSTS;
		}

		public String operation() {
			return "create-post";
		}

		public String describe() {
			return "New STANDARD post: " + summary;
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			return gbp.posts().create(workspace, Lane.INTERACTIVE, place, summary);
		}

	}

	record UpdatePost(String itemId, String summary) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.POSTS;
		}

		public String operation() {
			return "update-post";
		}

		public String describe() {
			return "Post " + itemId + " gets the text: " + summary;
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.posts().update(workspace, Lane.INTERACTIVE, place, itemId, summary);
			return null;
		}

	}

	record DeletePost(String itemId) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.POSTS;
		}

		public String operation() {
			return "delete-post";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return ConfirmationPhrase.DELETE_POST;
		}

		public String describe() {
			return "Delete post " + itemId + " from the public listing";
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.posts().delete(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

	record CreateMedia(NewMedia media) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.MEDIA;
		}

		public String operation() {
			return "create-media";
		}

		public String describe() {
			return "Add " + media.format() + " (" + media.category() + ") from " + media.sourceUrl();
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			return gbp.media().create(workspace, Lane.INTERACTIVE, place, media);
		}

	}

	record UpdateMedia(String itemId, MediaCategory category, String description) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.MEDIA;
		}

		public String operation() {
			return "update-media";
		}

		public String describe() {
			return "Media " + itemId + (category == null ? "" : ": category " + category)
					+ (description == null ? "" : ": description " + description);
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.media().update(workspace, Lane.INTERACTIVE, place, itemId, category, description);
			return null;
		}

	}

	record DeleteMedia(String itemId) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.MEDIA;
		}

		public String operation() {
			return "delete-media";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return ConfirmationPhrase.DELETE_MEDIA;
		}

		public String describe() {
			return "Delete media " + itemId + " from the public listing";
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.media().delete(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

	/** Add, remove or replace services. */
	record ChangeServices(ServicesOperation kind, List<ServiceItem> services) implements ProfileChange {

		/** What happens to the listed services. */
		public enum ServicesOperation {

			ADD, REMOVE, REPLACE

		}

		public ProfileArea area() {
			return ProfileArea.SERVICES;
		}

		public String operation() {
			return kind.name().toLowerCase() + "-services";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return kind == ServicesOperation.REPLACE ? ConfirmationPhrase.REPLACE_SERVICES : null;
		}

		public String describe() {
			String names = services.stream().map(ServiceItem::name).collect(Collectors.joining(", "));
			return switch (kind) {
				case ADD -> "Add services: " + names;
				case REMOVE -> "Remove services: " + names;
				case REPLACE -> "Keep only these services: " + names;
			};
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			switch (kind) {
				case ADD -> gbp.services().add(workspace, Lane.INTERACTIVE, place, services);
				case REMOVE -> gbp.services().remove(workspace, Lane.INTERACTIVE, place, services);
				case REPLACE -> gbp.services().replace(workspace, Lane.INTERACTIVE, place, services, confirmation);
			}
			return null;
		}

	}

	record SetAttributes(List<AttributeValue> values) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.ATTRIBUTES;
		}

		public String operation() {
			return "update-attributes";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return ConfirmationPhrase.SET_ATTRIBUTES;
		}

		public String describe() {
			return "Set attributes (they cannot be removed afterwards, only set to yes or no): " + values.stream()
				.map(value -> value.attributeId() + " = " + (value.value() ? "yes" : "no"))
				.collect(Collectors.joining(", "));
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.attributes().update(workspace, Lane.INTERACTIVE, place, values, confirmation);
			return null;
		}

	}

	record CreateLink(String type, String url, boolean preferred) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.LINKS;
		}

		public String operation() {
			return "create-link";
		}

		public String describe() {
			return "New " + type + " link to " + url + (preferred ? " (preferred)" : "");
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			return gbp.links().create(workspace, Lane.INTERACTIVE, place, type, url, preferred);
		}

	}

	record UpdateLink(String itemId, String url, Boolean preferred) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.LINKS;
		}

		public String operation() {
			return "update-link";
		}

		public String describe() {
			return "Link " + itemId + (url == null ? "" : ": address " + url)
					+ (preferred == null ? "" : ": preferred " + (preferred ? "yes" : "no"));
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.links().update(workspace, Lane.INTERACTIVE, place, itemId, url, preferred);
			return null;
		}

	}

	record DeleteLink(String itemId) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.LINKS;
		}

		public String operation() {
			return "delete-link";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return ConfirmationPhrase.DELETE_LINK;
		}

		public String describe() {
			return "Delete link " + itemId + " from the public listing";
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.links().delete(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

	record ReplyReview(String itemId, String comment) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.REVIEWS;
		}

		public String operation() {
			return "reply-review";
		}

		public String describe() {
			return "Publish the reply to review " + itemId + ": " + comment;
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.reviews().reply(workspace, Lane.INTERACTIVE, place, itemId, comment);
			return null;
		}

	}

	record DeleteReply(String itemId) implements ProfileChange {

		public ProfileArea area() {
			return ProfileArea.REVIEWS;
		}

		public String operation() {
			return "delete-review-reply";
		}

		@Override
		public ConfirmationPhrase phrase() {
			return ConfirmationPhrase.DELETE_REPLY;
		}

		public String describe() {
			return "Delete the owner's reply to review " + itemId;
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, Confirmation confirmation) {
			gbp.reviews().deleteReply(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

}
