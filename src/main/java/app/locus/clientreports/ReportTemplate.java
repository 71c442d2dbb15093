package app.locus.clientreports;

import java.util.EnumSet;
import java.util.List;
import java.util.Set;

/**
 * What a workspace's client report shows: its sections, the keywords whose latest
 * heatmaps it draws (and whose visibility it charts), and the days it covers.
 */
public record ReportTemplate(Set<Section> sections, List<String> heatmapKeywords, ReportPeriod period) {

	/** Most keywords a report draws heatmaps of (a page of four, then one more row). */
	public static final int KEYWORDS_MAX = 6;

	public ReportTemplate {
		sections = sections.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(sections));
		heatmapKeywords = List.copyOf(heatmapKeywords);
	}

	/** What a workspace that has saved no template gets: everything but credits. */
	public static ReportTemplate standard() {
		return new ReportTemplate(EnumSet.complementOf(EnumSet.of(Section.CREDITS)), List.of(),
				ReportPeriod.LAST_30_DAYS);
	}

	public boolean includes(Section section) {
		return sections.contains(section);
	}

	/** This template with one section left out. */
	public ReportTemplate without(Section section) {
		Set<Section> kept = sections.isEmpty() ? EnumSet.noneOf(Section.class) : EnumSet.copyOf(sections);
		kept.remove(section);
		return new ReportTemplate(kept, heatmapKeywords, period);
	}

}
