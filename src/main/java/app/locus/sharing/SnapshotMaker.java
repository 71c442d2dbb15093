package app.locus.sharing;

import java.math.BigDecimal;
import java.util.Comparator;
import java.util.List;
import java.util.function.Function;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.i18n.Texts;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportDetail;
import app.locus.reports.ReportHeadline;
import app.locus.reports.ReportType;
import app.locus.reports.heatmap.RankGrid;
import app.locus.upstream.api.reports.RankMetrics;
import app.locus.upstream.api.reports.RankedBusiness;

import org.jspecify.annotations.Nullable;

/**
 * Copies what a share link shows out of a stored report, per report type, worded in the
 * language of the workspace's client ({@code sharing.snapshot.*}): the page shows it as
 * it was when shared, words included.
 */
final class SnapshotMaker {

	private final Texts texts;

	private final LocaleFormats formats;

	private final ReportHeadline headline;

	SnapshotMaker(Texts texts, LocaleFormats formats) {
		this.texts = texts;
		this.formats = formats;
		this.headline = new ReportHeadline(texts, formats);
	}

	ReportSnapshot of(ReportDetail detail) {
		ReportCard card = detail.card();
		return switch (card.type()) {
			case SCAN -> snapshot(detail, heatmap(detail), "", List.of());
			case COMPETITOR -> snapshot(detail, null, texts.text("sharing.snapshot.competitors"),
					detail.asCompetitor()
						.businesses()
						.stream()
						.sorted(Comparator.comparing((RankedBusiness b) -> metric(b.metrics(), RankMetrics::solv),
								Comparator.nullsLast(Comparator.reverseOrder())))
						.map(b -> line(competitor(detail, b), b.metrics()))
						.toList());
			case TREND -> snapshot(detail, null, texts.text("sharing.snapshot.trend"),
					detail.asTrend().scans().stream().map(p -> line(formats.day(p.date()), p.metrics())).toList());
			case LOCATION -> snapshot(detail, null, texts.text("sharing.snapshot.keywords"),
					detail.asLocation().keywords().stream().map(k -> line(k.keyword(), k.metrics())).toList());
			case KEYWORD -> snapshot(detail, null, texts.text("sharing.snapshot.locations"),
					detail.asKeyword()
						.locations()
						.stream()
						.map(l -> line(l.name() == null ? texts.text("sharing.snapshot.unnamed-location") : l.name(),
								l.metrics()))
						.toList());
			case CAMPAIGN -> snapshot(detail, null, texts.text("sharing.snapshot.campaign"),
					detail.asCampaign().results().stream().map(r -> line(r.keyword(), r.metrics())).toList());
		};
	}

	private String competitor(ReportDetail detail, RankedBusiness business) {
		String name = String.valueOf(business.name());
		return detail.isOwn(business) ? texts.text("sharing.snapshot.own-business", name) : name;
	}

	private ReportSnapshot snapshot(ReportDetail detail, ReportSnapshot.@Nullable Heatmap heatmap, String linesHeading,
			List<ReportSnapshot.Line> lines) {
		ReportCard card = detail.card();
		RankMetrics metrics = card.metrics();
		ReportSnapshot.Figures figures = metrics == null ? null : new ReportSnapshot.Figures(
				card.primaryMetric().label(), metrics.arp(), metrics.atrp(), metrics.solv());
		String notes = card.type() == ReportType.SCAN ? detail.aiAnalysis() : null;
		return new ReportSnapshot(ReportSnapshot.VERSION, headline.title(card), headline.about(card), figures, heatmap,
				notes == null || notes.isBlank() ? null : notes, linesHeading, lines);
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
