package app.locus.calendar;

import java.time.LocalDate;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * A run that happened: a stored campaign report.
 *
 * @param campaignId the Locus id of its campaign, null when Locus does not know the
 * campaign (one set up outside Locus)
 */
public record PastRun(WorkspaceId workspace, String workspaceName, @Nullable String campaignId, String reportKey,
		String what, String where, LocalDate date, long credits) {

}
