package app.locus.simulator.campaigns;

import java.time.Instant;
import java.util.List;

import app.locus.simulator.scans.ScanReport;

/**
 * One finished run of a campaign: its report key, when it started and finished, its scans
 * and what it cost.
 */
public record CampaignRun(String key, Campaign campaign, Instant startedAt, Instant completedAt, List<ScanReport> scans,
		long credits) {

	/** The run before this one in its campaign, or null for the first. */
	public CampaignRun previous() {
		List<CampaignRun> runs = campaign.runs();
		int index = runs.indexOf(this);
		return index > 0 ? runs.get(index - 1) : null;
	}

}
