package app.locus.clientreports;

import java.util.List;
import java.util.Set;

import org.jspecify.annotations.Nullable;

/** A report template as the form sends it, checked by the service. */
public record TemplateInput(Set<Section> sections, List<String> heatmapKeywords, @Nullable ReportPeriod period) {

	public TemplateInput {
		sections = Set.copyOf(sections);
		heatmapKeywords = List.copyOf(heatmapKeywords);
	}

}
