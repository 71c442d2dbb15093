package app.locus.base.ui.chart;

import java.util.ArrayList;
import java.util.List;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import org.jspecify.annotations.Nullable;

/**
 * A typed builder for the Chart.js configurations Locus draws: line and bar charts over
 * labelled points, one or more datasets, optionally an inverted y axis (for ranks, where
 * lower is better) and stacked bars.
 */
public final class ChartConfig {

	private static final ObjectMapper JSON = new ObjectMapper();

	private final String type;

	private final List<String> labels;

	private final List<Dataset> datasets = new ArrayList<>();

	private boolean stacked;

	private boolean reverseY;

	private @Nullable String yTitle;

	/** One series of values; {@code null} values are drawn as gaps. */
	public record Dataset(String label, List<? extends Number> values, String color, String yAxis) {

	}

	private ChartConfig(String type, List<String> labels) {
		this.type = type;
		this.labels = List.copyOf(labels);
	}

	public static ChartConfig line(List<String> labels) {
		return new ChartConfig("line", labels);
	}

	public static ChartConfig bar(List<String> labels) {
		return new ChartConfig("bar", labels);
	}

	public ChartConfig dataset(String label, List<? extends Number> values, String color) {
		return dataset(label, values, color, "y");
	}

	/**
	 * Adds a series drawn against the named axis ({@code y} or {@code y2}, the second on
	 * the right).
	 */
	public ChartConfig dataset(String label, List<? extends Number> values, String color, String yAxis) {
		if (values.size() != labels.size()) {
			throw new IllegalArgumentException(
					"Dataset '" + label + "' has " + values.size() + " values for " + labels.size() + " labels");
		}
		datasets.add(new Dataset(label, values, color, yAxis));
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

	String toJson() {
		ObjectNode root = JSON.createObjectNode();
		root.put("type", type);
		ObjectNode data = root.putObject("data");
		labels.forEach(data.putArray("labels")::add);
		ArrayNode sets = data.putArray("datasets");
		boolean secondAxis = false;
		for (Dataset dataset : datasets) {
			ObjectNode set = sets.addObject();
			set.put("label", dataset.label());
			set.put("borderColor", dataset.color());
			set.put("backgroundColor", dataset.color());
			set.put("yAxisID", dataset.yAxis());
			set.put("spanGaps", true);
			ArrayNode values = set.putArray("data");
			dataset.values().forEach(v -> {
				if (v == null) {
					values.addNull();
				}
				else {
					values.add(v.doubleValue());
				}
			});
			secondAxis |= "y2".equals(dataset.yAxis());
		}
		ObjectNode scales = root.putObject("options").putObject("scales");
		scales.putObject("x").put("stacked", stacked);
		ObjectNode y = scales.putObject("y");
		y.put("stacked", stacked).put("reverse", reverseY);
		if (yTitle != null) {
			y.putObject("title").put("display", true).put("text", yTitle);
		}
		if (secondAxis) {
			scales.putObject("y2").put("position", "right").putObject("grid").put("drawOnChartArea", false);
		}
		return root.toString();
	}

}
