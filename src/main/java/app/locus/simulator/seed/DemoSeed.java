package app.locus.simulator.seed;

import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.time.temporal.ChronoUnit;
import java.util.List;

import app.locus.simulator.DemoData;
import app.locus.simulator.account.Monitoring;
import app.locus.simulator.api.SimDates;
import app.locus.simulator.campaigns.Autoscans;
import app.locus.simulator.campaigns.Campaign;
import app.locus.simulator.campaigns.Campaigns;
import app.locus.simulator.campaigns.Frequency;
import app.locus.simulator.gbp.GbpDemoContent;
import app.locus.simulator.gbp.GbpProfiles;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.PlaceDirectory;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.scans.Reports;
import app.locus.simulator.scans.ScanReport;
import app.locus.simulator.scans.ScanSettings;
import app.locus.simulator.state.AccountRegistry;
import app.locus.simulator.state.Noise;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.SimKeys;
import app.locus.simulator.state.Timeline;

/**
 * Plants the demo accounts and their history so that it ends at the clock's "now": the
 * past scans, campaign runs and autoscan runs are put on the timeline at their own
 * instants and played forward, exactly as if the service had run them; balances are then
 * set to the advertised amounts and the spent counters cleared.
 */
public final class DemoSeed {

	/** The parts of the simulator the demo data goes into. */
	public record World(AccountRegistry accounts, PlaceDirectory directory, SavedLocations saved, Reports reports,
			Campaigns campaigns, Autoscans autoscans, GbpProfiles profiles, Monitoring monitoring, Timeline timeline,
			SimKeys keys) {

	}

	private static final int HISTORY_WEEKS = 20;

	/** A year of weekly AI scans (issue 49), planted with keys of their own stream. */
	private static final int AI_HISTORY_WEEKS = 52;

	private static final List<String> AI_ENGINES = List.of("chatgpt", "gemini", "grok", "gaio", "aimode");

	private static final List<String> AI_KEYWORDS = List.of("bakery", "sourdough bread");

	private DemoSeed() {
	}

	public static void plant(World world, Instant now) {
		Instant hour = now.truncatedTo(ChronoUnit.HOURS);
		SimAccount blueBottle = blueBottle(world, hour, now);
		SimAccount harbor = harbor(world, hour);
		SimAccount peak = peak(world);
		world.timeline().catchUp(now);
		world.autoscans()
			.of(blueBottle)
			.stream()
			.filter(a -> a.frequency() == Frequency.MONTHLY)
			.forEach(world.autoscans()::pause);
		blueBottle.setBalance(5_000);
		harbor.setBalance(300);
		peak.setBalance(10_000);
		world.accounts().all().forEach(SimAccount::resetSpent);
	}

	private static SimAccount blueBottle(World world, Instant hour, Instant now) {
		SimAccount account = world.accounts()
			.create(DemoData.BLUE_BOTTLE, "Blue Bottle Bakery", "Agency", 5_000, 50_000);
		world.accounts().addKey(account, DemoData.BLUE_BOTTLE_KEY);
		world.accounts().addKey(account, DemoData.BLUE_BOTTLE_KEY_2);
		Place division = world.directory()
			.register(new Place(DemoData.BLUE_BOTTLE_DIVISION, "google", "Blue Bottle Bakery",
					"3424 SE Division St, Portland, OR 97202, USA", 45.504812, -122.629771, 4.7, 412, "(503) 555-0142",
					"https://www.bluebottlebakery.example", "bakery", "BB-001", true));
		Place alberta = world.directory()
			.register(new Place(DemoData.BLUE_BOTTLE_ALBERTA, "google", "Blue Bottle Bakery - Alberta",
					"1705 NE Alberta St, Portland, OR 97211, USA", 45.559012, -122.648166, 4.6, 238, "(503) 555-0178",
					"https://www.bluebottlebakery.example/alberta", "bakery", "BB-002", true));
		world.saved().save(account, division, true);
		world.saved().save(account, alberta, false);
		GbpDemoContent.bakery(world.profiles().of(division), now, world.keys());
		for (int week = HISTORY_WEEKS; week >= 1; week--) {
			Instant at = hour.minus(Duration.ofDays(7L * week)).plus(Duration.ofMinutes(5));
			manualScan(world, account, division, "bakery", 7, "3", "google", at);
			manualScan(world, account, division, "sourdough bread", 7, "3", "google", at.plus(Duration.ofMinutes(3)));
			if (week % 4 == 0) {
				manualScan(world, account, alberta, "bakery", 7, "3", "google", at.plus(Duration.ofMinutes(6)));
			}
		}
		aiHistory(world, account, division, hour);
		manualScan(world, account, division, "best bakery in portland", 5, "5", "chatgpt",
				hour.minus(Duration.ofDays(15)));
		manualScan(world, account, division, "best bakery in portland", 5, "5", "chatgpt",
				hour.minus(Duration.ofDays(1)));
		LocalDate campaignStart = SimDates.day(hour).minusWeeks(10);
		world.campaigns()
			.create(account, "Portland bakeries weekly", List.of(division, alberta), List.of("bakery", "croissants"),
					new Campaign.Grid(5, "2", "mi", "google"), Frequency.WEEKLY, campaignStart, LocalTime.of(9, 0),
					SimDates.startOfDay(campaignStart));
		world.autoscans()
			.create(account, "Division coffee & pastries", division,
					settings(division, "coffee and pastries", 7, "2", "google"), Frequency.WEEKLY,
					hour.minus(Duration.ofDays(8 * 7L)).plus(Duration.ofMinutes(30)), false);
		world.autoscans()
			.create(account, "Alberta gluten free monthly", alberta,
					settings(alberta, "gluten free bakery", 5, "2", "google"), Frequency.MONTHLY,
					hour.minus(Duration.ofDays(120)).plus(Duration.ofMinutes(45)), false);
		LocalDate today = SimDates.day(now);
		world.monitoring()
			.add(new Monitoring.Guard(world.keys().next(), account, division, "active", today.minusMonths(5),
					today.minusDays(2), List.of(new Monitoring.Change(today.minusDays(2), "websiteUri",
							"https://www.bluebottlebakery.example", "http://bluebottlebakery.example"))));
		world.monitoring()
			.add(new Monitoring.Guard(world.keys().next(), account, alberta, "alert", today.minusMonths(3),
					today.minusDays(6), List.of(new Monitoring.Change(today.minusDays(6), "title",
							"Blue Bottle Bakery - Alberta", "Blue Bottle Cafe"))));
		world.monitoring()
			.add(new Monitoring.ReviewsAnalysis(world.keys().next(), account, "Blue Bottle reviews monthly",
					today.minusDays(5), List.of(division, alberta), "monthly", 78.4, 91.2));
		return account;
	}

