package app.locus.reports;

import java.time.Clock;

import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportRepository.ScanTraits;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignsApi;
import app.locus.upstream.api.reports.ReportsApi;
import org.springframework.stereotype.Component;

/**
 * Fetches one report in full from the service: a scan with its data points, every other
 * type with all its fields. One call per report.
 */
@Component
class ReportFetcher {

	private final ReportsApi reports;

	private final CampaignsApi campaigns;

	private final ReportRows rows;

	ReportFetcher(LocalVisibilityClient client, Clock clock) {
		this.reports = client.reports();
		this.campaigns = client.campaigns();
		this.rows = new ReportRows(clock);
	}

	/**
	 * @param scan what a competitor report borrows from its stored scan (may be null)
	 * @throws NotFoundException when the service has no such report for this workspace,
	 * or has not finished it yet
	 */
	NewReport fetch(WorkspaceId workspace, Lane lane, ReportType type, ReportKey key, ScanTraits scan) {
		try {
			NewReport row = switch (type) {
				case SCAN -> rows.scan(reports.scanReport(workspace, lane, key, ReportFieldmasks.SCAN_DETAIL), true);
				case COMPETITOR -> rows.competitor(reports.competitorReport(workspace, lane, key, null), scan, true);
				case TREND -> rows.trend(reports.trendReport(workspace, lane, key, null), true);
				case LOCATION -> rows.location(reports.locationReport(workspace, lane, key, null));
				case KEYWORD -> rows.keyword(reports.keywordReport(workspace, lane, key, null));
				case CAMPAIGN -> rows.campaign(campaigns.report(workspace, lane, key, null), true);
			};
			if (row == null || !row.card().key().equals(key)) {
				throw new NotFoundException("report");
			}
			return row;
		}
		catch (UpstreamException.NotFound | UpstreamException.NotReady ex) {
			// A report still being made is "not there yet" to every caller, as before it
			// is finished (the polling policy asks again, the sync on its next round).
			throw new NotFoundException("report");
		}
	}

}
