package app.locus.campaigns;

import java.util.List;
import java.util.Optional;

import app.locus.base.NotFoundException;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.repository.CampaignRepository;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportLinks;
import app.locus.reports.ReportService;
import app.locus.reports.ReportType;
import app.locus.reports.SyncResult;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.ReportKey;
import org.springframework.stereotype.Service;

/**
 * The reports of a campaign's runs (DD058): the list from the stored reports, and one
 * run's report, fetched once through the gateway (the long timeout class) and kept, since
 * a campaign report never changes (DD040). A campaign or report of another workspace, or
 * a report of another campaign, is "not found".
 */
@Service
public class CampaignReportService {

	private final WorkspaceAccess access;

	private final CostVisibility costs;

	private final CampaignRepository campaigns;

	private final ReportService reports;

	private final ReportLinks links;

	CampaignReportService(WorkspaceAccess access, CostVisibility costs, CampaignRepository campaigns,
			ReportService reports, ReportLinks links) {
		this.access = access;
		this.costs = costs;
		this.campaigns = campaigns;
		this.reports = reports;
		this.links = links;
	}

	/** The campaign whose reports are shown. */
	public Campaign campaign(WorkspaceId workspace, CampaignId id) {
		access.requireRead(workspace);
		return find(workspace, id);
	}

	/** The stored reports of the campaign's runs, newest first. */
	public List<ReportCard> runs(WorkspaceId workspace, CampaignId id) {
		access.requireRead(workspace);
		return reports.campaignRuns(workspace, find(workspace, id).key());
	}

	/**
	 * One run's report with its results for every location and keyword; the first view
	 * fetches it from the service and stores it.
	 * @throws NotFoundException when the report is not one of this campaign's
	 */
	public CampaignRunReport report(WorkspaceId workspace, CampaignId id, ReportKey key) {
		access.requireRead(workspace);
		Campaign campaign = find(workspace, id);
		return assemble(workspace, campaign, reports.detailWithDataPoints(workspace, ReportType.CAMPAIGN, key));
	}

	/**
	 * The run's report as far as it is stored, without calling the service, so a page can
	 * open at once: empty when the report is not stored yet, and not
	 * {@link CampaignRunReport#complete() complete} when its results were never fetched.
	 * @throws NotFoundException when the campaign is not this workspace's, or the report
	 * is another campaign's
	 */
	public Optional<CampaignRunReport> storedReport(WorkspaceId workspace, CampaignId id, ReportKey key) {
		access.requireRead(workspace);
		Campaign campaign = find(workspace, id);
		ReportDetail detail;
		try {
			detail = reports.detail(workspace, ReportType.CAMPAIGN, key);
		}
		catch (NotFoundException notStoredYet) {
			return Optional.empty();
		}
		return Optional.of(assemble(workspace, campaign, detail));
	}

	private CampaignRunReport assemble(WorkspaceId workspace, Campaign campaign, ReportDetail detail) {
		if (!campaign.key().value().equals(detail.card().campaignKey())) {
			throw new NotFoundException("report");
		}
		return new CampaignRunReport(campaign, detail.card(), detail.asCampaign(),
				reports.campaignScans(workspace, campaign.key()),
				links.dashboardLink(workspace, ReportType.CAMPAIGN, detail.card().key()), detail.fetchedAt() != null);
	}

	/**
	 * Reads the workspace's new reports from the service now, new campaign runs among
	 * them (agency staff only).
	 */
	public SyncResult checkForNewRuns(WorkspaceId workspace) {
		return reports.syncNow(workspace);
	}

	/** Whether this person may ask for new runs (agency staff, not client viewers). */
	public boolean mayCheckForNewRuns(WorkspaceId workspace) {
		return access.requireRead(workspace).role().canWrite();
	}

	/** The campaign, without its credits for a person who may not see costs (DD159). */
	private Campaign find(WorkspaceId workspace, CampaignId id) {
		Campaign found = campaigns.find(workspace, id).orElseThrow(() -> new NotFoundException("campaign"));
		return costs.shown(workspace) ? found : found.withoutCredits();
	}

}
