package app.locus.businessprofile;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import app.locus.businessprofile.ProfileChange.ChangeServices;
import app.locus.businessprofile.ProfileChange.ChangeServices.ServicesOperation;
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
import app.locus.upstream.api.gbp.SpecialPeriod;
import app.locus.upstream.api.gbp.TimeOfDay;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

class ProfileChangeJsonTest {

	static Stream<ProfileChange> everyKindOfChange() {
		return Stream.of(new ProfileChange.UpdateLocation(
				ProfileUpdate.merge().set(ProfileField.TITLE, "Blue Bottle").clear(ProfileField.WEBSITE).replacing()),
				new ProfileChange.UpdateStatus(OpenStatus.CLOSED_PERMANENTLY),
				new ProfileChange.UpdateHours(new HoursUpdate(
						List.of(new RegularPeriod(DayOfWeek.FRIDAY, new TimeOfDay(22, 0), DayOfWeek.SATURDAY,
								TimeOfDay.MIDNIGHT),
								RegularPeriod.sameDay(DayOfWeek.MONDAY, TimeOfDay.MIDNIGHT, TimeOfDay.END_OF_DAY)),
						List.of(SpecialPeriod.closedOn(LocalDate.of(2026, 12, 25)),
								SpecialPeriod.openOn(LocalDate.of(2026, 12, 24), new TimeOfDay(8, 30),
										new TimeOfDay(12, 0))))),
				new ProfileChange.CreatePost("Fresh bread"), new ProfileChange.UpdatePost("p1", "Rye"),
				new ProfileChange.DeletePost("p1"),
				new ProfileChange.CreateMedia(
						new NewMedia(MediaFormat.PHOTO, MediaCategory.COVER, "https://img.example/a.jpg", "Front")),
				new ProfileChange.UpdateMedia("m1", MediaCategory.INTERIOR, null), new ProfileChange.DeleteMedia("m1"),
				new ChangeServices(ServicesOperation.REPLACE,
						List.of(ServiceItem.freeForm("Catering"), ServiceItem.structured("job_type_id:bakery"))),
				new ProfileChange.SetAttributes(List.of(new AttributeValue("has_wifi", false))),
				new ProfileChange.CreateLink("ORDER", "https://order.example", true),
				new ProfileChange.UpdateLink("l1", null, false), new ProfileChange.DeleteLink("l1"),
				new ProfileChange.ReplyReview("r1", "Thank you"), new ProfileChange.DeleteReply("r1"));
	}

	@ParameterizedTest
	@MethodSource("everyKindOfChange")
	void a_stored_change_reads_back_as_the_same_change(ProfileChange change) {
		String json = ProfileChangeJson.write(change);

		assertThat(ProfileChangeJson.read(json)).isEqualTo(change);
		assertThat(json).contains("\"type\":\"");
	}

}
