package app.locus.simulator.campaigns;

import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Locale;

import app.locus.simulator.places.Place;
import app.locus.simulator.scans.ScanSettings;
import app.locus.simulator.state.SimAccount;

/**
 * A campaign: every keyword at every location, on a schedule. Its runs are filed as
 * campaign reports.
 */
public final class Campaign {

	/** Campaign states (DD010). */
	public enum Status {

		ACTIVE, PAUSED, DEACTIVATED, COMPLETED;

		public String code() {
			return name().toLowerCase(Locale.ROOT);
		}

	}

	/** What one campaign scan measures, short of the place. */
	public record Grid(int gridSize, String radius, String measurement, String platform) {

	}

	private final String key;

	private final SimAccount account;

	private String name;

	private List<Place> places;

	private List<String> keywords;

	private Grid grid;

	private Frequency frequency;

	private LocalDate startDate;

	private LocalTime startTime;

	private final List<CampaignRun> runs = new ArrayList<>();

	private Status status = Status.ACTIVE;

	private Instant nextRun;

	private Instant lastRun;

	private int runsUnderway;

	Campaign(String key, SimAccount account, String name, List<Place> places, List<String> keywords, Grid grid,
			Frequency frequency, LocalDate startDate, LocalTime startTime, Instant firstRun) {
		this.key = key;
		this.account = account;
		this.name = name;
		this.places = List.copyOf(places);
		this.keywords = List.copyOf(keywords);
		this.grid = grid;
		this.frequency = frequency;
		this.startDate = startDate;
		this.startTime = startTime;
		this.nextRun = firstRun;
	}

	public String key() {
		return key;
	}

	public SimAccount account() {
		return account;
	}

	public String name() {
		return name;
	}

	public List<Place> places() {
		return places;
	}

	public List<String> keywords() {
		return keywords;
	}

	public Grid grid() {
		return grid;
	}

	public Frequency frequency() {
		return frequency;
	}

	public LocalDate startDate() {
		return startDate;
	}

	public LocalTime startTime() {
		return startTime;
	}

	public Status status() {
		return status;
	}

	void status(Status newStatus) {
		this.status = newStatus;
	}

	/** The next scheduled run, or null when none is due (paused, deactivated, done). */
	public Instant nextRun() {
		return status == Status.ACTIVE ? nextRun : null;
	}

	void nextRun(Instant next) {
		this.nextRun = next;
	}

	/** Replaces what a campaign update may change; null leaves a setting as it is. */
	void settings(String newName, Grid newGrid, Frequency newFrequency, LocalDate newStartDate,
			LocalTime newStartTime) {
		this.name = newName == null ? name : newName;
		this.grid = newGrid == null ? grid : newGrid;
		this.frequency = newFrequency == null ? frequency : newFrequency;
		this.startDate = newStartDate == null ? startDate : newStartDate;
		this.startTime = newStartTime == null ? startTime : newStartTime;
	}

	void keywords(List<String> newKeywords) {
		this.keywords = List.copyOf(newKeywords);
	}

	void places(List<Place> newPlaces) {
		this.places = List.copyOf(newPlaces);
	}

	/** A run has started and not finished yet: the service refuses changes meanwhile. */
	public boolean running() {
		return runsUnderway > 0;
	}

	void runStarted() {
		runsUnderway++;
	}

	void runFinished() {
		runsUnderway--;
	}

	public Instant lastRun() {
		return lastRun;
	}

	void lastRun(Instant at) {
		this.lastRun = at;
	}

	/** Credits of one run: locations × keywords × gridSize². */
	public long costPerRun() {
		return (long) scansPerRun() * grid.gridSize() * grid.gridSize();
	}

	public int scansPerRun() {
		return places.size() * keywords.size();
	}

	ScanSettings settings(Place place, String keyword) {
		return new ScanSettings(place.placeId(), keyword, place.lat(), place.lng(), grid.gridSize(), grid.radius(),
				grid.measurement(), grid.platform(), false);
	}

	/** Finished runs, oldest first. */
	public List<CampaignRun> runs() {
		return Collections.unmodifiableList(runs);
	}

	void addRun(CampaignRun run) {
		runs.add(run);
	}

}
