package app.locus.simulator.scans;

import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;

import app.locus.simulator.api.SimDates;
import app.locus.simulator.places.Place;
import app.locus.simulator.state.SimAccount;
import app.locus.simulator.state.Noise;
import app.locus.simulator.state.SimKeys;
import app.locus.simulator.state.Timeline;

/**
 * Runs scans and keeps each account's reports: at once (a synchronous google scan, or a
 * campaign's scans when its run finishes) or queued to finish at a later instant.
 */
public final class Reports {

	private final Map<String, ReportBook> books = new LinkedHashMap<>();

	private final ScanEngine engine;

	private final SimKeys keys;

	private final Timeline timeline;

	public Reports(ScanEngine engine, SimKeys keys, Timeline timeline) {
		this.engine = engine;
		this.keys = keys;
		this.timeline = timeline;
	}

	public ReportBook book(SimAccount account) {
		return books.computeIfAbsent(account.id(), id -> new ReportBook());
	}

	/** Runs the scan now and files its reports. */
	public ScanReport complete(SimAccount account, ScanSettings settings, Place place, ScanReport.Origin origin,
			String campaignKey, Instant at) {
		return file(account, keys.next(), settings, place, origin, campaignKey, at, keys);
	}

	/**
	 * Runs the scan now with keys from another stream, for history planted after the
	 * first release of the demo: the keys the main stream hands out stay those an
	 * existing demo install already stored.
	 */
	public ScanReport complete(SimKeys stream, SimAccount account, ScanSettings settings, Place place, Instant at) {
		return file(account, stream.next(), settings, place, ScanReport.Origin.MANUAL, null, at, stream);
	}

	/** Queues the scan; its report appears when the clock reaches {@code readyAt}. */
	public String queue(SimAccount account, ScanSettings settings, Place place, ScanReport.Origin origin,
			Instant readyAt) {
		String key = keys.next();
		book(account).markPending(key);
		timeline.at(readyAt, () -> file(account, key, settings, place, origin, null, readyAt, keys));
		return key;
	}

	private ScanReport file(SimAccount account, String key, ScanSettings settings, Place place,
			ScanReport.Origin origin, String campaignKey, Instant at, SimKeys groupKeys) {
		ScanResult result = engine.run(settings, place, SimDates.day(at), Noise.of(key));
		ScanReport report = new ScanReport(key, at, result, origin, campaignKey);
		book(account).add(report, groupKeys);
		return report;
	}

}
