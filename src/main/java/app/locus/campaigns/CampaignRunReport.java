package app.locus.campaigns;

import java.util.List;
import java.util.Optional;

import app.locus.reports.ReportCard;
import app.locus.upstream.api.campaigns.CampaignReport;

/**
 * The report of one run of a campaign: its consolidated results for every location and
 * keyword with their movement, the stored scan reports of the campaign, and the vendor
 * dashboard's page when this person may see it.
 *
 * @param complete false while only the listing's card is stored: the results come with
 * the run's first full fetch
 */
public record CampaignRunReport(Campaign campaign, ReportCard card, CampaignReport report, List<ReportCard> scans,
		Optional<String> dashboardUrl, boolean complete) {

	public CampaignRunReport {
		scans = List.copyOf(scans);
	}

}
