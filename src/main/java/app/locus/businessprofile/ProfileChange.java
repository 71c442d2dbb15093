package app.locus.businessprofile;

import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.Attribute;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.GbpClient;
import app.locus.upstream.api.gbp.GbpText;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.LinksApi;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.NewMedia;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.ProfileUpdate;
import app.locus.upstream.api.gbp.Service;
import app.locus.upstream.api.gbp.ServiceItem;
import app.locus.upstream.api.gbp.SpecialPeriod;
import com.fasterxml.jackson.annotation.JsonSubTypes;
import com.fasterxml.jackson.annotation.JsonTypeInfo;
import org.jspecify.annotations.Nullable;

/**
 * One write to a business profile, as a value: it can be sent at once or kept as a
 * proposal for the client to approve. It knows the area it touches (for the before/after
 * snapshot), the phrase a person must type when it is destructive, and how to describe
 * itself: a line for lists and the audit, and the fields it changes (before and after)
 * for the person who confirms or approves it, always in plain words.
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
	default @Nullable String itemId() {
		return null;
	}

	/** The phrase to type before sending, or null when the write is not destructive. */
	default @Nullable ConfirmationPhrase phrase() {
		return null;
	}

	/** The phrase as the person must type it, or null when none is needed. */
	default @Nullable String phraseText() {
		return phrase() == null ? null : phrase().phrase();
	}

	/** Whether the typed text confirms this write (always, when it needs no phrase). */
	default boolean confirmedBy(@Nullable String typed) {
		return phrase() == null || phrase().matches(typed);
	}

	/** Exactly what will change, in one line of plain words, for lists and the audit. */
	String describe();

	/**
	 * The same line with the item named as a person sees it on the profile now (a post by
	 * its text, never its id), for a proposal the client reads.
	 */
	default String describe(CurrentProfile now) {
		return describe();
	}

	/**
	 * The fields this change touches, from what the profile holds now to what it will
	 * hold.
	 */
	List<FieldChange> changes(CurrentProfile now);

	/**
	 * Checks every text the write would send against its limit (DD125), so that a refused
	 * value is refused before anything is read, stored or sent.
	 * @throws app.locus.base.ValidationException naming the field and its limit
	 */
	void validate();

	/**
	 * Sends the write once, in the interactive lane.
	 * @return the id of a created item, else null
	 */
	@Nullable
	String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, @Nullable Confirmation confirmation);

	record UpdateLocation(ProfileUpdate update) implements ProfileChange {
		public void validate() {
			if (update == null) {
				throw ValidationException.of("location", "Nothing to change.");
			}
			update.validate();
		}

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
				.map(entry -> PlainWords.label(entry.getKey()) + " → " + entry.getValue())
				.collect(Collectors.joining("; "));
			String cleared = update.cleared().stream().map(PlainWords::label).collect(Collectors.joining(", "));
			return "Profile" + (update.mode() == ProfileUpdate.Mode.REPLACE ? " (fields replaced whole)" : "") + ": "
					+ (set.isEmpty() ? "" : "set " + set)
					+ (cleared.isEmpty() ? "" : (set.isEmpty() ? "" : "; ") + "empty " + cleared);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			ProfileLocation location = now.location();
			List<FieldChange> fields = new ArrayList<>();
			update.values()
				.forEach((field, value) -> fields.add(new FieldChange(PlainWords.label(field),
						PlainWords.value(location, field), PlainWords.text(value))));
			update.cleared()
				.forEach(field -> fields.add(new FieldChange(PlainWords.label(field), PlainWords.value(location, field),
						FieldChange.EMPTY)));
			return fields;
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.profile().updateLocation(workspace, Lane.INTERACTIVE, place, update);
			return null;
		}

	}

	record UpdateStatus(OpenStatus status) implements ProfileChange {
		public void validate() {
			if (status == null) {
				throw ValidationException.of("status", "Choose the business status.");
			}
		}

		public ProfileArea area() {
			return ProfileArea.PROFILE;
		}

		public String operation() {
			return "update-status";
		}

		@Override
		public @Nullable ConfirmationPhrase phrase() {
			return status == OpenStatus.CLOSED_PERMANENTLY ? ConfirmationPhrase.CLOSED_PERMANENTLY : null;
		}

		public String describe() {
			return "Set the business status to " + PlainWords.of(status).toLowerCase()
					+ (status == OpenStatus.CLOSED_PERMANENTLY ? " (the listing shows the business as gone)" : "");
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("Business status", PlainWords.of(now.location().openStatus()),
					PlainWords.of(status)));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.profile().updateStatus(workspace, Lane.INTERACTIVE, place, status, confirmation);
			return null;
		}

	}

	record UpdateHours(HoursUpdate hours) implements ProfileChange {
		public void validate() {
			if (hours == null) {
				throw ValidationException.of("hours", "Enter regular or special hours to change.");
			}
		}

		public ProfileArea area() {
			return ProfileArea.HOURS;
		}

		public String operation() {
			return "update-hours";
		}

		public String describe() {
			String special = hours.special()
				.stream()
				.map(p -> p.date() + " " + PlainWords.special(p))
				.collect(Collectors.joining("; "));
			return (hours.regular().isEmpty() ? "Regular hours unchanged"
					: "Regular hours replaced by: " + PlainWords.regular(hours.regular()))
					+ (special.isEmpty() ? "" : ". Special dates set (others unchanged): " + special);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			var current = now.location().hours();
			List<FieldChange> fields = new ArrayList<>();
			if (!hours.regular().isEmpty()) {
				fields.add(new FieldChange("Regular hours", PlainWords.regular(current.regular()),
						PlainWords.regular(hours.regular())));
			}
			for (SpecialPeriod period : hours.special()) {
				String before = current.special()
					.stream()
					.filter(existing -> existing.date().equals(period.date()))
					.findFirst()
					.map(PlainWords::special)
					.orElse("regular hours");
				fields.add(new FieldChange("Hours on " + period.date(), before, PlainWords.special(period)));
			}
			return fields;
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.hours().update(workspace, Lane.INTERACTIVE, place, hours);
			return null;
		}

	}

	record CreatePost(String summary) implements ProfileChange {
		public void validate() {
			GbpText.POST_SUMMARY.require(summary);
		}

		public ProfileArea area() {
			return ProfileArea.POSTS;
		}

		public String operation() {
			return "create-post";
		}

		public String describe() {
			return "New post: " + summary;
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("New post", FieldChange.NONE, PlainWords.text(summary)));
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, @Nullable Confirmation confirmation) {
			return gbp.posts().create(workspace, Lane.INTERACTIVE, place, summary);
		}

	}

	record UpdatePost(String itemId, String summary) implements ProfileChange {
		public void validate() {
			GbpText.POST_SUMMARY.require(summary);
		}

		public ProfileArea area() {
			return ProfileArea.POSTS;
		}

		public String operation() {
			return "update-post";
		}

		public String describe() {
			return "Post " + itemId + " gets the text: " + summary;
		}

		@Override
		public String describe(CurrentProfile now) {
			return now.post(itemId)
				.map(post -> "The post \"" + PlainWords.shortened(post.summary()) + "\" gets the text: " + summary)
				.orElseGet(this::describe);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("Post text", postText(now, itemId), PlainWords.text(summary)));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.posts().update(workspace, Lane.INTERACTIVE, place, itemId, summary);
			return null;
		}

	}

	record DeletePost(String itemId) implements ProfileChange {
		public void validate() {
			// sends no free text: item ids and choices are checked by the client
		}

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

		@Override
		public String describe(CurrentProfile now) {
			return now.post(itemId)
				.map(post -> "Delete the post \"" + PlainWords.shortened(post.summary()) + "\" from the public listing")
				.orElseGet(this::describe);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("Post", postText(now, itemId), FieldChange.DELETED));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.posts().delete(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

	record CreateMedia(NewMedia media) implements ProfileChange {
		public void validate() {
			if (media == null) {
				throw ValidationException.of("source_url", "Enter the photo's or video's address.");
			}
		}

		public ProfileArea area() {
			return ProfileArea.MEDIA;
		}

		public String operation() {
			return "create-media";
		}

		public String describe() {
			return "Add a " + PlainWords.of(media.format()).toLowerCase() + " (" + PlainWords.of(media.category())
					+ ") from " + media.sourceUrl();
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("New " + PlainWords.of(media.format()).toLowerCase(), FieldChange.NONE,
					PlainWords.of(media.category()) + " from " + media.sourceUrl()
							+ (media.description() == null ? "" : ": " + media.description())));
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, @Nullable Confirmation confirmation) {
			return gbp.media().create(workspace, Lane.INTERACTIVE, place, media);
		}

	}

	record UpdateMedia(String itemId, MediaCategory category, String description) implements ProfileChange {
		public void validate() {
			GbpText.MEDIA_DESCRIPTION.optional(description);
		}

		public ProfileArea area() {
			return ProfileArea.MEDIA;
		}

		public String operation() {
			return "update-media";
		}

		public String describe() {
			return "Media " + itemId + (category == null ? "" : ": category " + PlainWords.of(category))
					+ (description == null ? "" : ": description " + description);
		}

		@Override
		public String describe(CurrentProfile now) {
			return now.media(itemId)
				.map(item -> capitalised(mediaNamed(item)) + " gets"
						+ (category == null ? "" : " the place " + PlainWords.of(category).toLowerCase())
						+ (category != null && description != null ? " and" : "")
						+ (description == null ? "" : " the description: " + description))
				.orElseGet(this::describe);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			Optional<MediaItem> current = now.media(itemId);
			List<FieldChange> fields = new ArrayList<>();
			if (category != null) {
				fields.add(new FieldChange("Where the photo shows",
						current.map(item -> PlainWords.code(item.category())).orElse(FieldChange.NONE),
						PlainWords.of(category)));
			}
			if (description != null) {
				fields.add(new FieldChange("Photo description",
						current.map(item -> PlainWords.text(item.description())).orElse(FieldChange.NONE),
						PlainWords.text(description)));
			}
			return fields;
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.media().update(workspace, Lane.INTERACTIVE, place, itemId, category, description);
			return null;
		}

	}

	record DeleteMedia(String itemId) implements ProfileChange {
		public void validate() {
			// sends no free text: item ids and choices are checked by the client
		}

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

		@Override
		public String describe(CurrentProfile now) {
			return now.media(itemId)
				.map(item -> "Delete " + mediaNamed(item) + " from the public listing")
				.orElseGet(this::describe);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("Photo or video",
					now.media(itemId).map(PlainWords::media).orElse(FieldChange.NONE), FieldChange.DELETED));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
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

		public void validate() {
			if (kind == null || services == null || services.isEmpty()) {
				throw ValidationException.of("services", "Choose at least one service.");
			}
		}

		public ProfileArea area() {
			return ProfileArea.SERVICES;
		}

		public String operation() {
			return kind.name().toLowerCase() + "-services";
		}

		@Override
		public @Nullable ConfirmationPhrase phrase() {
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

		public List<FieldChange> changes(CurrentProfile now) {
			List<String> before = now.services().stream().map(Service::name).toList();
			List<String> listed = services.stream().map(ServiceItem::name).toList();
			Set<String> after = new LinkedHashSet<>(kind == ServicesOperation.REPLACE ? listed : before);
			switch (kind) {
				case ADD -> after.addAll(listed);
				case REMOVE -> after.removeAll(listed);
				case REPLACE -> {
				}
			}
			return List.of(new FieldChange("Services", names(before), names(after)));
		}

		private static String names(Collection<String> names) {
			return names.isEmpty() ? FieldChange.NONE : String.join(", ", names);
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			switch (kind) {
				case ADD -> gbp.services().add(workspace, Lane.INTERACTIVE, place, services);
				case REMOVE -> gbp.services().remove(workspace, Lane.INTERACTIVE, place, services);
				case REPLACE -> gbp.services().replace(workspace, Lane.INTERACTIVE, place, services, confirmation);
			}
			return null;
		}

	}

	record SetAttributes(List<AttributeValue> values) implements ProfileChange {
		public void validate() {
			if (values == null || values.isEmpty()) {
				throw ValidationException.of("attributes", "Choose at least one attribute.");
			}
		}

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
				.map(value -> value.attributeId() + ": " + PlainWords.yesNo(value.value()))
				.collect(Collectors.joining(", "));
		}

		public List<FieldChange> changes(CurrentProfile now) {
			List<Attribute> current = now.attributes();
			return values.stream().map(value -> {
				Optional<Attribute> known = current.stream()
					.filter(attribute -> attribute.attributeId().equals(value.attributeId()))
					.findFirst();
				String label = known.map(Attribute::displayName)
					.filter(name -> !name.isBlank())
					.orElse(PlainWords.code(value.attributeId()));
				return new FieldChange(label,
						known.map(attribute -> PlainWords.yesNo(attribute.value())).orElse("(not set)"),
						PlainWords.yesNo(value.value()));
			}).toList();
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.attributes().update(workspace, Lane.INTERACTIVE, place, values, confirmation);
			return null;
		}

	}

	record CreateLink(@Nullable String type, String url, boolean preferred) implements ProfileChange {
		public void validate() {
			LinksApi.checkType(type);
			LinksApi.checkAddress(url);
		}

		public ProfileArea area() {
			return ProfileArea.LINKS;
		}

		public String operation() {
			return "create-link";
		}

		public String describe() {
			return "New " + PlainWords.code(type).toLowerCase() + " link to " + url + (preferred ? " (preferred)" : "");
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("New action link", FieldChange.NONE,
					PlainWords.code(type) + ": " + url + (preferred ? " (preferred)" : "")));
		}

		public String send(GbpClient gbp, WorkspaceId workspace, PlaceId place, @Nullable Confirmation confirmation) {
			return gbp.links().create(workspace, Lane.INTERACTIVE, place, type, url, preferred);
		}

	}

	record UpdateLink(String itemId, @Nullable String url, @Nullable Boolean preferred) implements ProfileChange {
		public void validate() {
			if (url != null) {
				LinksApi.checkAddress(url);
			}
		}

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

		@Override
		public String describe(CurrentProfile now) {
			return link(now, itemId)
				.map(link -> "The " + PlainWords.code(link.type()).toLowerCase(Locale.ROOT) + " link"
						+ (url == null ? "" : " goes to " + url) + (url != null && preferred != null ? " and" : "")
						+ (preferred == null ? ""
								: preferred ? " becomes the preferred one" : " is no longer preferred"))
				.orElseGet(this::describe);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			Optional<ActionLink> current = link(now, itemId);
			List<FieldChange> fields = new ArrayList<>();
			if (url != null) {
				fields.add(new FieldChange("Link address",
						current.map(link -> PlainWords.text(link.url())).orElse(FieldChange.NONE), url));
			}
			if (preferred != null) {
				fields.add(new FieldChange("Preferred link",
						current.map(link -> PlainWords.yesNo(link.preferred())).orElse(FieldChange.NONE),
						PlainWords.yesNo(preferred)));
			}
			return fields;
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.links().update(workspace, Lane.INTERACTIVE, place, itemId, url, preferred);
			return null;
		}

	}

	record DeleteLink(String itemId) implements ProfileChange {
		public void validate() {
			// sends no free text: item ids and choices are checked by the client
		}

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

		@Override
		public String describe(CurrentProfile now) {
			return link(now, itemId)
				.map(link -> "Delete the " + PlainWords.code(link.type()).toLowerCase(Locale.ROOT) + " link to "
						+ PlainWords.text(link.url()) + " from the public listing")
				.orElseGet(this::describe);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange("Action link",
					link(now, itemId).map(link -> PlainWords.code(link.type()) + ": " + PlainWords.text(link.url()))
						.orElse(FieldChange.NONE),
					FieldChange.DELETED));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.links().delete(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

	record ReplyReview(String itemId, String comment) implements ProfileChange {
		public void validate() {
			GbpText.REVIEW_REPLY.require(comment);
		}

		public ProfileArea area() {
			return ProfileArea.REVIEWS;
		}

		public String operation() {
			return "reply-review";
		}

		public String describe() {
			return "Publish the reply to review " + itemId + ": " + comment;
		}

		@Override
		public String describe(CurrentProfile now) {
			return "Publish the reply to " + reviewNamed(now, itemId) + ": " + comment;
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange(replyLabel(now, itemId), replyText(now, itemId), PlainWords.text(comment)));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.reviews().reply(workspace, Lane.INTERACTIVE, place, itemId, comment);
			return null;
		}

	}

	record DeleteReply(String itemId) implements ProfileChange {
		public void validate() {
			// sends no free text: item ids and choices are checked by the client
		}

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

		@Override
		public String describe(CurrentProfile now) {
			return "Delete the owner's reply to " + reviewNamed(now, itemId);
		}

		public List<FieldChange> changes(CurrentProfile now) {
			return List.of(new FieldChange(replyLabel(now, itemId), replyText(now, itemId), FieldChange.DELETED));
		}

		public @Nullable String send(GbpClient gbp, WorkspaceId workspace, PlaceId place,
				@Nullable Confirmation confirmation) {
			gbp.reviews().deleteReply(workspace, Lane.INTERACTIVE, place, itemId, confirmation);
			return null;
		}

	}

	private static String postText(CurrentProfile now, String postId) {
		return now.post(postId).map(post -> PlainWords.text(post.summary())).orElse(FieldChange.NONE);
	}

	private static Optional<ActionLink> link(CurrentProfile now, String linkId) {
		return now.links().stream().filter(link -> linkId.equals(link.linkId())).findFirst();
	}

	private static String mediaNamed(MediaItem item) {
		return "the " + PlainWords.of(item.format()).toLowerCase(Locale.ROOT) + " ("
				+ PlainWords.code(item.category()).toLowerCase(Locale.ROOT) + ")"
				+ (item.description() == null || item.description().isBlank() ? ""
						: " \"" + PlainWords.shortened(item.description()) + "\"");
	}

	private static String capitalised(String text) {
		return Character.toUpperCase(text.charAt(0)) + text.substring(1);
	}

	private static String reviewNamed(CurrentProfile now, String reviewId) {
		return now.review(reviewId)
			.map(review -> review.reviewer())
			.filter(name -> name != null && !name.isBlank())
			.map(name -> "the review by " + name)
			.orElse("the review");
	}

	private static String replyLabel(CurrentProfile now, String reviewId) {
		return "Reply to " + reviewNamed(now, reviewId);
	}

	private static String replyText(CurrentProfile now, String reviewId) {
		return now.review(reviewId)
			.map(review -> review.reply() == null ? FieldChange.NONE : PlainWords.text(review.reply().comment()))
			.orElse(FieldChange.NONE);
	}

}
