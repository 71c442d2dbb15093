package app.locus.alerts;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;

import app.locus.aivisibility.AiAnswersCounted;
import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.AiVisibilityReadings;
import app.locus.aivisibility.AnsweredScan;
import app.locus.aivisibility.Change;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.KeywordRow;
import app.locus.aivisibility.RecommendedInstead;
import app.locus.aivisibility.Share;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.api.Platform;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Reads the AI visibility of each location whose AI scans were just counted and alerts
 * when an engine names the client clearly less often for a keyword than in the four weeks
 * before (the intervals of the two periods do not overlap, so the usual variation of AI
 * answers never fires it), and when the business an engine names most around a location
 * is one it named nowhere in the four weeks before. Like the scan alerts, only scans of
 * the last {@value ScanAlerts#RECENT_DAYS} days count, so a first sync of a year of AI
 * scans fires nothing. A failure is logged and never fails the sync.
 */
@Component
class AiAnswerAlerts {

	private static final Logger log = LoggerFactory.getLogger(AiAnswerAlerts.class);

	private final AiVisibilityReadings readings;

	private final RuleBook rules;

	private final AlertDispatch dispatch;

	private final Clock clock;

	AiAnswerAlerts(AiVisibilityReadings readings, RuleBook rules, AlertDispatch dispatch, Clock clock) {
		this.readings = readings;
		this.rules = rules;
		this.dispatch = dispatch;
		this.clock = clock;
	}

	@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
	void onAnswersCounted(AiAnswersCounted event) {
		try {
			check(event);
		}
		catch (RuntimeException ex) {
			log.warn("AI answer alerts of workspace {} could not be checked", event.workspace(), ex);
		}
	}

	void check(AiAnswersCounted event) {
		LocalDate oldest = LocalDate.now(clock.withZone(ZoneOffset.UTC)).minusDays(ScanAlerts.RECENT_DAYS);
		Map<String, List<AnsweredScan>> byPlace = event.scans()
			.stream()
			.filter(scan -> !scan.date().isBefore(oldest))
			.collect(Collectors.groupingBy(AnsweredScan::placeId, LinkedHashMap::new, Collectors.toList()));
		if (byPlace.isEmpty()) {
			return;
		}
		RuleBook.Applied applied = rules.rules(event.agency(), event.workspace());
		boolean namedLess = applied.of(AlertKind.AI_NAMED_LESS).enabled();
		boolean newTop = applied.of(AlertKind.AI_NEW_TOP_COMPETITOR).enabled();
		if (!namedLess && !newTop) {
			return;
		}
		byPlace.forEach((place, scans) -> {
			AiVisibility visibility = readings.of(event.agency(), event.workspace(), place);
			if (namedLess) {
				namedLess(event.agency(), event.workspace(), visibility, scans);
			}
			if (newTop) {
				newTop(event.agency(), event.workspace(), visibility,
						scans.stream().map(AnsweredScan::platform).collect(Collectors.toCollection(TreeSet::new)));
			}
		});
	}

	private void namedLess(AgencyId agency, WorkspaceId workspace, AiVisibility visibility, List<AnsweredScan> scans) {
		Set<String> seen = new TreeSet<>();
		for (AnsweredScan scan : scans) {
			if (!seen.add(scan.keyword() + "\n" + scan.platform().code())) {
				continue;
			}
			EngineCell cell = visibility.keywords()
				.stream()
				.filter(row -> row.keyword().equals(scan.keyword()))
				.map(KeywordRow::engines)
				.map(engines -> engines.get(scan.platform()))
				.findFirst()
				.orElse(null);
			if (cell == null || cell.change() != Change.FELL) {
				continue;
			}
			String engine = scan.platform().displayName();
			String what = "\"" + scan.keyword() + "\" at " + location(visibility, scan.placeId());
			String title = cell.now().named() == 0 ? engine + " stopped naming the client for " + what
					: engine + " names the client less often for " + what;
			dispatch.fire(new Firing(agency, workspace, AlertKind.AI_NAMED_LESS,
					"ai|" + scan.placeId() + "|" + scan.keyword() + "|" + scan.platform().code(), title,
					"Named at " + share(cell.now()) + " of the points in the last four weeks, against "
							+ share(cell.before())
							+ " in the four weeks before. The ranges do not overlap, so this is more than the "
							+ "usual variation of AI answers.",
					page(workspace, scan.placeId())));
		}
	}

	private void newTop(AgencyId agency, WorkspaceId workspace, AiVisibility visibility, Set<Platform> engines) {
		for (Platform engine : engines) {
			List<RecommendedInstead> named = visibility.instead().getOrDefault(engine, List.of());
			if (named.isEmpty() || !named.get(0).isNew()) {
				continue;
			}
			RecommendedInstead top = named.get(0);
			String business = top.name() == null ? top.placeId() : top.name();
			String place = String.valueOf(visibility.place());
			dispatch.fire(new Firing(agency, workspace, AlertKind.AI_NEW_TOP_COMPETITOR,
					"ai-top|" + place + "|" + engine.code() + "|" + top.placeId(),
					engine.displayName() + " now names " + business + " most often around "
							+ location(visibility, place),
					business + " was named in " + percent(top.share())
							+ " of the answers of the last four weeks, and in none of the four weeks before.",
					"w/" + workspace.value() + "/reports/competitor/" + top.competitorReportKey()));
		}
	}

	private static String location(AiVisibility visibility, String place) {
		return visibility.places().getOrDefault(place, place);
	}

	private static String page(WorkspaceId workspace, String place) {
		return "w/" + workspace.value() + "/ai-visibility?place=" + place;
	}

	/** "12% (likely 6% to 20%)". */
	private static String share(Share share) {
		return percent(share.value()) + " (likely " + percent(share.low()) + " to " + percent(share.high()) + ")";
	}

	private static String percent(double share) {
		return Math.round(share * 100) + "%";
	}

}
