package app.locus.calendar;

import java.time.LocalDate;
import java.time.LocalTime;
import java.util.OptionalLong;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * One run on the calendar, on a local date of the agency's zone.
 *
 * @param id the campaign's Locus id or autoscan key of a planned run, the report key of a
 * past one
 * @param time the local wall-clock time, null for a past run (reports carry a date only)
 * @param credits what the run spends (or spent), empty for a person who may not see costs
 * (DD159)
 */
public record CalendarEntry(WorkspaceId workspace, String workspaceName, EntryKind kind, String id, String what,
		String where, LocalDate date, @Nullable LocalTime time, OptionalLong credits, EntryStatus status) {

	/** The same run without its credits, for a person who may not see costs. */
	public CalendarEntry withoutCredits() {
		return new CalendarEntry(workspace, workspaceName, kind, id, what, where, date, time, OptionalLong.empty(),
				status);
	}

	/** The same run in another state (a planned run whose time has passed is due). */
	public CalendarEntry withStatus(EntryStatus changed) {
		return new CalendarEntry(workspace, workspaceName, kind, id, what, where, date, time, credits, changed);
	}

}