	private static SimAccount harbor(World world, Instant hour) {
		SimAccount account = world.accounts().create(DemoData.HARBOR, "Harbor Dental", "Starter", 500, 5_000);
		world.accounts().addKey(account, DemoData.HARBOR_KEY);
		Place ballard = world.directory()
			.register(new Place(DemoData.HARBOR_BALLARD, "google", "Harbor Dental",
					"1520 NW Market St, Seattle, WA 98107, USA", 47.668712, -122.378992, 4.8, 156, "(206) 555-0117",
					"https://www.harbordental.example", "dentist", "HD-01", true));
		world.saved().save(account, ballard, false);
		for (int week = 3; week >= 1; week--) {
			manualScan(world, account, ballard, "dentist near me", 5, "2", "google",
					hour.minus(Duration.ofDays(7L * week)));
		}
		// A daily campaign that costs more per run (2 × 13² = 338) than the 300 credits
		// the
		// account is left with, so the demo forecasts a run-out before the renewal
		// (DD051).
		// It ran 25 hours and 1 hour before the seeding hour, so the listing shows two
		// runs
		// and the next one, which finds too few credits, is 23 hours away; the renewal, 7
		// to 10 days away, comes after it whatever the date.
		account.setBillingDay(Math.min(28, SimDates.day(hour).plusDays(10).getDayOfMonth()));
		Instant firstRun = hour.minus(Duration.ofHours(25));
		world.campaigns()
			.create(account, "Ballard dentists daily", List.of(ballard),
					List.of("dentist near me", "emergency dentist"), new Campaign.Grid(13, "2", "mi", "google"),
					Frequency.DAILY, SimDates.day(firstRun), LocalTime.ofInstant(firstRun, SimDates.ZONE),
					SimDates.startOfDay(SimDates.day(firstRun)));
		return account;
	}

	private static SimAccount peak(World world) {
		SimAccount account = world.accounts().create(DemoData.PEAK, "Peak Fitness", "Agency Plus", 10_000, 10_000);
		world.accounts().addKey(account, DemoData.PEAK_KEY);
		Place rino = world.directory()
			.register(new Place(DemoData.PEAK_RINO, "google", "Peak Fitness", "2815 Larimer St, Denver, CO 80205, USA",
					39.760143, -104.981324, 4.5, 289, "(303) 555-0190", "https://www.peakfitness.example", "gym", null,
					true));
		world.saved().save(account, rino, true);
		world.profiles().of(rino).voiceOfMerchant(false);
		return account;
	}

	private static void manualScan(World world, SimAccount account, Place place, String keyword, int grid,
			String radius, String platform, Instant at) {
		ScanSettings settings = settings(place, keyword, grid, radius, platform);
		world.timeline().at(at, () -> {
			account.charge(settings.points(), SimAccount.Use.SCAN, 1, at);
			world.reports().complete(account, settings, place, ScanReport.Origin.MANUAL, null, at);
		});
	}

	/**
	 * Every engine asked both map keywords each week for a year. The keys come from a
	 * stream of their own, and both keywords start in the same week, so that every trend
	 * and location report this history makes is keyed from that stream too.
	 */
	private static void aiHistory(World world, SimAccount account, Place place, Instant hour) {
		SimKeys stream = new SimKeys(Noise.of("demo AI history"));
		for (int week = AI_HISTORY_WEEKS; week >= 1; week--) {
			Instant at = hour.minus(Duration.ofDays(7L * week)).plus(Duration.ofMinutes(20));
			for (int engine = 0; engine < AI_ENGINES.size(); engine++) {
				for (int keyword = 0; keyword < AI_KEYWORDS.size(); keyword++) {
					ScanSettings settings = settings(place, AI_KEYWORDS.get(keyword), 5, "3", AI_ENGINES.get(engine));
					Instant scanAt = at.plus(Duration.ofMinutes(2L * (engine * AI_KEYWORDS.size() + keyword)));
					world.timeline().at(scanAt, () -> {
						account.charge(settings.points(), SimAccount.Use.SCAN, 1, scanAt);
						world.reports().complete(stream, account, settings, place, scanAt);
					});
				}
			}
		}
	}

	private static ScanSettings settings(Place place, String keyword, int grid, String radius, String platform) {
		return new ScanSettings(place.placeId(), keyword, place.lat(), place.lng(), grid, radius, "mi", platform,
				false);
	}

}
