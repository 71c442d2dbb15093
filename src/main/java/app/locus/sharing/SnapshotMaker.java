package app.locus.sharing;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import app.locus.base.DisplayDates;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportType;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.RankMetrics;
import app.locus.upstream.api.reports.RankedBusiness;

import org.jspecify.annotations.Nullable;

/** Copies what a share link shows out of a stored report, per report type. */
final class SnapshotMaker {

	private SnapshotMaker() {
	}

	static ReportSnapshot of(ReportDetail detail) {
		ReportCard card = detail.card();
		return switch (card.type()) {
			case SCAN -> snapshot(detail, heatmap(detail), "", List.of());
			case COMPETITOR -> snapshot(detail, null, "Competitors",
					detail.asCompetitor()
						.businesses()
						.stream()
						.sorted(Comparator.comparing((RankedBusiness b) -> metric(b.metrics(), RankMetrics::solv),
								Comparator.nullsLast(Comparator.reverseOrder())))
						.map(b -> line(b.name() + (detail.isOwn(b) ? " (your business)" : ""), b.metrics()))
						.toList());
			case TREND -> snapshot(detail, null, "Scans over time",
					detail.asTrend().scans().stream().map(p -> line(DisplayDates.day(p.date()), p.metrics())).toList());
			case LOCATION -> snapshot(detail, null, "Keywords",
					detail.asLocation().keywords().stream().map(k -> line(k.keyword(), k.metrics())).toList());
			case KEYWORD -> snapshot(detail, null, "Locations",
					detail.asKeyword()
						.locations()
						.stream()
						.map(l -> line(l.name() == null ? "Unnamed location" : l.name(), l.metrics()))
						.toList());
			case CAMPAIGN -> snapshot(detail, null, "Results by keyword",
					detail.asCampaign().results().stream().map(r -> line(r.keyword(), r.metrics())).toList());
		};
	}

	/** The page's title, also kept as the link's name in the workspace's list. */
	static String title(ReportCard card) {
		return card.type().label() + " report" + (card.keyword() == null ? "" : ": " + card.keyword());
	}

	private static ReportSnapshot snapshot(ReportDetail detail, ReportSnapshot.@Nullable Heatmap heatmap,
			String linesHeading, List<ReportSnapshot.Line> lines) {
		ReportCard card = detail.card();
		RankMetrics metrics = card.metrics();
		ReportSnapshot.Figures figures = metrics == null ? null : new ReportSnapshot.Figures(
				card.primaryMetric().label(), metrics.arp(), metrics.atrp(), metrics.solv());
		String notes = card.type() == ReportType.SCAN ? detail.aiAnalysis() : null;
		return new ReportSnapshot(ReportSnapshot.VERSION, title(card), about(card), figures, heatmap,
				notes == null || notes.isBlank() ? null : notes, linesHeading, lines);
	}

	private static String about(ReportCard card) {
		List<String> parts = new ArrayList<>();
		if (card.date() != null) {
			parts.add(DisplayDates.day(card.date()));
		}
		if (card.locationName() != null) {
			parts.add(card.locationName());
		}
		Platform platform = card.platform();
		if (platform != null) {
			parts.add(platform.displayName());
		}
		GridGeometry geometry = card.geometry();
		if (geometry != null) {
			parts.add(geometry.describe());
		}
		return String.join(" · ", parts);
	}

	private static ReportSnapshot.@Nullable Heatmap heatmap(ReportDetail detail) {
		ReportCard card = detail.card();
		RankGrid ranks = detail.ranks();
		if (ranks == null || card.geometry() == null) {
			return null;
		}
		return new ReportSnapshot.Heatmap(card.gridSize(), card.radius(), card.unit(), ranks.format());
	}

	private static ReportSnapshot.Line line(String label, @Nullable RankMetrics metrics) {
		return new ReportSnapshot.Line(label, metric(metrics, RankMetrics::arp), metric(metrics, RankMetrics::atrp),
				metric(metrics, RankMetrics::solv));
	}

	private static @Nullable BigDecimal metric(@Nullable RankMetrics metrics,
			Function<RankMetrics, BigDecimal> metric) {
		return metrics == null ? null : metric.apply(metrics);
	}

}
