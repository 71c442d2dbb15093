package app.locus.base.ui.chart;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;

import app.locus.base.DisplayDates;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jspecify.annotations.Nullable;

/**
 * A typed builder for the Chart.js configurations Locus draws: line and bar charts over
 * labelled points, one or more datasets, optionally an inverted y axis (for ranks, where
 * lower is better) and stacked bars. A line chart over days may carry marks of what
 * happened on its time axis (DD160): one dataset per kind of mark, drawn as points at the
 * foot of the chart with a line across it, its tooltip saying what happened.
 */
public final class ChartConfig {

	private static final ObjectMapper JSON = new ObjectMapper();

	private final String type;

	private final List<String> labels;

	private final @Nullable List<LocalDate> days;

	private final List<Dataset> datasets = new ArrayList<>();

	private final List<Mark> marks = new ArrayList<>();

	private boolean stacked;

	private boolean reverseY;

	private @Nullable String yTitle;

	/**
	 * One series of values; {@code null} values are drawn as gaps. A dashed one is a
	 * projection, what is expected rather than what was measured.
	 */
	public record Dataset(String label, List<? extends Number> values, String color, String yAxis, boolean dashed) {

	}

	/**
	 * Something that happened on a day, marked on the time axis; marks of one legend line
	 * share a colour.
	 *
	 * @param title the tooltip's first line, e.g. "3 GBP changes sent on 27 Nov 2026"
	 * @param lines what each event was
	 */
	public record Mark(LocalDate day, String legend, String color, String title, List<String> lines) {

		public Mark {
			lines = List.copyOf(lines);
		}

	}

	private ChartConfig(String type, List<String> labels, @Nullable List<LocalDate> days) {
		this.type = type;
		this.labels = List.copyOf(labels);
		this.days = days == null ? null : List.copyOf(days);
	}

	public static ChartConfig line(List<String> labels) {
		return new ChartConfig("line", labels, null);
	}

	/**
	 * A line chart over days, labelled in the one display format, that may carry marks.
	 */
	public static ChartConfig lineOverDays(List<LocalDate> days) {
		return new ChartConfig("line", days.stream().map(DisplayDates::day).toList(), days);
	}

	public static ChartConfig bar(List<String> labels) {
		return new ChartConfig("bar", labels, null);
	}

	public ChartConfig dataset(String label, List<? extends Number> values, String color) {
		return dataset(label, values, color, "y");
	}

	/**
	 * Adds a series drawn against the named axis ({@code y} or {@code y2}, the second on
	 * the right).
	 */
	public ChartConfig dataset(String label, List<? extends Number> values, String color, String yAxis) {
		return add(new Dataset(label, values, color, yAxis, false));
	}

	/**
	 * Adds a series of what is expected, drawn dashed and without points beside the
	 * measured ones (a balance's projection ahead of its reads).
	 */
	public ChartConfig projection(String label, List<? extends Number> values, String color) {
		return add(new Dataset(label, values, color, "y", true));
	}

	private ChartConfig add(Dataset dataset) {
		if (dataset.values().size() != labels.size()) {
			throw new IllegalArgumentException("Dataset '" + dataset.label() + "' has " + dataset.values().size()
					+ " values for " + labels.size() + " labels");
		}
		datasets.add(dataset);
		return this;
	}

	/**
	 * Marks these events on the time axis; days between two of the chart's days get a
	 * place of their own on the axis, days outside the chart's first and last are left
	 * out.
	 */
	public ChartConfig marks(List<Mark> events) {
		if (days == null) {
			throw new IllegalStateException("Only a chart over days carries marks");
		}
		if (!days.isEmpty()) {
			LocalDate first = days.stream().min(LocalDate::compareTo).orElseThrow();
			LocalDate last = days.stream().max(LocalDate::compareTo).orElseThrow();
			events.stream()
				.filter(mark -> !mark.day().isBefore(first) && !mark.day().isAfter(last))
				.forEach(marks::add);
		}
		return this;
	}

	public ChartConfig stacked() {
		this.stacked = true;
		return this;
	}

	/** Draws the main y axis upside down, so that rank 1 is at the top. */
	public ChartConfig reverseY() {
		this.reverseY = true;
		return this;
	}

	public ChartConfig yTitle(String title) {
		this.yTitle = title;
		return this;
	}

	public String type() {
		return type;
	}

	public List<String> labels() {
		return labels;
	}

	public List<Dataset> datasets() {
		return List.copyOf(datasets);
	}

	public List<Mark> marks() {
		return List.copyOf(marks);
	}

