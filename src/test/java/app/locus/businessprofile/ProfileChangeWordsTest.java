package app.locus.businessprofile;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import app.locus.businessprofile.ProfileChange.ChangeServices;
import app.locus.businessprofile.ProfileChange.ChangeServices.ServicesOperation;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.Attribute;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.MediaFormat;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.NamedItem;
import app.locus.upstream.api.gbp.NewMedia;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.OpeningHours;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileLocation;
import app.locus.upstream.api.gbp.ProfileUpdate;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.Service;
import app.locus.upstream.api.gbp.ServiceItem;
import app.locus.upstream.api.gbp.SpecialPeriod;
import app.locus.upstream.api.gbp.TimeOfDay;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * What a client reads about a change: for every kind of change (declared here, one sample
 * each, checked against the sealed family), the fields it touches with the labels and
 * values declared here, and never JSON, a record's text or a wire code.
 */
class ProfileChangeWordsTest {

	/** Names of types whose text (record or enum) must never reach a person. */
	private static final List<String> TYPE_NAMES = List.of("ProfileChange", "ProfileUpdate", "HoursUpdate",
			"RegularPeriod", "SpecialPeriod", "TimeOfDay", "NewMedia", "ServiceItem", "AttributeValue",
			"ProfileLocation", "MediaItem", "ActionLink", "GbpReview", "NamedItem", "OpeningHours", "Optional",
			"CLOSED_PERMANENTLY", "FOOD_AND_DRINK", "MONDAY");

	/** The profile as it is now. */
	private static final CurrentProfile NOW = new Fixed(
			new ProfileLocation("Blue Bottle Bakery", null, null, "https://bluebottle.example",
					new NamedItem("categories/gcid:bakery", "Bakery"), null, OpenStatus.OPEN,
					new OpeningHours(
							List.of(RegularPeriod.sameDay(DayOfWeek.MONDAY, new TimeOfDay(8, 0), new TimeOfDay(17, 0))),
							List.of(SpecialPeriod.closedOn(LocalDate.of(2026, 12, 24)))),
					null),
			new Post("p1", "STANDARD", "Fresh bread", "LIVE", null, null),
			new MediaItem("m1", MediaFormat.PHOTO, "COVER", null, null, "Front", null),
			new GbpReview("r1", "Ann", 5, "Great", null, new GbpReview.Reply("Thanks", null)),
			List.of(new Service("Catering", null, false, "Catering"),
					new Service("Wedding cakes", null, false, "Wedding cakes")),
			List.of(new Attribute("has_wifi", "Wi-Fi", true)),
			List.of(new ActionLink("l1", "ORDER", "https://order.example", true, true)));

	/** One change and the fields a person must read for it. */
	record Sample(ProfileChange change, List<FieldChange> expected) {

		@Override
		public String toString() {
			return change.operation();
		}

	}

