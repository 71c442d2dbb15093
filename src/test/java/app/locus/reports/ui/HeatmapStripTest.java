package app.locus.reports.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.List;

import app.locus.base.WorkspaceId;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.Movement;
import app.locus.upstream.api.reports.RankMetrics;
import com.vaadin.flow.component.Html;
import org.jsoup.Jsoup;
import org.jsoup.nodes.Document;
import org.junit.jupiter.api.Test;

/**
 * The dashboard's heatmaps are one piece of HTML built from what agencies and clients
 * typed: a keyword or a location's name is shown as text, never read as markup.
 */
class HeatmapStripTest {

	private static final String KEYWORD = "<img src=x onerror=alert(1)> \"bakery\"";

	private static final String LOCATION = "Bob's <b>Bakery</b>";

	@Test
	void a_keyword_or_a_location_name_written_as_markup_shows_as_text() {
		WorkspaceId workspace = WorkspaceId.random();
		Document strip = Jsoup.parseBodyFragment(HeatmapStrip.markup("heatmaps", workspace, List.of(card())));

		assertThat(strip.select("img")).hasSize(1);
		assertThat(strip.select("b, [onerror]")).isEmpty();
		assertThat(strip.select("a.overview-heatmap").attr("title")).isEqualTo(KEYWORD + " at " + LOCATION);
		assertThat(strip.select("img").attr("alt")).isEqualTo("Heatmap of " + KEYWORD);
		assertThat(strip.select("span").text()).startsWith(KEYWORD + " · ");
	}

	@Test
	void the_strip_is_laid_out_by_a_class_of_the_theme_and_not_by_a_style_parsed_on_every_page() throws Exception {
		Html strip = HeatmapStrip.empty("heatmaps");

		assertThat(strip.getElement().hasAttribute("style")).as("style on the strip's root").isFalse();
		assertThat(strip.getElement().getAttribute("class")).isEqualTo("locus-heatmap-strip");
		assertThat(Files.readString(Path.of("frontend/themes/locus/styles.css")))
			.containsPattern("\\.locus-heatmap-strip \\{\\s*display: flex;");
	}

	private static ReportCard card() {
		return new ReportCard(ReportType.SCAN, ReportKey.of("0a1b2c3d4e5f6a7"), LocalDate.of(2026, 3, 7), "ChIJplace",
				LOCATION, KEYWORD, Platform.GOOGLE, 7, new BigDecimal("2"), Measurement.MI, LatLng.of("37.7", "-122.4"),
				null, new RankMetrics(null, null, null), null, null, new Movement(null, null, null), null, null, false);
	}

}
