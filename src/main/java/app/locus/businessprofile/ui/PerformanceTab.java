package app.locus.businessprofile.ui;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;

import app.locus.base.ui.DateInputs;
import app.locus.base.ui.chart.Chart;
import app.locus.base.ui.chart.ChartConfig;
import app.locus.businessprofile.BusinessProfileService;
import app.locus.upstream.api.gbp.MetricSeries;
import com.vaadin.flow.component.combobox.MultiSelectComboBox;
import com.vaadin.flow.component.datepicker.DatePicker;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.orderedlayout.FlexComponent.Alignment;
import com.vaadin.flow.component.orderedlayout.HorizontalLayout;

/**
 * Performance metrics as a line chart over up to 18 months; the platform usually has no
 * values yet for the last few days.
 */
class PerformanceTab extends AreaTab {

	static final List<String> METRICS = List.of("BUSINESS_IMPRESSIONS_DESKTOP_MAPS",
			"BUSINESS_IMPRESSIONS_DESKTOP_SEARCH", "BUSINESS_IMPRESSIONS_MOBILE_MAPS",
			"BUSINESS_IMPRESSIONS_MOBILE_SEARCH", "BUSINESS_CONVERSATIONS", "BUSINESS_DIRECTION_REQUESTS",
			"CALL_CLICKS", "WEBSITE_CLICKS", "BUSINESS_BOOKINGS", "BUSINESS_FOOD_ORDERS", "BUSINESS_FOOD_MENU_CLICKS");

	private static final String[] COLORS = { "#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b",
			"#e377c2", "#7f7f7f", "#bcbd22", "#17becf", "#393b79" };

	private final MultiSelectComboBox<String> metrics = new MultiSelectComboBox<>(
			getTranslation("gbp.performance.metrics"));

	private final DatePicker start = DateInputs.picker(getTranslation("gbp.performance.from"));

	private final DatePicker end = DateInputs.picker(getTranslation("gbp.performance.to"));

	private final Chart chart = new Chart(getTranslation("gbp.performance.chart"));

	PerformanceTab(EditorContext context) {
		super(context);
		metrics.setId("metrics-names");
		metrics.setItems(METRICS);
		metrics.select("CALL_CLICKS", "WEBSITE_CLICKS", "BUSINESS_DIRECTION_REQUESTS");
		LocalDate today = LocalDate.now(context.clock());
		start.setId("metrics-start");
		end.setId("metrics-end");
		start.setValue(today.minusMonths(3));
		end.setValue(today);
		start.setMin(today.minusMonths(BusinessProfileService.METRIC_MONTHS));
		chart.setId("metrics-chart");
		chart.setWidthFull();
		chart.setHeight("24em");
		Paragraph note = new Paragraph(getTranslation("gbp.performance.note", BusinessProfileService.METRIC_MONTHS));
		note.setId("metrics-note");
		HorizontalLayout bar = new HorizontalLayout(metrics, start, end,
				button("metrics-load", getTranslation("gbp.performance.show"), this::load));
		bar.setAlignItems(Alignment.BASELINE);
		// on a phone the fields and the button go on lines of their own instead of past
		// the edge
		bar.setWrap(true);
		add(note, bar, chart);
	}

	@Override
	void load() {
		context
			.read(() -> context.service()
				.metrics(context.workspace(), context.placeId(), new ArrayList<>(metrics.getSelectedItems()),
						start.getValue(), end.getValue()))
			.ifPresent(this::show);
	}

	private void show(List<MetricSeries> series) {
		TreeSet<LocalDate> dates = new TreeSet<>();
		series.forEach(metric -> metric.values().forEach(value -> dates.add(value.date())));
		ChartConfig config = ChartConfig.lineOverDays(List.copyOf(dates));
		int color = 0;
		for (MetricSeries metric : series) {
			Map<LocalDate, Number> byDate = new TreeMap<>();
			metric.values().forEach(value -> byDate.put(value.date(), value.value()));
			List<Number> values = dates.stream().map(date -> byDate.get(date)).toList();
			config.dataset(metric.metric(), values, COLORS[color++ % COLORS.length]);
		}
		if (!dates.isEmpty()) {
			context.read(
					() -> context.timeline().marks(context.workspace(), context.placeId(), dates.first(), dates.last()))
				.ifPresent(marks -> config.marks(marks.stream()
					.map(mark -> new ChartConfig.Mark(mark.day(), mark.kind().legend(), mark.kind().color(),
							mark.title(), mark.whats()))
					.toList()));
		}
		chart.setConfig(config);
	}

}
