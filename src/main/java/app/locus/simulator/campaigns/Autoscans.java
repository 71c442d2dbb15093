package app.locus.simulator.campaigns;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import app.locus.simulator.places.Place;
import app.locus.simulator.scans.Reports;
import app.locus.simulator.scans.ScanReport;
import app.locus.simulator.scans.ScanSettings;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.SimKeys;
import app.locus.simulator.state.Timeline;

/**
 * Scheduled scans. The spec shows no endpoint to create or change them, so they come from
 * the demo data (or {@link #create}); each due run pays gridSize² credits and files a
 * normal (non-campaign) scan, or is skipped when the balance is short.
 */
public final class Autoscans implements Timeline.Schedule {

	private final List<Autoscan> autoscans = new ArrayList<>();

	private final Reports reports;

	private final SimKeys keys;

	public Autoscans(Reports reports, SimKeys keys, Timeline timeline) {
		this.reports = reports;
		this.keys = keys;
		timeline.add(this);
	}

	public Autoscan create(SimAccount account, String nickname, Place place, ScanSettings settings, Frequency frequency,
			Instant firstRun, boolean paused) {
		Autoscan autoscan = new Autoscan(keys.next(), account, nickname, place, settings, frequency, firstRun);
		autoscan.paused(paused);
		autoscans.add(autoscan);
		return autoscan;
	}

	/** Pauses the autoscan: it keeps its next run date but does not run. */
	public void pause(Autoscan autoscan) {
		autoscan.paused(true);
	}

	/** The account's autoscans, newest first. */
	public List<Autoscan> of(SimAccount account) {
		List<Autoscan> list = new ArrayList<>(autoscans.stream().filter(a -> a.account() == account).toList());
		Collections.reverse(list);
		return list;
	}

	@Override
	public Instant nextDue() {
		return Timeline.Schedule.earliest(autoscans, Autoscan::dueRun);
	}

	@Override
	public void fire(Instant at) {
		for (Autoscan autoscan : autoscans) {
			if (at.equals(autoscan.dueRun())) {
				long cost = autoscan.settings().points();
				if (autoscan.account().canAfford(cost)) {
					autoscan.account().charge(cost, SimAccount.Use.AUTOSCAN_SCAN, 1, at);
					reports.complete(autoscan.account(), autoscan.settings(), autoscan.place(),
							ScanReport.Origin.AUTOSCAN, null, at);
				}
				autoscan.ran(at);
			}
		}
	}

}
