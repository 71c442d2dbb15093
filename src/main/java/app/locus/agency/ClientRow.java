package app.locus.agency;

import java.time.LocalDate;
import java.time.LocalDateTime;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * One client workspace on the agency overview (DD134), all from stored data.
 *
 * @param lastScan the date of the newest stored scan report
 * @param nextRun the next scheduled run (campaign or scheduled scan) in the agency's zone
 * @param spentThisMonth manual scans and campaign runs this month, as the budget counts
 * them (DD051)
 * @param budget the monthly budget, null when none is set
 * @param runOut the day the credits of the client's account run out, null when unknown or
 * when they last past the forecast's horizon
 * @param failedScans scans the service refused in the last
 * {@link AgencyOverviewService#FAILED_DAYS} days
 * @param unknownScans scans whose outcome is unknown and still to settle
 * @param brokenKeys API keys whose last call failed and OAuth connections that need
 * reconnecting
 */
public record ClientRow(WorkspaceId workspace, String name, Visibility solv, Visibility saiv,
		@Nullable LocalDate lastScan, @Nullable LocalDateTime nextRun, long spentThisMonth, @Nullable Long budget,
		@Nullable LocalDate runOut, boolean runsOutBeforeRenewal, int guardAlerts, int pendingApprovals,
		int failedScans, int unknownScans, int brokenKeys) {

}
