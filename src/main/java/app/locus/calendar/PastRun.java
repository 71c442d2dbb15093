package app.locus.calendar;

import java.time.LocalDate;

import app.locus.base.WorkspaceId;

/** A run that happened: a stored campaign report. */
public record PastRun(WorkspaceId workspace, String workspaceName, String reportKey, String what, String where,
		LocalDate date, long credits) {

}
