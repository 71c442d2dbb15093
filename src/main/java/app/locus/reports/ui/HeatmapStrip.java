package app.locus.reports.ui;

import java.util.List;

import app.locus.base.DisplayDates;
import app.locus.base.WorkspaceId;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import com.vaadin.flow.component.Html;
import org.jsoup.nodes.Element;

/**
 * The newest heatmaps of a workspace as one piece of HTML, each a link to its report
 * around its thumbnail and caption, for the dashboards (through
 * {@link ReportsNavigation}). One {@link Html} is one state node, where a link, a picture
 * and a caption per heatmap were three (DD166); the pictures are loaded by URL from the
 * access-checked {@link ThumbnailEndpoint}, since a picture inside the page as a data URI
 * was kilobytes that Vaadin wrote into every answer (DD169).
 */
final class HeatmapStrip {

	private static final String LINK_CLASS = "overview-heatmap";

	private static final String STRIP_CLASS = "locus-heatmap-strip";

	private HeatmapStrip() {
	}

	/** An empty strip with the element id {@code id}, to be filled by {@link #show}. */
	static Html empty(String id) {
		return new Html(markup(id, null, List.of()));
	}

	/** Shows {@code cards} (newest first) of {@code workspace} in the strip. */
	static void show(Html strip, WorkspaceId workspace, List<ReportCard> cards) {
		strip.setHtmlContent(markup(strip.getId().orElseThrow(), workspace, cards));
	}

	/** Every value is escaped by jsoup, as text or as an attribute. */
	static String markup(String id, WorkspaceId workspace, List<ReportCard> cards) {
		// Styled by a class of the theme: Flow parses a root's style attribute with a CSS
		// parser on every page (DD172).
		Element strip = new Element("div").id(id).addClass(STRIP_CLASS);
		for (ReportCard card : cards) {
			Element link = strip.appendElement("a")
				.addClass(LINK_CLASS)
				.attr("href", ReportsNavigation.detailPath(workspace.value(), ReportType.SCAN, card.key().value()))
				.attr("title",
						card.locationName() == null ? card.keyword() : card.keyword() + " at " + card.locationName());
			link.appendElement("img")
				.attr("src", ThumbnailEndpoint.path(workspace, card))
				.attr("alt", "Heatmap of " + card.keyword())
				.attr("style", "height: 96px");
			link.appendElement("span")
				.attr("style", "font-size: var(--lumo-font-size-s); display: block")
				.text(card.keyword() + " · " + DisplayDates.dayOfWeek(card.date()));
		}
		return strip.outerHtml();
	}

}
