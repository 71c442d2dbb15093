package app.locus.aivisibility;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.TreeMap;
import java.util.stream.Collectors;

import app.locus.aivisibility.repository.AiAnswerRepository;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.api.Platform;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * Reads the AI visibility of a workspace's locations (issue 49, DD216) from the read
 * model of AI answers: the last {@value #PERIOD_DAYS} days against the
 * {@value #PERIOD_DAYS} before. It checks no access: {@link AiVisibilityService} checks
 * the person's, and the client report and the alerts read as the system for a workspace
 * they already hold.
 */
@Component
public class AiVisibilityReadings {

	static final int PERIOD_DAYS = 28;

	/** Businesses listed per engine under "recommended instead". */
	static final int INSTEAD = 5;

	private final AiAnswerRepository repository;

	private final Clock clock;

	AiVisibilityReadings(AiAnswerRepository repository, Clock clock) {
		this.repository = repository;
		this.clock = clock;
	}

	/**
	 * @param place a known place id, or null for the first location with AI scans
	 */
	public AiVisibility of(AgencyId agency, WorkspaceId workspace, @Nullable String place) {
		LocalDate since = LocalDate.now(clock.withZone(ZoneOffset.UTC)).minusDays(PERIOD_DAYS - 1L);
		Map<String, String> places = new LinkedHashMap<>();
		repository.newestPerPlace(agency, workspace)
			.forEach(scan -> places.put(scan.placeId(),
					scan.locationName() == null ? scan.placeId() : scan.locationName()));
		if (places.isEmpty()) {
			return new AiVisibility(null, places, since, List.of(), Map.of(), List.of(), 1);
		}
		String shown = place != null && places.containsKey(place) ? place : places.keySet().iterator().next();
		List<AnsweredScan> scans = repository.scans(agency, workspace, shown, since.minusDays(PERIOD_DAYS));
		List<AnsweredScan> recent = scans.stream().filter(scan -> !scan.date().isBefore(since)).toList();
		List<AnsweredScan> earlier = scans.stream().filter(scan -> scan.date().isBefore(since)).toList();
		List<KeywordRow> rows = rows(recent, earlier, repository.newestMapShares(agency, workspace, shown));
		return new AiVisibility(shown, Collections.unmodifiableMap(places), since, rows,
				instead(agency, workspace, recent, earlier), sources(agency, workspace, recent), designEffect(recent));
	}

	private static List<KeywordRow> rows(List<AnsweredScan> recent, List<AnsweredScan> earlier,
			List<AiAnswerRepository.MapShare> maps) {
		Map<String, Map<Platform, List<AnsweredScan>>> now = bySeries(recent);
		Map<String, Map<Platform, List<AnsweredScan>>> before = bySeries(earlier);
		List<KeywordRow> rows = new ArrayList<>();
		now.forEach((keyword, engines) -> {
			Map<Platform, EngineCell> cells = new EnumMap<>(Platform.class);
			engines.forEach((platform, scans) -> cells.put(platform,
					cell(scans, before.getOrDefault(keyword, Map.of()).getOrDefault(platform, List.of()))));
			Map<Platform, BigDecimal> mapShares = new EnumMap<>(Platform.class);
			maps.stream()
				.filter(share -> share.keyword().equals(keyword) && share.solv() != null)
				.forEach(share -> mapShares.put(share.platform(), share.solv()));
			rows.add(new KeywordRow(keyword, cells, mapShares));
		});
		return rows;
	}

	private static Map<String, Map<Platform, List<AnsweredScan>>> bySeries(List<AnsweredScan> scans) {
		return scans.stream()
			.collect(Collectors.groupingBy(AnsweredScan::keyword, TreeMap::new, Collectors
				.groupingBy(AnsweredScan::platform, () -> new EnumMap<>(Platform.class), Collectors.toList())));
	}

	private static EngineCell cell(List<AnsweredScan> scans, List<AnsweredScan> earlier) {
		Share now = Share.of(scans.stream().map(AnsweredScan::count).toList());
		Share before = Share.of(earlier.stream().map(AnsweredScan::count).toList());
		int named = scans.stream().mapToInt(AnsweredScan::named).sum();
		int positions = scans.stream().mapToInt(AnsweredScan::positionSum).sum();
		int answered = scans.stream().mapToInt(AnsweredScan::answered).sum();
		return new EngineCell(now, before, now.since(before), named == 0 ? null : (double) positions / named,
				now.points() == 0 ? 0 : (double) answered / now.points(), scans.get(scans.size() - 1).reportKey());
	}

	private Map<Platform, List<RecommendedInstead>> instead(AgencyId agency, WorkspaceId workspace,
			List<AnsweredScan> recent, List<AnsweredScan> earlier) {
		Map<String, AnsweredScan> scans = new HashMap<>();
		recent.forEach(scan -> scans.put(scan.reportKey(), scan));
		Map<String, AnsweredScan> before = new HashMap<>();
		earlier.forEach(scan -> before.put(scan.reportKey(), scan));
		Map<Platform, Set<String>> namedBefore = new EnumMap<>(Platform.class);
		repository.businesses(agency, workspace, before.keySet())
			.forEach(row -> namedBefore
				.computeIfAbsent(Objects.requireNonNull(before.get(row.reportKey())).platform(), p -> new HashSet<>())
				.add(row.placeId()));
		Map<Platform, Integer> answered = new EnumMap<>(Platform.class);
		recent.forEach(scan -> answered.merge(scan.platform(), scan.answered(), Integer::sum));
		Map<Platform, Map<String, Tally>> tallies = new EnumMap<>(Platform.class);
		for (AiAnswerRepository.NamedRow row : repository.businesses(agency, workspace, scans.keySet())) {
			AnsweredScan scan = Objects.requireNonNull(scans.get(row.reportKey()));
			tallies.computeIfAbsent(scan.platform(), p -> new HashMap<>())
				.computeIfAbsent(row.placeId(), id -> new Tally(row.name()))
				.add(row.named(), scan);
		}
		Map<Platform, List<RecommendedInstead>> instead = new EnumMap<>(Platform.class);
		tallies.forEach((platform, byPlace) -> instead.put(platform,
				byPlace.entrySet()
					.stream()
					.map(entry -> entry.getValue()
						.recommended(entry.getKey(), answered.getOrDefault(platform, 0),
								!namedBefore.getOrDefault(platform, Set.of()).contains(entry.getKey())))
					.sorted(Comparator.comparingDouble(RecommendedInstead::share).reversed())
					.limit(INSTEAD)
					.toList()));
		return instead;
	}

	/** The points one business was named at on one engine, and its newest scan. */
	private static final class Tally {

		private final @Nullable String name;

		private int named;

		private @Nullable AnsweredScan newest;

		Tally(@Nullable String name) {
			this.name = name;
		}

		void add(int points, AnsweredScan scan) {
			named += points;
			if (newest == null || scan.date().isAfter(newest.date())) {
				newest = scan;
			}
		}

		RecommendedInstead recommended(String placeId, int answered, boolean isNew) {
			return new RecommendedInstead(placeId, name, answered == 0 ? 0 : (double) named / answered, isNew,
					Objects.requireNonNull(newest).reportKey());
		}

	}

	private List<CitedSite> sources(AgencyId agency, WorkspaceId workspace, List<AnsweredScan> recent) {
		Map<String, AnsweredScan> scans = new HashMap<>();
		recent.forEach(scan -> scans.put(scan.reportKey(), scan));
		Map<String, Citations> sites = new HashMap<>();
		for (AiAnswerRepository.CitedRow row : repository.sources(agency, workspace, scans.keySet())) {
			sites.computeIfAbsent(row.domain(), domain -> new Citations(row.kind()))
				.add(Objects.requireNonNull(scans.get(row.reportKey())).platform(), row);
		}
		return sites.entrySet()
			.stream()
			.map(entry -> entry.getValue().site(entry.getKey()))
			.sorted(Comparator.comparingInt(CitedSite::total).reversed().thenComparing(CitedSite::domain))
			.toList();
	}

	/** One site's citations so far. */
	private static final class Citations {

		private final SourceKind kind;

		private final Map<Platform, Integer> perEngine = new EnumMap<>(Platform.class);

		private int withClient;

		Citations(SourceKind kind) {
			this.kind = kind;
		}

		void add(Platform platform, AiAnswerRepository.CitedRow row) {
			perEngine.merge(platform, row.citations(), Integer::sum);
			withClient += row.withClient();
		}

		CitedSite site(String domain) {
			return new CitedSite(domain, kind, perEngine, withClient);
		}

	}

	/** The median design effect of the recent series, the planner's default. */
	private static double designEffect(List<AnsweredScan> recent) {
		List<Double> effects = bySeries(recent).values()
			.stream()
			.flatMap(engines -> engines.values().stream())
			.map(scans -> {
				List<Share.Count> counts = scans.stream().map(AnsweredScan::count).toList();
				Share share = Share.of(counts);
				return Share.designEffect(counts, share.value(), share.points());
			})
			.sorted()
			.toList();
		return effects.isEmpty() ? 1 : effects.get(effects.size() / 2);
	}

}
