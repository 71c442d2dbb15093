package app.locus.upstream.api.gbp;

import java.util.List;

import app.locus.base.ValidationException;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.SpecDates;

/**
 * New opening hours. Regular periods replace the weekly hours; leaving them empty leaves
 * the weekly hours untouched (so an update of special dates only is safe). Special
 * periods are written date by date.
 */
public record HoursUpdate(List<RegularPeriod> regular, List<SpecialPeriod> special) {

	public HoursUpdate {
		regular = regular == null ? List.of() : List.copyOf(regular);
		special = special == null ? List.of() : List.copyOf(special);
		if (regular.isEmpty() && special.isEmpty()) {
			throw ValidationException.of("hours", "Enter regular or special hours to change.");
		}
	}

	public static HoursUpdate regular(List<RegularPeriod> periods) {
		return new HoursUpdate(periods, List.of());
	}

	public static HoursUpdate special(List<SpecialPeriod> periods) {
		return new HoursUpdate(List.of(), periods);
	}

	FormBody addTo(FormBody body) {
		for (int i = 0; i < regular.size(); i++) {
			RegularPeriod period = regular.get(i);
			body.add(GbpForms.field("regular", i, "open_day"), period.openDay().name());
			addTime(body, GbpForms.field("regular", i, "open_time"), period.openTime());
			body.add(GbpForms.field("regular", i, "close_day"), period.closeDay().name());
			addTime(body, GbpForms.field("regular", i, "close_time"), period.closeTime());
		}
		for (int i = 0; i < special.size(); i++) {
			SpecialPeriod period = special.get(i);
			body.add(GbpForms.field("special", i, "date"), SpecDates.formatDate(period.date()));
			if (period.closed()) {
				body.add(GbpForms.field("special", i, "closed"), "true");
			}
			else {
				addTime(body, GbpForms.field("special", i, "open_time"), period.openTime());
				addTime(body, GbpForms.field("special", i, "close_time"), period.closeTime());
			}
		}
		return body;
	}

	private static void addTime(FormBody body, String prefix, TimeOfDay time) {
		body.add(prefix + "[hours]", time.hours()).add(prefix + "[minutes]", time.minutes());
	}

}
