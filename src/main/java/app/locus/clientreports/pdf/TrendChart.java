package app.locus.clientreports.pdf;

import java.awt.BasicStroke;
import java.awt.Color;
import java.awt.Font;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.text.NumberFormat;
import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TimeZone;
import java.util.function.Function;

import app.locus.clientreports.ReportFacts;
import app.locus.clientreports.ReportWording;
import app.locus.timeline.EventMark;
import org.jfree.chart.ChartFactory;
import org.jfree.chart.ChartUtils;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.axis.DateAxis;
import org.jfree.chart.axis.NumberAxis;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.plot.XYPlot;
import org.jfree.chart.renderer.xy.XYLineAndShapeRenderer;
import org.jfree.data.time.Day;
import org.jfree.data.time.TimeSeries;
import org.jfree.data.time.TimeSeriesCollection;
import org.jspecify.annotations.Nullable;

/**
 * A line per keyword of one metric over the period, drawn on the server with JFreeChart
 * into a PNG at twice the size it is shown, so it stays sharp in print (DD146).
 */
final class TrendChart {

	static final int WIDTH = 720;

	static final int HEIGHT = 300;

	private static final int SCALE = 2;

	/**
	 * Room before the first day and after the last, as JFreeChart's own time axis leaves.
	 */
	private static final double MARGIN = 0.02;

	/** Lines after the agency's colour, distinct in print and for most colour vision. */
	private static final Color[] OTHERS = { new Color(0xE69F00), new Color(0x009E73), new Color(0xCC79A7),
			new Color(0x56B4E9), new Color(0xD55E00) };

	private TrendChart() {
	}

	/** Share of local voice per keyword, in percent, of the map searches only. */
	static byte[] visibility(List<ReportFacts.Scan> scans, List<String> keywords, Color brand, List<EventMark> marks,
			ReportWording words) {
		return png(visibilityChart(scans, keywords, brand, marks, words));
	}

	/**
	 * The share-of-local-voice chart: an AI answer's SAIV arrives in the same field and
	 * is left out, whatever its keyword.
	 */
	static JFreeChart visibilityChart(List<ReportFacts.Scan> scans, List<String> keywords, Color brand,
			List<EventMark> marks, ReportWording words) {
		return chart(onMaps(scans, true), keywords, brand, words.text("clientreports.chart.solv"),
				ReportFacts.Scan::solv, false, marks, words.locale());
	}

	/** Share of AI voice per keyword, in percent, of the AI answers only. */
	static byte[] aiVisibility(List<ReportFacts.Scan> scans, List<String> keywords, Color brand, List<EventMark> marks,
			ReportWording words) {
		return png(chart(onMaps(scans, false), keywords, brand, words.text("clientreports.chart.saiv"),
				ReportFacts.Scan::solv, false, marks, words.locale()));
	}

	/**
	 * Average rank per keyword of the map searches; drawn with 1 at the top (a lower rank
	 * is better).
	 */
	static byte[] averageRank(List<ReportFacts.Scan> scans, List<String> keywords, Color brand, List<EventMark> marks,
			ReportWording words) {
		return png(chart(onMaps(scans, true), keywords, brand, words.text("clientreports.chart.rank"),
				ReportFacts.Scan::arp, true, marks, words.locale()));
	}

	/** The scans of map searches ({@code maps}) or of AI answers. */
	static List<ReportFacts.Scan> onMaps(List<ReportFacts.Scan> scans, boolean maps) {
		return scans.stream().filter(scan -> scan.onMaps() == maps).toList();
	}

	/**
	 * The chart with a dashed line at the middle of each marked day, in its kind's colour
	 * (DD160); the marks are listed in words under the charts. Dates and numbers on the
	 * axes are written as the reader of {@code locale} writes them.
	 */
	static JFreeChart chart(List<ReportFacts.Scan> scans, List<String> keywords, Color brand, String label,
			Function<ReportFacts.Scan, @Nullable BigDecimal> metric, boolean inverted, List<EventMark> marks,
			Locale locale) {
		TimeSeriesCollection dataset = new TimeSeriesCollection();
		for (String keyword : keywords) {
			TimeSeries series = new TimeSeries(keyword);
			averagePerDay(scans, keyword, metric).forEach((day, value) -> series.addOrUpdate(day(day), value));
			dataset.addSeries(series);
		}
		JFreeChart chart = ChartFactory.createTimeSeriesChart(null, null, label, dataset, true, false, false);
		chart.setBackgroundPaint(Color.WHITE);
		chart.setAntiAlias(true);
		XYPlot plot = chart.getXYPlot();
		DateAxis days = new DateAxis(null, TimeZone.getDefault(), locale);
		days.setLowerMargin(MARGIN);
		days.setUpperMargin(MARGIN);
		plot.setDomainAxis(days);
		((NumberAxis) plot.getRangeAxis()).setNumberFormatOverride(NumberFormat.getNumberInstance(locale));
		plot.setBackgroundPaint(Color.WHITE);
		plot.setRangeGridlinePaint(new Color(0xDDDDDD));
		plot.setDomainGridlinePaint(new Color(0xEEEEEE));
		plot.getRangeAxis().setInverted(inverted);
		plot.getRangeAxis().setLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 12));
		((DateAxis) plot.getDomainAxis()).setTickLabelFont(new Font(Font.SANS_SERIF, Font.PLAIN, 11));
		XYLineAndShapeRenderer lines = new XYLineAndShapeRenderer(true, true);
		for (int i = 0; i < keywords.size(); i++) {
			lines.setSeriesPaint(i, i == 0 ? brand : OTHERS[(i - 1) % OTHERS.length]);
			lines.setSeriesStroke(i, new BasicStroke(2.5f));
		}
		plot.setRenderer(lines);
		for (EventMark mark : marks) {
			ValueMarker line = new ValueMarker(day(mark.day()).getMiddleMillisecond(),
					Color.decode(mark.kind().color()), new BasicStroke(1.5f, BasicStroke.CAP_BUTT,
							BasicStroke.JOIN_MITER, 10f, new float[] { 4f, 4f }, 0f));
			plot.addDomainMarker(line);
		}
		return chart;
	}

	private static Day day(LocalDate day) {
		return new Day(day.getDayOfMonth(), day.getMonthValue(), day.getYear());
	}

	private static byte[] png(JFreeChart chart) {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		try {
			ChartUtils.writeScaledChartAsPNG(out, chart, WIDTH, HEIGHT, SCALE, SCALE);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return out.toByteArray();
	}

	/**
	 * Several scans of a keyword on one day (several locations) count as their average.
	 */
	private static Map<LocalDate, Double> averagePerDay(List<ReportFacts.Scan> scans, String keyword,
			Function<ReportFacts.Scan, @Nullable BigDecimal> metric) {
		Map<LocalDate, double[]> sums = new LinkedHashMap<>();
		for (ReportFacts.Scan scan : scans) {
			BigDecimal value = metric.apply(scan);
			if (value != null && scan.keyword().equalsIgnoreCase(keyword)) {
				double[] sum = sums.computeIfAbsent(scan.date(), day -> new double[2]);
				sum[0] += value.doubleValue();
				sum[1]++;
			}
		}
		Map<LocalDate, Double> averages = new LinkedHashMap<>();
		sums.forEach((day, sum) -> averages.put(day, sum[0] / sum[1]));
		return averages;
	}

}
