package app.locus.simulator.campaigns;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import app.locus.simulator.api.ApiException;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.scans.Reports;
import app.locus.simulator.scans.ScanReport;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.SimConfig;
import app.locus.simulator.state.SimKeys;
import app.locus.simulator.state.Timeline;

/**
 * All campaigns and their schedule. A run (manual or scheduled) pays locations × keywords
 * × gridSize² credits when it starts and finishes after the configured delay. A scheduled
 * run that finds too few credits deactivates the campaign instead; a manual run answers
 * 402.
 */
public final class Campaigns implements Timeline.Schedule {

	private final List<Campaign> campaigns = new ArrayList<>();

	private final Reports reports;

	private final SimKeys keys;

	private final Timeline timeline;

	private final SimConfig config;

	public Campaigns(Reports reports, SimKeys keys, Timeline timeline, SimConfig config) {
		this.reports = reports;
		this.keys = keys;
		this.timeline = timeline;
		this.config = config;
		timeline.add(this);
	}

	public Campaign create(SimAccount account, String name, List<Place> places, List<String> keywords,
			Campaign.Grid grid, Frequency frequency, LocalDate startDate, LocalTime startTime, Instant now) {
		Instant start = SimDates.startOfDay(startDate).plusSeconds(startTime.toSecondOfDay());
		Instant first = start.isBefore(now) ? now : start;
		Campaign campaign = new Campaign(keys.next(), account, name, places, keywords, grid, frequency, startDate,
				startTime, first);
		campaigns.add(campaign);
		return campaign;
	}

	public Optional<Campaign> find(SimAccount account, String key) {
		return campaigns.stream().filter(c -> c.account() == account && c.key().equals(key)).findFirst();
	}

	/** The account's finished runs, newest first. */
	public List<CampaignRun> runs(SimAccount account) {
		return campaigns.stream()
			.filter(c -> c.account() == account)
			.flatMap(c -> c.runs().stream())
			.sorted(Comparator.comparing(CampaignRun::completedAt).reversed())
			.toList();
	}

	public Optional<CampaignRun> run(SimAccount account, String reportKey) {
		return runs(account).stream().filter(r -> r.key().equals(reportKey)).findFirst();
	}

	/** Runs the campaign now, whatever its schedule; 402 when the balance is short. */
	public void runNow(Campaign campaign, Instant now) {
		start(campaign, now);
	}

	public void pause(Campaign campaign) {
		require(campaign, Campaign.Status.ACTIVE, "is not active");
		campaign.status(Campaign.Status.PAUSED);
	}

	public void resume(Campaign campaign, Instant now) {
		require(campaign, Campaign.Status.PAUSED, "is not paused");
		restart(campaign, now);
	}

	/**
	 * Restarts a campaign deactivated for lack of credits; 402 if they are still short.
	 */
	public void reactivate(Campaign campaign, Instant now) {
		require(campaign, Campaign.Status.DEACTIVATED, "was not deactivated");
		if (!campaign.account().canAfford(campaign.costPerRun())) {
			throw ApiException.insufficientCredits(campaign.costPerRun(), campaign.account().balance());
		}
		restart(campaign, now);
	}

	@Override
	public Instant nextDue() {
		return Timeline.Schedule.earliest(campaigns, Campaign::nextRun);
	}

	@Override
	public void fire(Instant at) {
		for (Campaign campaign : campaigns) {
			if (at.equals(campaign.nextRun())) {
				scheduledRun(campaign, at);
			}
		}
	}

	private void scheduledRun(Campaign campaign, Instant at) {
		if (!campaign.account().canAfford(campaign.costPerRun())) {
			campaign.status(Campaign.Status.DEACTIVATED);
			return;
		}
		start(campaign, at);
		Instant next = campaign.frequency().after(at);
		campaign.nextRun(next);
		if (next == null) {
			campaign.status(Campaign.Status.COMPLETED);
		}
	}

	private void start(Campaign campaign, Instant at) {
		long cost = campaign.costPerRun();
		campaign.account().charge(cost, SimAccount.Use.CAMPAIGN_SCAN, campaign.scansPerRun(), at);
		campaign.lastRun(at);
		campaign.runStarted();
		String key = keys.next();
		Instant done = at.plus(config.pendingDelay());
		timeline.at(done, () -> finish(campaign, key, at, done, cost));
	}

	private void finish(Campaign campaign, String key, Instant started, Instant done, long cost) {
		List<ScanReport> scans = new ArrayList<>();
		for (Place place : campaign.places()) {
			for (String keyword : campaign.keywords()) {
				scans.add(reports.complete(campaign.account(), campaign.settings(place, keyword), place,
						ScanReport.Origin.CAMPAIGN, campaign.key(), done));
			}
		}
		campaign.addRun(new CampaignRun(key, campaign, started, done, List.copyOf(scans), cost));
		campaign.runFinished();
	}

	/**
	 * Changes a campaign's settings, keywords or locations; refused (400) while a run is
	 * underway, and a settings change of an active campaign moves its next run to the new
	 * schedule.
	 */
	public void update(Campaign campaign, CampaignUpdate update, Instant now) {
		if (campaign.running()) {
			throw ApiException.badRequest("Campaign " + campaign.key() + " cannot be modified while it is running");
		}
		update.applyTo(campaign);
		if (campaign.status() == Campaign.Status.ACTIVE) {
			restart(campaign, now);
		}
	}

	private void restart(Campaign campaign, Instant now) {
		Instant anchor = SimDates.startOfDay(campaign.startDate()).plusSeconds(campaign.startTime().toSecondOfDay());
		Instant next = campaign.frequency().firstFrom(anchor, now);
		campaign.nextRun(next);
		campaign.status(next == null ? Campaign.Status.COMPLETED : Campaign.Status.ACTIVE);
	}

	private static void require(Campaign campaign, Campaign.Status expected, String problem) {
		if (campaign.status() != expected) {
			throw ApiException.badRequest(
					"Campaign " + campaign.key() + " " + problem + " (status " + campaign.status().code() + ")");
		}
	}

}
