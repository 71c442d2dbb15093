package app.locus.simulator;

import java.time.Instant;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.List;

import app.locus.simulator.account.Monitoring;
import app.locus.simulator.campaigns.Autoscans;
import app.locus.simulator.campaigns.Frequency;
import app.locus.simulator.places.Place;
import app.locus.simulator.places.PlaceDirectory;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.scans.ScanSettings;
import app.locus.simulator.state.AccountRegistry;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.SimKeys;

/**
 * A test's view of one simulated account: keys, credits, saved locations. Safe to use
 * while requests are being served.
 */
public final class AccountHandle {

	private final SimAccount account;

	private final String userId;

	private final AccountRegistry registry;

	private final PlaceDirectory directory;

	private final SavedLocations saved;

	private final Autoscans autoscans;

	private final Object lock;

	private final Records records;

	/** Where guard and reviews-analysis records live, and the keys they get. */
	record Records(Monitoring monitoring, SimKeys keys) {
	}

	AccountHandle(SimAccount account, String userId, AccountRegistry registry, PlaceDirectory directory,
			SavedLocations saved, Autoscans autoscans, Object lock, Records records) {
		this.account = account;
		this.userId = userId;
		this.autoscans = autoscans;
		this.registry = registry;
		this.directory = directory;
		this.saved = saved;
		this.lock = lock;
		this.records = records;
	}

	public String id() {
		return account.id();
	}

	/**
	 * The id the service answers as the account's user ({@code POST /v2/account},
	 * {@code data.user.id}): the holder every key of the account shares (DD151).
	 */
	public String userId() {
		return userId;
	}

	public String name() {
		return account.name();
	}

	/** The first (primary) API key. */
	public String key() {
		return keys().get(0);
	}

	public List<String> keys() {
		synchronized (lock) {
			return List.copyOf(account.keys());
		}
	}

	/** Adds another active key (at most 5 per account) and returns it. */
	public String addKey() {
		synchronized (lock) {
			return registry.addKey(account, null);
		}
	}

	/** Revokes a key: it answers 401 from now on. */
	public void revokeKey(String key) {
		synchronized (lock) {
			registry.revokeKey(key);
		}
	}

	public long balance() {
		synchronized (lock) {
			return account.balance();
		}
	}

	public void setBalance(long credits) {
		synchronized (lock) {
			account.setBalance(credits);
		}
	}

	/** Renews the subscription on this day of the month (1 to 28) instead of the 1st. */
	public void setBillingDay(int day) {
		synchronized (lock) {
			account.setBillingDay(day);
		}
	}

	/**
	 * Credits spent since the simulator started (after its demo history) or the last
	 * reset.
	 */
	public long creditsSpent() {
		synchronized (lock) {
			return account.spent();
		}
	}

	public void resetCreditsSpent() {
		synchronized (lock) {
			account.resetSpent();
		}
	}

	/**
	 * Saves a place the simulator knows (a demo place, or one a search returned),
	 * optionally connected to the linked business-profile account.
	 */
	public void saveLocation(String placeId, boolean gbpLinked) {
		synchronized (lock) {
			saved.save(account, place(placeId), gbpLinked);
		}
	}

	/**
	 * Puts a known place under profile protection (guard) for this account, with one
	 * noticed change per entry of {@code changedFields}; returns its report key.
	 */
	public String addGuard(String placeId, String status, LocalDate added, LocalDate last, String... changedFields) {
		synchronized (lock) {
			String key = records.keys().next();
			List<Monitoring.Change> changes = Arrays.stream(changedFields)
				.map(field -> new Monitoring.Change(last, field, "before", "after"))
				.toList();
			records.monitoring().add(new Monitoring.Guard(key, account, place(placeId), status, added, last, changes));
			return key;
		}
	}

	/**
	 * Puts a known place under profile protection with a key the test chose (to line up
	 * with records it stores elsewhere under that key).
	 */
	public void addGuardWithKey(String key, String placeId, String status, LocalDate added, LocalDate last) {
		synchronized (lock) {
			records.monitoring()
				.add(new Monitoring.Guard(key, account, place(placeId), status, added, last, List.of()));
		}
	}

	/** Adds a reviews analysis of known places for this account; returns its key. */
	public String addReviewsAnalysis(String name, LocalDate date, List<String> placeIds, String frequency, double rvs,
			double rqs) {
		synchronized (lock) {
			String key = records.keys().next();
			records.monitoring()
				.add(new Monitoring.ReviewsAnalysis(key, account, name, date,
						placeIds.stream().map(this::place).toList(), frequency, rvs, rqs));
			return key;
		}
	}

	private Place place(String placeId) {
		return directory.find(placeId).orElseThrow(() -> new IllegalArgumentException("Unknown place " + placeId));
	}

	/**
	 * Adds a scheduled scan (the spec shows no endpoint for it) of a place the simulator
	 * knows, 2 mi radius at the place's coordinates; its first run is {@code firstRun}.
	 * @param frequency a wire code (one-time, daily, weekly, biweekly, monthly)
	 * @return its autoscan key
	 */
	public String scheduleScan(String nickname, String placeId, String keyword, int gridSize, String platform,
			String frequency, Instant firstRun, boolean paused) {
		synchronized (lock) {
			Place place = place(placeId);
			ScanSettings settings = new ScanSettings(placeId, keyword, place.lat(), place.lng(), gridSize, "2", "mi",
					platform, false);
			return autoscans.create(account, nickname, place, settings, Frequency.of(frequency), firstRun, paused)
				.key();
		}
	}

}
