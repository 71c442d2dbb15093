package app.locus.campaigns;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.Comparator;
import java.util.List;

import app.locus.reports.SyncTarget;
import app.locus.scans.CampaignRunLedger;
import app.locus.scans.OpenCampaignRun;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.reports.ReportFilter;
import org.springframework.stereotype.Component;

/**
 * The workspace sync's step that settles campaign runs whose outcome is unknown (DD193):
 * a run sent by "run now" whose answer was lost, or whose node stopped before it recorded
 * the answer. It reads the campaign report listing, never sends the run again: the
 * campaign's oldest run report dated from the day before the run was sent (time zones)
 * that no other spend claims is the run's. Runs of the last day only are looked for, and
 * the listing is read only when there is one; older ones are left to a person on the
 * unknown-spends page.
 */
@Component
public class CampaignRunReconciliation {

	static final Duration LOOK_BACK = Duration.ofDays(1);

	private static final ReportFilter RUNS = ReportFilter.all()
		.withPage(
				ListQuery.all().withLimit(Limit.MAX).withFieldmask(Fieldmask.of("report_key", "campaign_key", "date")));

	private final CampaignRunLedger ledger;

	private final LocalVisibilityClient client;

	private final Clock clock;

	CampaignRunReconciliation(CampaignRunLedger ledger, LocalVisibilityClient client, Clock clock) {
		this.ledger = ledger;
		this.client = client;
		this.clock = clock;
	}

	/** Settles what it can of the workspace's open runs; how many it settled. */
	public int settle(SyncTarget target) {
		Instant notBefore = clock.instant().minus(LOOK_BACK);
		List<OpenCampaignRun> open = ledger.open(target.agency(), target.workspace())
			.stream()
			.filter(run -> !run.submission().createdAt().isBefore(notBefore))
			.toList();
		if (open.isEmpty()) {
			return 0;
		}
		List<CampaignReport> reports = client.campaigns()
			.streamReports(target.workspace(), Lane.BACKGROUND, RUNS)
			.filter(report -> report.campaignKey() != null && report.reportKey() != null && report.date() != null)
			.sorted(Comparator.comparing(CampaignReport::date))
			.toList();
		int settled = 0;
		for (OpenCampaignRun run : open) {
			// a report another spend claims is skipped for the next one
			if (candidates(run, reports).stream()
				.anyMatch(report -> ledger.found(target.agency(), target.workspace(), run.submission().id(),
						report.reportKey()))) {
				settled++;
			}
		}
		return settled;
	}

	private static List<CampaignReport> candidates(OpenCampaignRun run, List<CampaignReport> reports) {
		LocalDate earliest = run.submission().createdAt().atOffset(ZoneOffset.UTC).toLocalDate().minusDays(1);
		return reports.stream()
			.filter(report -> report.campaignKey().equals(run.campaignKey()))
			.filter(report -> !report.date().isBefore(earliest))
			.toList();
	}

}