	String toJson() {
		ObjectNode root = JSON.createObjectNode();
		root.put("type", type);
		ObjectNode data = root.putObject("data");
		List<Slot> axis = axis();
		if (axis == null) {
			labels.forEach(data.putArray("labels")::add);
		}
		else {
			ArrayNode axisLabels = data.putArray("labels");
			axis.forEach(slot -> axisLabels.add(DisplayDates.day(slot.day())));
		}
		ArrayNode sets = data.putArray("datasets");
		boolean secondAxis = false;
		for (Dataset dataset : datasets) {
			ObjectNode set = sets.addObject();
			set.put("label", dataset.label());
			set.put("borderColor", dataset.color());
			set.put("backgroundColor", dataset.color());
			set.put("yAxisID", dataset.yAxis());
			set.put("spanGaps", true);
			if (dataset.dashed()) {
				set.putArray("borderDash").add(6).add(4);
				set.put("pointRadius", 0);
				set.put("pointHitRadius", 6);
			}
			ArrayNode values = set.putArray("data");
			List<? extends Number> onAxis = axis == null ? dataset.values() : spread(dataset.values(), axis);
			onAxis.forEach(v -> {
				if (v == null) {
					values.addNull();
				}
				else {
					values.add(v.doubleValue());
				}
			});
			secondAxis |= "y2".equals(dataset.yAxis());
		}
		ObjectNode options = root.putObject("options");
		if (axis != null) {
			markSets(sets, axis);
			options.putObject("plugins").putObject("legend").putObject("labels").put("usePointStyle", true);
		}
		ObjectNode scales = options.putObject("scales");
		scales.putObject("x").put("stacked", stacked);
		ObjectNode y = scales.putObject("y");
		y.put("stacked", stacked).put("reverse", reverseY);
		if (yTitle != null) {
			y.putObject("title").put("display", true).put("text", yTitle);
		}
		if (secondAxis) {
			scales.putObject("y2").put("position", "right").putObject("grid").put("drawOnChartArea", false);
		}
		if (axis != null) {
			scales.putObject("events").put("display", false).put("min", 0).put("max", 1);
		}
		return root.toString();
	}

	/**
	 * A place on the time axis: the chart's own day of value {@code value}, or a day only
	 * marks fall on ({@code value} -1).
	 */
	private record Slot(LocalDate day, int value) {

	}

	/**
	 * The chart's days as given (ascending, a day may repeat) with the marks' other days
	 * between them, when there are marks.
	 */
	private @Nullable List<Slot> axis() {
		List<LocalDate> own = days;
		if (own == null || marks.isEmpty()) {
			return null;
		}
		TreeSet<LocalDate> markOnly = new TreeSet<>();
		marks.stream().map(Mark::day).filter(day -> !own.contains(day)).forEach(markOnly::add);
		List<Slot> slots = new ArrayList<>();
		for (int i = 0; i < own.size(); i++) {
			LocalDate day = own.get(i);
			while (!markOnly.isEmpty() && markOnly.first().isBefore(day)) {
				slots.add(new Slot(markOnly.pollFirst(), -1));
			}
			slots.add(new Slot(day, i));
		}
		markOnly.forEach(day -> slots.add(new Slot(day, -1)));
		return slots;
	}

	/** A dataset's values at their places on the axis, gaps on the marks' own days. */
	private static List<@Nullable Number> spread(List<? extends Number> values, List<Slot> axis) {
		List<@Nullable Number> spread = new ArrayList<>();
		axis.forEach(slot -> spread.add(slot.value() < 0 ? null : values.get(slot.value())));
		return spread;
	}

	/**
	 * One dataset per legend line of marks (in the order of their first mark) on the
	 * hidden {@code events} axis, with the tooltip's words in {@code locusEvents} (read
	 * by locus-chart.js) beside each point.
	 */
	private void markSets(ArrayNode sets, List<Slot> axis) {
		Map<String, List<Mark>> byLegend = new LinkedHashMap<>();
		marks.forEach(mark -> byLegend.computeIfAbsent(mark.legend(), legend -> new ArrayList<>()).add(mark));
		byLegend.forEach((legend, ofLegend) -> {
			ObjectNode set = sets.addObject();
			set.put("label", legend);
			set.put("borderColor", ofLegend.get(0).color());
			set.put("backgroundColor", ofLegend.get(0).color());
			set.put("yAxisID", "events");
			set.put("showLine", false);
			set.put("pointStyle", "triangle");
			set.put("pointRadius", 7);
			set.put("pointHoverRadius", 10);
			set.put("clip", false);
			ArrayNode values = set.putArray("data");
			ArrayNode words = set.putArray("locusEvents");
			List<LocalDate> marked = new ArrayList<>();
			for (Slot slot : axis) {
				@Nullable
				Mark mark = marked.contains(slot.day()) ? null
						: ofLegend.stream().filter(m -> m.day().equals(slot.day())).findFirst().orElse(null);
				if (mark == null) {
					values.addNull();
					words.addNull();
				}
				else {
					marked.add(slot.day());
					values.add(0);
					ObjectNode said = words.addObject().put("title", mark.title());
					mark.lines().forEach(said.putArray("lines")::add);
				}
			}
		});
	}

}
