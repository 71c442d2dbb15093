package app.locus.upstream.api.gbp;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.List;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class HoursApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final HoursApi api = new HoursApi(gateway);

	@Test
	void hours_are_read_from_the_location_resource() {
		gateway.answer(ProfileApiTest.LOCATION);

		OpeningHours hours = api.hours(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/location", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(hours.regular()).hasSize(2);
		assertThat(hours.special()).containsExactly(SpecialPeriod.closedOn(LocalDate.of(2026, 12, 25)),
				SpecialPeriod.openOn(LocalDate.of(2026, 12, 24), new TimeOfDay(9, 0), new TimeOfDay(12, 0)));
	}

	@Test
	void regular_hours_are_sent_as_indexed_fields_with_midnight_as_zero_and_end_of_day_as_24() {
		api.update(WORKSPACE, LANE, PLACE, HoursUpdate.regular(List.of(
				RegularPeriod.sameDay(DayOfWeek.MONDAY, TimeOfDay.of(LocalTime.of(9, 5)), new TimeOfDay(17, 30)),
				new RegularPeriod(DayOfWeek.FRIDAY, TimeOfDay.MIDNIGHT, DayOfWeek.FRIDAY, TimeOfDay.END_OF_DAY))));

		assertPost(gateway.onlyCall(), "/v2/gbp/update-hours", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "regular[0][open_day]",
				"MONDAY", "regular[0][open_time][hours]", "9", "regular[0][open_time][minutes]", "5",
				"regular[0][close_day]", "MONDAY", "regular[0][close_time][hours]", "17",
				"regular[0][close_time][minutes]", "30", "regular[1][open_day]", "FRIDAY",
				"regular[1][open_time][hours]", "0", "regular[1][open_time][minutes]", "0", "regular[1][close_day]",
				"FRIDAY", "regular[1][close_time][hours]", "24", "regular[1][close_time][minutes]", "0"));
	}

	@Test
	void special_hours_alone_leave_regular_hours_out_and_use_spec_dates() {
		api.update(WORKSPACE, LANE, PLACE,
				HoursUpdate.special(List.of(SpecialPeriod.closedOn(LocalDate.of(2026, 12, 25)),
						SpecialPeriod.openOn(LocalDate.of(2026, 12, 24), new TimeOfDay(9, 0), new TimeOfDay(12, 0)))));

		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "special[0][date]",
				"12/25/2026", "special[0][closed]", "true", "special[1][date]", "12/24/2026",
				"special[1][open_time][hours]", "9", "special[1][open_time][minutes]", "0",
				"special[1][close_time][hours]", "12", "special[1][close_time][minutes]", "0"));
	}

	@Test
	void impossible_times_and_empty_updates_are_refused() {
		assertThatThrownBy(() -> new TimeOfDay(24, 30)).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> new TimeOfDay(9, 60)).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> new HoursUpdate(List.of(), List.of())).hasMessageContaining("regular or special");
		assertThatThrownBy(() -> SpecialPeriod.openOn(LocalDate.of(2026, 1, 1), null, null))
			.isInstanceOf(ValidationException.class);
	}

}
