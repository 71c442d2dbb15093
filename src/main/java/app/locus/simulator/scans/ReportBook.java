package app.locus.simulator.scans;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;

import app.locus.simulator.state.SimKeys;

/**
 * One account's finished scans and the aggregate reports built from them.
 */
public final class ReportBook {

	private final List<ScanReport> scans = new ArrayList<>();

	private final Map<String, ScanReport> byKey = new LinkedHashMap<>();

	private final Set<String> pending = new LinkedHashSet<>();

	final ReportGroups trends = new ReportGroups(s -> s.settings().series(), ScanReport::key);

	final ReportGroups locations = new ReportGroups(s -> s.settings().placeId() + "|" + s.settings().platform(),
			s -> s.settings().keywordKey());

	final ReportGroups keywords = new ReportGroups(s -> s.settings().keywordKey() + "|" + s.settings().platform(),
			s -> s.settings().placeId());

	void markPending(String key) {
		pending.add(key);
	}

	public boolean isPending(String key) {
		return pending.contains(key);
	}

	void add(ScanReport scan, SimKeys keys) {
		pending.remove(scan.key());
		scans.add(scan);
		byKey.put(scan.key(), scan);
		if (scan.origin() != ScanReport.Origin.CAMPAIGN) {
			trends.add(scan, keys);
			locations.add(scan, keys);
			keywords.add(scan, keys);
		}
	}

	/** Finished scans, newest first. */
	public List<ScanReport> scans() {
		List<ScanReport> newestFirst = new ArrayList<>(scans);
		Collections.reverse(newestFirst);
		newestFirst.sort(Comparator.comparing(ScanReport::completedAt).reversed());
		return newestFirst;
	}

	public Optional<ScanReport> scan(String key) {
		return Optional.ofNullable(byKey.get(key));
	}

	/**
	 * The scan of that key, or the latest scan of the trend, location or keyword report.
	 */
	Optional<ScanReport> latestOf(String key) {
		return scan(key).or(() -> Stream.of(trends, locations, keywords)
			.map(groups -> groups.byKey(key))
			.flatMap(Optional::stream)
			.findFirst()
			.map(ReportGroups.Group::latest));
	}

}
