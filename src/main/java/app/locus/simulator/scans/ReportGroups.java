package app.locus.simulator.scans;

import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

import app.locus.simulator.state.SimKeys;

/**
 * Scans grouped into an aggregate report (trend, location or keyword) that exists once
 * the group holds two or more distinct members: two scans of a series, two keywords of a
 * location, two locations of a keyword. The report's key is given when it comes to exist
 * and stays.
 */
final class ReportGroups {

	/** One aggregate report: its key and its scans, oldest first. */
	record Group(String key, List<ScanReport> scans) {

		ScanReport latest() {
			return scans.get(scans.size() - 1);
		}

		Instant first() {
			return scans.get(0).completedAt();
		}

		Instant last() {
			return latest().completedAt();
		}

		/**
		 * The latest scan of each distinct member (keyword or place), in first-seen
		 * order.
		 */
		List<ScanReport> latestBy(Function<ScanReport, String> member) {
			Map<String, ScanReport> latest = new LinkedHashMap<>();
			scans.forEach(s -> latest.put(member.apply(s), s));
			return new ArrayList<>(latest.values());
		}

	}

	private final Function<ScanReport, String> groupOf;

	private final Function<ScanReport, String> distinctBy;

	private final Map<String, List<ScanReport>> members = new LinkedHashMap<>();

	private final Map<String, String> keyOfGroup = new LinkedHashMap<>();

	private final Map<String, String> groupOfKey = new LinkedHashMap<>();

	ReportGroups(Function<ScanReport, String> groupOf, Function<ScanReport, String> distinctBy) {
		this.groupOf = groupOf;
		this.distinctBy = distinctBy;
	}

	void add(ScanReport scan, SimKeys keys) {
		String group = groupOf.apply(scan);
		List<ScanReport> scans = members.computeIfAbsent(group, g -> new ArrayList<>());
		scans.add(scan);
		if (!keyOfGroup.containsKey(group) && scans.stream().map(distinctBy).distinct().count() >= 2) {
			String key = keys.next();
			keyOfGroup.put(group, key);
			groupOfKey.put(key, group);
		}
	}

	Optional<Group> byKey(String key) {
		String group = groupOfKey.get(key);
		return group == null ? Optional.empty() : Optional.of(new Group(key, List.copyOf(members.get(group))));
	}

	/** The key of the report this scan belongs to, when that report exists yet. */
	Optional<String> keyOf(ScanReport scan) {
		String group = groupOf.apply(scan);
		boolean member = members.getOrDefault(group, List.of()).contains(scan);
		return member ? Optional.ofNullable(keyOfGroup.get(group)) : Optional.empty();
	}

	/** The reports that exist, most recently updated first. */
	List<Group> all() {
		return keyOfGroup.entrySet()
			.stream()
			.map(e -> new Group(e.getValue(), List.copyOf(members.get(e.getKey()))))
			.sorted(Comparator.comparing(Group::last).reversed())
			.toList();
	}

}
