package app.locus.simulator.gbp;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * {@code update-hours}: {@code regular[n][...]} replaces the regular hours; each
 * {@code special[n][date]} replaces the special hours of that date only (other dates and
 * the regular hours stay); {@code clear=regular|special} empties them. Hours 0 is
 * midnight; a period running to the end of the day closes at 24:00, which is never an
 * opening time.
 */
final class GbpHoursEndpoints {

	private static final Set<String> DAYS = Set.of("MONDAY", "TUESDAY", "WEDNESDAY", "THURSDAY", "FRIDAY", "SATURDAY",
			"SUNDAY");

	private record Time(int hours, int minutes) {

		int minuteOfDay() {
			return hours * 60 + minutes;
		}

	}

	private final GbpAccess access;

	GbpHoursEndpoints(GbpAccess access) {
		this.access = access;
	}

	void register(Router router, String base) {
		router.post(base + "update-hours", this::updateHours);
	}

	private Result updateHours(Call call) {
		GbpProfile profile = access.write(call);
		Params params = call.params();
		JsonNode regular = params.nested("regular");
		JsonNode special = params.nested("special");
		List<String> clear = params.list("clear");
		if (regular == null && special == null && clear.isEmpty()) {
			throw ApiException.missing("regular or special");
		}
		for (String field : clear) {
			if (!field.equals("regular") && !field.equals("special")) {
				throw ApiException.invalid("clear", "may name regular and special only");
			}
		}
		List<GbpProfile.Period> periods = regular == null ? null : regular(regular);
		Map<LocalDate, List<GbpProfile.SpecialPeriod>> dates = special == null ? Map.of() : special(special);
		if (clear.contains("regular")) {
			profile.regularHours.clear();
		}
		if (clear.contains("special")) {
			profile.specialHours.clear();
		}
		if (periods != null) {
			profile.regularHours.clear();
			profile.regularHours.addAll(periods);
		}
		profile.specialHours.putAll(dates);
		return GbpProfileEndpoints.locationAnswer(profile);
	}

	private static List<GbpProfile.Period> regular(JsonNode items) {
		List<GbpProfile.Period> periods = new ArrayList<>();
		for (int i = 0; i < items.size(); i++) {
			String label = "regular[" + i + "]";
			JsonNode item = items.get(i);
			String openDay = day(item, label, "open_day");
			String closeDay = item.hasNonNull("close_day") ? day(item, label, "close_day") : openDay;
			Time open = time(item, label, "open_time", false);
			Time close = time(item, label, "close_time", true);
			if (openDay.equals(closeDay) && close.minuteOfDay() <= open.minuteOfDay()) {
				throw ApiException.invalid(label + "[close_time]", "must be after the opening time on the same day");
			}
			periods.add(new GbpProfile.Period(openDay, open.hours, open.minutes, closeDay, close.hours, close.minutes));
		}
		return periods;
	}

	private static Map<LocalDate, List<GbpProfile.SpecialPeriod>> special(JsonNode items) {
		Map<LocalDate, List<GbpProfile.SpecialPeriod>> dates = new LinkedHashMap<>();
		for (int i = 0; i < items.size(); i++) {
			String label = "special[" + i + "]";
			JsonNode item = items.get(i);
			LocalDate date = SimDates.parseDate(item.path("date").asText(null));
			if (date == null) {
				throw ApiException.invalid(label + "[date]", "must be a date in MM/DD/YYYY form");
			}
			boolean closed = item.path("closed").asText("false").equalsIgnoreCase("true")
					|| item.path("closed").asText("").equals("1");
			GbpProfile.SpecialPeriod period;
			if (closed) {
				period = new GbpProfile.SpecialPeriod(date, true, 0, 0, 0, 0);
			}
			else {
				Time open = time(item, label, "open_time", false);
				Time close = time(item, label, "close_time", true);
				if (close.minuteOfDay() <= open.minuteOfDay()) {
					throw ApiException.invalid(label + "[close_time]", "must be after the opening time");
				}
				period = new GbpProfile.SpecialPeriod(date, false, open.hours, open.minutes, close.hours,
						close.minutes);
			}
			dates.computeIfAbsent(date, d -> new ArrayList<>()).add(period);
		}
		return dates;
	}

	private static String day(JsonNode item, String label, String field) {
		String day = item.path(field).asText("").toUpperCase(Locale.ROOT);
		if (!DAYS.contains(day)) {
			throw ApiException.invalid(label + "[" + field + "]", "must be a day name such as MONDAY");
		}
		return day;
	}

	private static Time time(JsonNode item, String label, String field, boolean closing) {
		JsonNode time = item.path(field);
		String name = label + "[" + field + "]";
		int hours = number(time.path("hours"), name + "[hours]", 0, 24, null);
		int minutes = number(time.path("minutes"), name + "[minutes]", 0, 59, 0);
		if (hours == 24 && (!closing || minutes != 0)) {
			throw ApiException.invalid(name, closing ? "24 must be 24:00 exactly" : "cannot open at 24; use 0");
		}
		return new Time(hours, minutes);
	}

	private static int number(JsonNode node, String name, int min, int max, Integer absent) {
		if (node.isMissingNode() || node.asText().isBlank()) {
			if (absent == null) {
				throw ApiException.missing(name);
			}
			return absent;
		}
		try {
			int value = Integer.parseInt(node.asText().trim());
			if (value < min || value > max) {
				throw ApiException.invalid(name, "must be from " + min + " to " + max);
			}
			return value;
		}
		catch (NumberFormatException ex) {
			throw ApiException.invalid(name, "must be a whole number");
		}
	}

}
