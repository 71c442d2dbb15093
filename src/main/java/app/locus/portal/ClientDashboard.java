package app.locus.portal;

import java.util.List;

import app.locus.businessprofile.Proposal;
import app.locus.calendar.CalendarEntry;
import app.locus.reports.ReportCard;

/**
 * What a client sees at a glance in one workspace, all from stored read models.
 *
 * @param standings newest scan per keyword, location and platform, with movement
 * @param heatmaps the newest scans that have a heatmap thumbnail
 * @param upcoming planned runs from today on, soonest first
 * @param proposals business-profile changes waiting for the client's approval
 */
public record ClientDashboard(String workspaceName, List<KeywordStanding> standings, List<ReportCard> heatmaps,
		List<CalendarEntry> upcoming, List<Proposal> proposals) {

}
