package app.locus.clientreports;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;

import app.locus.base.i18n.LocaleFormats;
import app.locus.reports.heatmap.RankGrid;

/**
 * The figures a client report states in plain words, worked out from its scans: which
 * keywords it shows, each keyword's latest scan, and how much of the area around the
 * business sees it in the top three.
 */
public final class ReportSummary {

	/** Keywords shown when the template names none: the most recently scanned ones. */
	static final int DEFAULT_KEYWORDS = 4;

	static final int TOP = 3;

	private ReportSummary() {
	}

	/**
	 * The template's keywords, or (when it names none) the period's most recently scanned
	 * ones.
	 */
	public static List<String> keywords(ReportFacts facts) {
		if (!facts.template().heatmapKeywords().isEmpty()) {
			return facts.template().heatmapKeywords();
		}
		Set<String> seen = new LinkedHashSet<>();
		List<String> newestFirst = new ArrayList<>();
		facts.scans().stream().sorted(Comparator.comparing(ReportFacts.Scan::date).reversed()).forEach(scan -> {
			if (seen.add(scan.keyword().toLowerCase(Locale.ROOT)) && newestFirst.size() < DEFAULT_KEYWORDS) {
				newestFirst.add(scan.keyword());
			}
		});
		return newestFirst;
	}

	/** The keyword's newest scan of the period that has ranks to draw. */
	public static Optional<ReportFacts.Scan> latest(ReportFacts facts, String keyword) {
		return facts.scans()
			.stream()
			.filter(scan -> scan.keyword().equalsIgnoreCase(keyword) && scan.ranks() != null)
			.max(Comparator.comparing(ReportFacts.Scan::date));
	}

	/**
	 * Percent of the grid points (with data) where the business ranks in the top three,
	 * over all the grids; empty when no point has data.
	 */
	public static OptionalInt topThreeShare(List<RankGrid> grids) {
		int points = 0;
		int top = 0;
		for (RankGrid grid : grids) {
			for (int row = 0; row < grid.size(); row++) {
				for (int column = 0; column < grid.size(); column++) {
					int rank = grid.rank(row, column);
					if (rank != RankGrid.NO_DATA) {
						points++;
						if (rank != RankGrid.NOT_FOUND && rank <= TOP) {
							top++;
						}
					}
				}
			}
		}
		if (points == 0) {
			return OptionalInt.empty();
		}
		return OptionalInt.of(BigDecimal.valueOf(top * 100L)
			.divide(BigDecimal.valueOf(points), 0, RoundingMode.HALF_UP)
			.intValueExact());
	}

	/** The latest grids of the report's keywords. */
	public static List<RankGrid> latestGrids(ReportFacts facts) {
		List<RankGrid> grids = new ArrayList<>();
		for (String keyword : keywords(facts)) {
			latest(facts, keyword).map(ReportFacts.Scan::ranks).ifPresent(grids::add);
		}
		return grids;
	}

	/** The report's opening sentences, in its language. */
	public static List<String> sentences(ReportFacts facts, ReportWording words) {
		List<String> sentences = new ArrayList<>();
		if (facts.scans().isEmpty()) {
			sentences.add(words.text("clientreports.summary.noScans"));
			return sentences;
		}
		LocaleFormats formats = words.formats();
		topThreeShare(latestGrids(facts)).ifPresent(share -> sentences
			.add(words.text("clientreports.summary.topThree", formats.percent(BigDecimal.valueOf(share), 0))));
		sentences.add(words.text("clientreports.summary.scans", facts.scans().size()));
		averageSolv(facts)
			.ifPresent(solv -> sentences.add(words.text("clientreports.summary.solv", formats.percent(solv))));
		return sentences;
	}

	/** The mean SoLV of each keyword's latest map search (SAIV is another measure). */
	private static Optional<BigDecimal> averageSolv(ReportFacts facts) {
		List<BigDecimal> values = new ArrayList<>();
		for (String keyword : keywords(facts)) {
			facts.scans()
				.stream()
				.filter(scan -> scan.onMaps() && scan.solv() != null && scan.keyword().equalsIgnoreCase(keyword))
				.max(Comparator.comparing(ReportFacts.Scan::date))
				.map(ReportFacts.Scan::solv)
				.ifPresent(values::add);
		}
		if (values.isEmpty()) {
			return Optional.empty();
		}
		BigDecimal sum = values.stream().reduce(BigDecimal.ZERO, BigDecimal::add);
		return Optional.of(sum.divide(BigDecimal.valueOf(values.size()), 1, RoundingMode.HALF_UP).stripTrailingZeros());
	}

}
