package app.locus.alerts;

import java.math.BigDecimal;
import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.List;
import java.util.Locale;
import java.util.Map;

import app.locus.alerts.repository.AlertSourcesReadRepository;
import app.locus.alerts.repository.AlertSourcesReadRepository.EarlierScan;
import app.locus.alerts.repository.AlertSourcesReadRepository.Series;
import app.locus.base.AgencyId;
import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.MessageBundles;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.ReportsArrived;
import app.locus.reports.heatmap.RankGrid;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Compares each new scan with the previous comparable scan of the workspace (same place,
 * keyword, platform, grid size, radius and unit) when reports arrive: grid points that
 * left the top 3, and a fall of SoLV (SAIV on AI platforms) of more than the rule's
 * threshold. Only scans of the last {@value #RECENT_DAYS} days are compared, so the first
 * sync of a workspace's history does not fire for old scans. A failure here is logged and
 * never fails the sync that stored the reports.
 */
@Component
class ScanAlerts {

	static final int RECENT_DAYS = 2;

	private static final Logger log = LoggerFactory.getLogger(ScanAlerts.class);

	private final AlertSourcesReadRepository sources;

	private final RuleBook rules;

	private final AlertDispatch dispatch;

	private final Clock clock;

	private final MessageBundles texts;

	/**
	 * @param texts the alert's words; an alert is stored once for all its readers, in
	 * English, as every alert is
	 */
	ScanAlerts(AlertSourcesReadRepository sources, RuleBook rules, AlertDispatch dispatch, Clock clock,
			MessageBundles texts) {
		this.texts = texts;
		this.sources = sources;
		this.rules = rules;
		this.dispatch = dispatch;
		this.clock = clock;
	}

	@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
	void onReportsArrived(ReportsArrived event) {
		try {
			check(event);
		}
		catch (RuntimeException ex) {
			log.warn("Alerts for the reports that arrived in workspace {} could not be checked", event.workspace(), ex);
		}
	}

	void check(ReportsArrived event) {
		LocalDate oldest = LocalDate.now(clock.withZone(ZoneOffset.UTC)).minusDays(RECENT_DAYS);
		List<ReportCard> scans = event.reports()
			.stream()
			.filter(card -> card.type() == ReportType.SCAN && card.date() != null && !card.date().isBefore(oldest))
			.toList();
		if (scans.isEmpty()) {
			return;
		}
		RuleBook.Applied rules = this.rules.rules(event.agency(), event.workspace());
		for (ReportCard scan : scans) {
			Series series = series(scan);
			if (series == null) {
				continue;
			}
			sources.earlierScan(event.agency(), event.workspace(), series, scan.key().value(), scan.date())
				.ifPresent(earlier -> compare(event.agency(), event.workspace(), rules, series, earlier, scan));
		}
	}

	private void compare(AgencyId agency, WorkspaceId workspace, RuleBook.Applied rules, Series series,
			EarlierScan earlier, ReportCard scan) {
		String link = "w/" + workspace.value() + "/reports/scan/" + scan.key().value();
		String what = "\"" + scan.keyword() + "\" at "
				+ (scan.locationName() == null ? scan.placeId() : scan.locationName()) + " ("
				+ scan.platform().displayName() + ", " + scan.gridSize() + "×" + scan.gridSize() + ")";
		RankGrid before = earlier.ranks() == null || scan.gridSize() == null ? null
				: RankGrid.parse(scan.gridSize(), earlier.ranks());
		if (rules.of(AlertKind.RANK_LEFT_TOP_3).enabled() && before != null && scan.thumbnail() != null) {
			List<ChangedPoints.Point> left = RankChange.leftTop3(before, scan.thumbnail());
			if (!left.isEmpty()) {
				dispatch.fire(new Firing(agency, workspace, AlertKind.RANK_LEFT_TOP_3, series.subject(),
						texts.getTranslation("alerts.rankLeftTop3.title", Locale.ENGLISH, left.size(), what),
						"Compared with the scan of " + DisplayDates.day(earlier.date()) + ".", link,
						new ChangedPoints(before.size(), left)));
			}
		}
		AlertRule drop = rules.of(AlertKind.VISIBILITY_DROP);
		BigDecimal was = earlier.solv();
		BigDecimal is = scan.metrics() == null ? null : scan.metrics().solv();
		BigDecimal fell = RankChange.drop(was, is);
		Integer threshold = drop.threshold();
		if (drop.enabled() && was != null && is != null && fell != null && threshold != null
				&& fell.compareTo(BigDecimal.valueOf(threshold)) > 0) {
			String metric = scan.primaryMetric().label();
			dispatch.fire(new Firing(agency, workspace, AlertKind.VISIBILITY_DROP, series.subject(),
					metric + " fell " + points(fell) + " points for " + what,
					metric + " was " + points(was) + " on " + DisplayDates.day(earlier.date()) + " and is " + points(is)
							+ " now; the rule alerts above " + threshold + " points.",
					link));
		}
	}

	private static String points(BigDecimal value) {
		return value.stripTrailingZeros().toPlainString();
	}

	private static @Nullable Series series(ReportCard scan) {
		if (scan.placeId() == null || scan.keyword() == null || scan.platform() == null || scan.gridSize() == null
				|| scan.radius() == null || scan.unit() == null) {
			return null;
		}
		return new Series(scan.placeId(), scan.keyword(), scan.platform().code(), scan.gridSize(), scan.radius(),
				scan.unit().code());
	}

}
