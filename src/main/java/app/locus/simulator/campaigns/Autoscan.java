package app.locus.simulator.campaigns;

import java.time.Instant;

import app.locus.simulator.places.Place;
import app.locus.simulator.scans.ScanSettings;
import app.locus.simulator.state.SimAccount;

/**
 * A scheduled scan: one scan's settings repeated at a frequency. Status is scheduled or
 * paused.
 */
public final class Autoscan {

	private final String key;

	private final SimAccount account;

	private final String nickname;

	private final Place place;

	private final ScanSettings settings;

	private final Frequency frequency;

	private boolean paused;

	private Instant lastRun;

	private Instant nextRun;

	Autoscan(String key, SimAccount account, String nickname, Place place, ScanSettings settings, Frequency frequency,
			Instant firstRun) {
		this.key = key;
		this.account = account;
		this.nickname = nickname;
		this.place = place;
		this.settings = settings;
		this.frequency = frequency;
		this.nextRun = firstRun;
	}

	public String key() {
		return key;
	}

	public SimAccount account() {
		return account;
	}

	public String nickname() {
		return nickname;
	}

	public Place place() {
		return place;
	}

	public ScanSettings settings() {
		return settings;
	}

	public Frequency frequency() {
		return frequency;
	}

	public String status() {
		return paused ? "paused" : "scheduled";
	}

	void paused(boolean value) {
		this.paused = value;
	}

	public Instant lastRun() {
		return lastRun;
	}

	/** The next run, shown even while paused; null when there is none. */
	public Instant nextRun() {
		return nextRun;
	}

	/** The next run that will actually happen. */
	Instant dueRun() {
		return paused ? null : nextRun;
	}

	void ran(Instant at) {
		lastRun = at;
		nextRun = frequency.after(at);
	}

}