	static final List<Sample> SAMPLES = List.of(
			new Sample(new ProfileChange.UpdateLocation(
					ProfileUpdate.merge().set(ProfileField.TITLE, "Blue Bottle Bread").clear(ProfileField.WEBSITE)),
					List.of(new FieldChange("Business name", "Blue Bottle Bakery", "Blue Bottle Bread"),
							new FieldChange("Website", "https://bluebottle.example", "(empty)"))),
			new Sample(new ProfileChange.UpdateStatus(OpenStatus.CLOSED_PERMANENTLY),
					List.of(new FieldChange("Business status", "Open", "Closed permanently"))),
			new Sample(
					new ProfileChange.UpdateHours(new HoursUpdate(
							List.of(RegularPeriod.sameDay(DayOfWeek.MONDAY, new TimeOfDay(9, 0), new TimeOfDay(17, 0)),
									new RegularPeriod(DayOfWeek.FRIDAY, new TimeOfDay(22, 0), DayOfWeek.SATURDAY,
											new TimeOfDay(2, 0))),
							List.of(SpecialPeriod.openOn(LocalDate.of(2026, 12, 24), new TimeOfDay(8, 0),
									new TimeOfDay(12, 0))))),
					List.of(new FieldChange("Regular hours", "Monday 8:00 to 17:00",
							"Monday 9:00 to 17:00; Friday 22:00 to Saturday 2:00"),
							new FieldChange("Hours on 2026-12-24", "closed all day", "open 8:00 to 12:00"))),
			new Sample(new ProfileChange.CreatePost("Rye on Fridays"),
					List.of(new FieldChange("New post", "(none)", "Rye on Fridays"))),
			new Sample(new ProfileChange.UpdatePost("p1", "Fresh rye"),
					List.of(new FieldChange("Post text", "Fresh bread", "Fresh rye"))),
			new Sample(new ProfileChange.DeletePost("p1"),
					List.of(new FieldChange("Post", "Fresh bread", "(deleted)"))),
			new Sample(
					new ProfileChange.CreateMedia(new NewMedia(MediaFormat.PHOTO, MediaCategory.FOOD_AND_DRINK,
							"https://img.example/new.jpg", "Loaves")),
					List.of(new FieldChange("New photo", "(none)",
							"Food and drink from https://img.example/new.jpg: Loaves"))),
			new Sample(new ProfileChange.UpdateMedia("m1", MediaCategory.EXTERIOR, "Shop front"),
					List.of(new FieldChange("Where the photo shows", "Cover", "Exterior"),
							new FieldChange("Photo description", "Front", "Shop front"))),
			new Sample(new ProfileChange.DeleteMedia("m1"),
					List.of(new FieldChange("Photo or video", "Photo, Cover: Front", "(deleted)"))),
			new Sample(new ChangeServices(ServicesOperation.ADD, List.of(ServiceItem.freeForm("Bread classes"))),
					List.of(new FieldChange("Services", "Catering, Wedding cakes",
							"Catering, Wedding cakes, Bread classes"))),
			new Sample(new ChangeServices(ServicesOperation.REMOVE, List.of(ServiceItem.freeForm("Catering"))),
					List.of(new FieldChange("Services", "Catering, Wedding cakes", "Wedding cakes"))),
			new Sample(new ChangeServices(ServicesOperation.REPLACE, List.of(ServiceItem.freeForm("Catering"))),
					List.of(new FieldChange("Services", "Catering, Wedding cakes", "Catering"))),
			new Sample(new ProfileChange.SetAttributes(List.of(new AttributeValue("has_wifi", false))),
					List.of(new FieldChange("Wi-Fi", "yes", "no"))),
			new Sample(new ProfileChange.CreateLink("ORDER", "https://order2.example", true),
					List.of(new FieldChange("New action link", "(none)", "Order: https://order2.example (preferred)"))),
			new Sample(new ProfileChange.UpdateLink("l1", "https://order3.example", false),
					List.of(new FieldChange("Link address", "https://order.example", "https://order3.example"),
							new FieldChange("Preferred link", "yes", "no"))),
			new Sample(new ProfileChange.DeleteLink("l1"),
					List.of(new FieldChange("Action link", "Order: https://order.example", "(deleted)"))),
			new Sample(new ProfileChange.ReplyReview("r1", "Thank you, Ann"),
					List.of(new FieldChange("Reply to the review by Ann", "Thanks", "Thank you, Ann"))),
			new Sample(new ProfileChange.DeleteReply("r1"),
					List.of(new FieldChange("Reply to the review by Ann", "Thanks", "(deleted)"))));

	static Stream<Sample> samples() {
		return SAMPLES.stream();
	}

	@Test
	void there_is_a_sample_of_every_kind_of_change() {
		assertThat(SAMPLES.stream().<Class<?>>map(sample -> sample.change().getClass()).distinct())
			.containsExactlyInAnyOrder(ProfileChange.class.getPermittedSubclasses());
	}

	@ParameterizedTest
	@MethodSource("samples")
	void a_change_shows_its_fields_before_and_after_in_plain_words(Sample sample) {
		assertThat(sample.change().changes(NOW)).containsExactlyElementsOf(sample.expected());
	}

	@ParameterizedTest
	@MethodSource("samples")
	void neither_the_fields_nor_the_summary_hold_json_record_text_or_codes(Sample sample) {
		String fields = sample.change()
			.changes(NOW)
			.stream()
			.map(field -> field.label() + " | " + field.before() + " | " + field.after())
			.collect(Collectors.joining("\n"));
		for (String text : List.of(fields, sample.change().describe())) {
			assertThat(text).doesNotContain("{", "}", "[", "]", "=", "$");
			for (Class<?> kind : ProfileChange.class.getPermittedSubclasses()) {
				assertThat(text).doesNotContain(kind.getSimpleName());
			}
			for (String name : TYPE_NAMES) {
				assertThat(text).doesNotContain(name);
			}
		}
		assertThat(fields).doesNotContain("_");
	}

	@Test
	void what_the_profile_lacks_shows_as_none_rather_than_failing() {
		CurrentProfile empty = new Fixed(NOW.location(), null, null, null, List.of(), List.of(), List.of());

		assertThat(new ProfileChange.DeletePost("p9").changes(empty))
			.containsExactly(new FieldChange("Post", "(none)", "(deleted)"));
		assertThat(new ProfileChange.SetAttributes(List.of(new AttributeValue("has_seating", true))).changes(empty))
			.containsExactly(new FieldChange("Has seating", "(not set)", "yes"));
	}

	/** A profile whose parts are given. */
	private record Fixed(ProfileLocation location, Post post, MediaItem media, GbpReview review, List<Service> services,
			List<Attribute> attributes, List<ActionLink> links) implements CurrentProfile {

		@Override
		public Optional<Post> post(String postId) {
			return Optional.ofNullable(post).filter(found -> found.postId().equals(postId));
		}

		@Override
		public Optional<MediaItem> media(String mediaId) {
			return Optional.ofNullable(media).filter(found -> found.mediaId().equals(mediaId));
		}

		@Override
		public Optional<GbpReview> review(String reviewId) {
			return Optional.ofNullable(review).filter(found -> found.reviewId().equals(reviewId));
		}

	}

}
