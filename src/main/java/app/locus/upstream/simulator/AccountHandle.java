package app.locus.upstream.simulator;

import java.time.Instant;
import java.util.List;

import app.locus.upstream.simulator.campaigns.Autoscans;
import app.locus.upstream.simulator.campaigns.Frequency;
import app.locus.upstream.simulator.places.Place;
import app.locus.upstream.simulator.places.PlaceDirectory;
import app.locus.upstream.simulator.places.SavedLocations;
import app.locus.upstream.simulator.scans.ScanSettings;
import app.locus.upstream.simulator.state.AccountRegistry;
import app.locus.upstream.simulator.state.SimAccount;

/**
 * A test's view of one simulated account: keys, credits, saved locations. Safe to use
 * while requests are being served.
 */
public final class AccountHandle {

	private final SimAccount account;

	private final AccountRegistry registry;

	private final PlaceDirectory directory;

	private final SavedLocations saved;

	private final Autoscans autoscans;

	private final Object lock;

	AccountHandle(SimAccount account, AccountRegistry registry, PlaceDirectory directory, SavedLocations saved,
			Autoscans autoscans, Object lock) {
		this.account = account;
		this.autoscans = autoscans;
		this.registry = registry;
		this.directory = directory;
		this.saved = saved;
		this.lock = lock;
	}

	public String id() {
		return account.id();
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
			saved.save(account,
					directory.find(placeId).orElseThrow(() -> new IllegalArgumentException("Unknown place " + placeId)),
					gbpLinked);
		}
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
			Place place = directory.find(placeId)
				.orElseThrow(() -> new IllegalArgumentException("Unknown place " + placeId));
			ScanSettings settings = new ScanSettings(placeId, keyword, place.lat(), place.lng(), gridSize, "2", "mi",
					platform, false);
			return autoscans.create(account, nickname, place, settings, Frequency.of(frequency), firstRun, paused)
				.key();
		}
	}

}
