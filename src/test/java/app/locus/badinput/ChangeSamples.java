package app.locus.badinput;

import java.time.DayOfWeek;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.businessprofile.BusinessProfileService;
import app.locus.businessprofile.ProfileChange;
import app.locus.businessprofile.ProfileChange.ChangeServices.ServicesOperation;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.tenancy.TestTenants;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.gbp.ActionType;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.MediaFormat;
import app.locus.upstream.api.gbp.NewMedia;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileUpdate;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.ServiceItem;
import app.locus.upstream.api.gbp.TimeOfDay;

/**
 * A valid value of every case of the sealed inputs the sweep knows (today the
 * business-profile change), on the items the tenant's profile holds, so that each case's
 * texts are swept and not only the one case the argument makers make.
 */
final class ChangeSamples {

	private ChangeSamples() {
	}

	/** The cases of each sealed input type. */
	static Map<Class<?>, List<Object>> of(BusinessProfileService profiles, MarkedWorkspace tenant) {
		TestTenants.signIn(tenant.owner());
		try {
			return Map.of(ProfileChange.class, profileChanges(profiles, tenant));
		}
		finally {
			TestTenants.signOut();
		}
	}

	private static List<Object> profileChanges(BusinessProfileService profiles, MarkedWorkspace tenant) {
		var workspace = tenant.workspace();
		String place = tenant.place();
		String marker = tenant.marker();
		String post = first(profiles.posts(workspace, place, Limit.MAX, null).items(), p -> p.postId(), marker);
		String media = first(profiles.media(workspace, place, Limit.MAX, null).items(), m -> m.mediaId(), marker);
		String link = first(profiles.links(workspace, place), l -> l.linkId(), marker);
		String review = first(profiles.reviews(workspace, place, Limit.MAX, null).items(), r -> r.reviewId(), marker);
		String linkType = first(profiles.actionTypes(workspace, place), ActionType::type, "CALL");
		String attribute = first(profiles.attributes(workspace, place), a -> a.attributeId(), "is_small_business");
		return List.of(
				new ProfileChange.UpdateLocation(
						ProfileUpdate.merge().set(ProfileField.DESCRIPTION, "About " + marker)),
				new ProfileChange.UpdateStatus(OpenStatus.OPEN),
				new ProfileChange.UpdateHours(HoursUpdate.regular(List.of(new RegularPeriod(DayOfWeek.MONDAY,
						new TimeOfDay(9, 0), DayOfWeek.MONDAY, new TimeOfDay(17, 0))))),
				new ProfileChange.CreatePost("Post " + marker), new ProfileChange.UpdatePost(post, "Post " + marker),
				new ProfileChange.DeletePost(post),
				new ProfileChange.CreateMedia(new NewMedia(MediaFormat.PHOTO, MediaCategory.ADDITIONAL,
						"https://images.example.test/" + marker + ".jpg", "Photo " + marker)),
				new ProfileChange.UpdateMedia(media, MediaCategory.ADDITIONAL, "Photo " + marker),
				new ProfileChange.DeleteMedia(media),
				new ProfileChange.ChangeServices(ServicesOperation.ADD,
						List.of(ServiceItem.freeForm("Service " + marker))),
				new ProfileChange.SetAttributes(List.of(new AttributeValue(attribute, true))),
				new ProfileChange.CreateLink(linkType, "https://book.example.test/" + marker, false),
				new ProfileChange.UpdateLink(link, "https://book.example.test/" + marker, null),
				new ProfileChange.DeleteLink(link), new ProfileChange.ReplyReview(review, "Thanks " + marker),
				new ProfileChange.DeleteReply(review));
	}

	/** The first item's id, or an id the profile does not hold (the service says so). */
	private static <T> String first(List<T> items, Function<T, String> id, String otherwise) {
		return Optional.ofNullable(items.isEmpty() ? null : items.get(0)).map(id).orElse(otherwise);
	}

}
