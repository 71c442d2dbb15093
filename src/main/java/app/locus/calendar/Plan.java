package app.locus.calendar;

import app.locus.base.WorkspaceId;

/**
 * Something that runs on a schedule: a campaign or a scheduled scan of a workspace.
 *
 * @param id the Locus id of a campaign (for its actions), or the autoscan key
 * @param what what runs, e.g. the campaign's name and its keywords
 * @param where the locations it scans
 * @param status {@link EntryStatus#SCHEDULED}, {@link EntryStatus#PAUSED} or
 * {@link EntryStatus#DEACTIVATED}; finished plans are not planned
 */
public record Plan(WorkspaceId workspace, String workspaceName, EntryKind kind, String id, String what, String where,
		Recurrence schedule, long creditsPerRun, EntryStatus status) {

}
