package app.locus.simulator.gbp;

import java.time.LocalDate;
import java.util.List;
import java.util.Locale;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.Call;
import app.locus.simulator.api.Json;
import app.locus.simulator.api.Params;
import app.locus.simulator.api.Result;
import app.locus.simulator.api.Router;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.state.Noise;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * Performance: {@code metrics} ({@code metrics} comma list, default all;
 * {@code start_date}/{@code end_date}, default the last 30 days with data). Daily values
 * exist for about 18 months back and stop 3 days before today; days outside are left out.
 * Values are deterministic: a level per place and metric, a weekly rhythm, a season and a
 * slow growth.
 */
final class GbpMetricsEndpoints {

	static final List<String> METRICS = List.of("BUSINESS_IMPRESSIONS_DESKTOP_MAPS",
			"BUSINESS_IMPRESSIONS_DESKTOP_SEARCH", "BUSINESS_IMPRESSIONS_MOBILE_MAPS",
			"BUSINESS_IMPRESSIONS_MOBILE_SEARCH", "BUSINESS_CONVERSATIONS", "BUSINESS_DIRECTION_REQUESTS",
			"CALL_CLICKS", "WEBSITE_CLICKS", "BUSINESS_BOOKINGS", "BUSINESS_FOOD_ORDERS", "BUSINESS_FOOD_MENU_CLICKS");

	static final int HISTORY_MONTHS = 18;

	static final int UNAVAILABLE_DAYS = 3;

	private static final int DEFAULT_DAYS = 30;

	private final GbpAccess access;

	GbpMetricsEndpoints(GbpAccess access) {
		this.access = access;
	}

	void register(Router router, String base) {
		router.post(base + "metrics", this::metrics);
	}

	private Result metrics(Call call) {
		GbpProfile profile = access.read(call);
		Params params = call.params();
		List<String> names = params.list("metrics").stream().map(m -> m.toUpperCase(Locale.ROOT)).toList();
		for (String name : names) {
			if (!METRICS.contains(name)) {
				throw ApiException.invalid("metrics", name + " is not a metric (" + String.join(", ", METRICS) + ")");
			}
		}
		LocalDate today = SimDates.day(call.now());
		LocalDate first = today.minusMonths(HISTORY_MONTHS);
		LocalDate last = today.minusDays(UNAVAILABLE_DAYS);
		LocalDate end = params.has("end_date") ? params.date("end_date") : last;
		LocalDate start = params.has("start_date") ? params.date("start_date") : end.minusDays(DEFAULT_DAYS - 1);
		if (end.isBefore(start)) {
			throw ApiException.invalid("end_date", "must not be before start_date");
		}
		ObjectNode data = Json.object();
		ArrayNode series = data.putArray("metrics");
		for (String metric : names.isEmpty() ? METRICS : names) {
			ObjectNode item = series.addObject().put("metric", metric);
			ArrayNode values = item.putArray("values");
			for (LocalDate day = start.isBefore(first) ? first : start; !day.isAfter(end)
					&& !day.isAfter(last); day = day.plusDays(1)) {
				values.addObject().put("date", SimDates.date(day)).put("value", value(profile, metric, day));
			}
		}
		return Result.ok(data);
	}

	static long value(GbpProfile profile, String metric, LocalDate day) {
		long place = Noise.of(profile.place().placeId());
		long name = Noise.of(metric);
		double level = metric.contains("IMPRESSIONS") ? 40 + 160 * Noise.unit(place, name)
				: 1 + 14 * Noise.unit(place, name);
		double weekly = 1 + 0.25 * Math.sin(2 * Math.PI * day.getDayOfWeek().getValue() / 7.0);
		double season = 1 + 0.15 * Math.sin(2 * Math.PI * day.getDayOfYear() / 365.0);
		double growth = 1 + 0.0004 * (day.toEpochDay() % 3650);
		double noise = 0.8 + 0.4 * Noise.unit(place, name, day.toEpochDay());
		return Math.round(level * weekly * season * growth * noise);
	}

}
