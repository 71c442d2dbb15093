package app.locus.campaigns;

import java.time.Clock;
import java.time.LocalDate;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

import app.locus.base.WorkspaceId;
import app.locus.calendar.RunSchedule;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.upstream.Lane;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.campaigns.CampaignReport;
import app.locus.upstream.api.locations.LocationSummary;
import app.locus.upstream.api.reports.ReportFilter;
import org.springframework.stereotype.Service;

/**
 * Brings Locus's campaigns in line with the service's campaign report listing (DD050), on
 * the background lane: campaigns made elsewhere (or whose create answer was lost) are
 * added, and a status the service changed (a campaign deactivated for want of credits) is
 * taken over. Runs for the system, not for a person, so it checks no access: callers pass
 * a workspace they got from the sync targets.
 */
@Service
public class CampaignReconciliation {

	private static final ReportFilter CAMPAIGN_INFO = ReportFilter.all()
		.withPage(ListQuery.all()
			.withLimit(Limit.MAX)
			.withFieldmask(Fieldmask.of("campaign_key", "name", "status", "frequency", "start_date", "start_time",
					"locations.*.place_id", "keywords", "grid_size", "radius", "measurement", "date")));

	private final CampaignRepository campaigns;

	private final LocalVisibilityClient client;

	private final Clock clock;

	public CampaignReconciliation(CampaignRepository campaigns, LocalVisibilityClient client, Clock clock) {
		this.campaigns = campaigns;
		this.client = client;
		this.clock = clock;
	}

	/**
	 * Reads the workspace's campaign reports and adds or updates one campaign per
	 * campaign key from its newest report.
	 * @return how many campaigns were added or changed
	 */
	public int reconcile(WorkspaceId workspace) {
		Map<String, CampaignReport> newest = new LinkedHashMap<>();
		client.campaigns()
			.streamReports(workspace, Lane.BACKGROUND, CAMPAIGN_INFO)
			.filter(report -> report.campaignKey() != null)
			.forEach(report -> newest.merge(report.campaignKey(), report,
					(a, b) -> Comparator.comparing(CampaignReconciliation::date).compare(a, b) >= 0 ? a : b));
		int changed = 0;
		for (CampaignReport report : newest.values()) {
			Optional<Campaign> campaign = campaign(report);
			if (campaign.isPresent() && campaigns.reconcile(workspace, campaign.get(), clock.instant())) {
				changed++;
			}
		}
		return changed;
	}

	private static LocalDate date(CampaignReport report) {
		return report.date() == null ? LocalDate.MIN : report.date();
	}

	/** The campaign a report describes, or empty when it lacks a field Locus needs. */
	private static Optional<Campaign> campaign(CampaignReport report) {
		List<String> places = report.locations() == null ? List.of()
				: report.locations().stream().map(LocationSummary::placeId).filter(Objects::nonNull).toList();
		boolean complete = report.name() != null && report.status() != null && report.frequency() != null
				&& report.startDate() != null && report.startTime() != null && !places.isEmpty()
				&& report.keywords() != null && !report.keywords().isEmpty() && report.gridSize() != null
				&& report.radius() != null && report.measurement() != null;
		if (!complete) {
			return Optional.empty();
		}
		try {
			return Optional.of(new Campaign(CampaignId.random(), CampaignKey.of(report.campaignKey()), report.name(),
					places, report.keywords(), new GridSize(report.gridSize()), report.radius(), report.measurement(),
					new RunSchedule(report.startDate(), report.startTime(), report.frequency()), report.status(),
					Campaign.Origin.REPORTS));
		}
		catch (RuntimeException ex) {
			// a key or grid the client refuses: the report cannot describe a campaign
			return Optional.empty();
		}
	}

}
