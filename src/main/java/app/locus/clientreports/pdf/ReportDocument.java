package app.locus.clientreports.pdf;

import java.awt.Color;
import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import app.locus.base.DisplayDates;
import app.locus.clientreports.ReportFacts;
import app.locus.clientreports.ReportSummary;
import app.locus.clientreports.Section;
import app.locus.reports.heatmap.HeatmapPng;
import app.locus.reports.heatmap.RankGrid;
import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jsoup.nodes.Entities;
import org.jspecify.annotations.Nullable;

/**
 * The report as an XHTML document built node by node with jsoup, so every text from the
 * database (names, keywords, previews) is a text node and is escaped by construction;
 * nothing is concatenated into markup. The only style text is a constant and the brand
 * colour, which must be {@code #rrggbb}.
 */
final class ReportDocument {

	static final String FALLBACK_COLOUR = "#1f6feb";

	/** The family the embedded font is registered under. */
	static final String FONT = "Report Sans";

	private static final Pattern COLOUR = Pattern.compile("#[0-9a-fA-F]{6}");

	private static final String STYLE = """
			@page { size: A4; margin: 16mm 15mm 20mm 15mm;
			  @bottom-center { content: element(footer); } }
			body { font-family: 'Report Sans', sans-serif; font-size: 10pt; color: #222; }
			#footer { position: running(footer); font-size: 8pt; color: #666; text-align: center; }
			#footer .page::after { content: counter(page) " / " counter(pages); }
			header { border-bottom: 3pt solid BRAND; padding-bottom: 6pt; margin-bottom: 10pt; }
			header img { height: 36pt; float: right; }
			.agency { font-size: 11pt; font-weight: bold; color: BRAND; }
			h1 { font-size: 20pt; margin: 4pt 0 2pt 0; }
			h2 { font-size: 14pt; color: BRAND; margin: 14pt 0 6pt 0; border-bottom: 0.5pt solid #ccc; }
			.muted { color: #666; }
			.lead { font-size: 12pt; }
			table { width: 100%; border-collapse: collapse; }
			th { text-align: left; background: #f2f2f2; }
			td, th { padding: 3pt 5pt; border-bottom: 0.5pt solid #ddd; vertical-align: top; }
			td.num, th.num { text-align: right; }
			tr.own td { font-weight: bold; }
			table.maps td { border: none; width: 50%; text-align: center; padding: 4pt; }
			table.maps img { width: 82mm; }
			img.chart { width: 180mm; }
			section { page-break-inside: auto; }
			.map { page-break-inside: avoid; }
			""";

	private final ReportFacts facts;

	private final ZoneId zone;

	private final Color brand;

	private final String colour;

	ReportDocument(ReportFacts facts, ZoneId zone) {
		this.facts = facts;
		this.zone = zone;
		this.colour = COLOUR.matcher(facts.brand().colour()).matches() ? facts.brand().colour() : FALLBACK_COLOUR;
		this.brand = Color.decode(colour);
	}

	Document build() {
		Document doc = Document.createShell("");
		doc.outputSettings()
			.syntax(Document.OutputSettings.Syntax.xml)
			.escapeMode(Entities.EscapeMode.xhtml)
			.prettyPrint(false);
		doc.head().appendElement("meta").attr("charset", "UTF-8");
		doc.head().appendElement("title").text(title());
		doc.head().appendElement("meta").attr("name", "author").attr("content", facts.brand().name());
		doc.head().appendElement("meta").attr("name", "subject").attr("content", title());
		doc.head().appendElement("style").appendChild(new DataNode(STYLE.replace("BRAND", colour)));
		Element body = doc.body();
		footer(body);
		header(body);
		for (Section section : Section.values()) {
			if (facts.template().includes(section)) {
				Element part = body.appendElement("section").attr("id", section.name().toLowerCase(Locale.ROOT));
				part.appendElement("h2").text(section.title());
				switch (section) {
					case SUMMARY -> summary(part);
					case HEATMAPS -> heatmaps(part);
					case TRENDS -> trends(part);
					case COMPETITORS -> competitors(part);
					case CAMPAIGNS -> campaigns(part);
					case PROFILE_CHANGES -> profileChanges(part);
					case CREDITS -> credits(part);
				}
			}
		}
		return doc;
	}

	String title() {
		return "Local visibility report for " + facts.clientName();
	}

	private void footer(Element body) {
		Element footer = body.appendElement("div").attr("id", "footer");
		footer.appendText("Prepared by " + facts.brand().name() + " · " + facts.brand().host() + " · page ");
		footer.appendElement("span").addClass("page");
	}

	private void header(Element body) {
		Element header = body.appendElement("header");
		byte[] logo = facts.brand().logoPng();
		if (logo != null) {
			header.appendElement("img").attr("src", png(logo)).attr("alt", facts.brand().name());
		}
		header.appendElement("div").addClass("agency").text(facts.brand().name());
		header.appendElement("h1").text(title());
		header.appendElement("div")
			.addClass("muted")
			.text(day(facts.period().from()) + " to " + day(facts.period().to()) + " · made "
					+ day(LocalDate.ofInstant(facts.madeAt(), zone)));
	}

	private void summary(Element part) {
		for (String sentence : ReportSummary.sentences(facts)) {
			part.appendElement("p").addClass("lead").text(sentence);
		}
	}

	private void heatmaps(Element part) {
		List<String> keywords = ReportSummary.keywords(facts);
		Element table = part.appendElement("table").addClass("maps");
		Element row = null;
		int drawn = 0;
		for (String keyword : keywords) {
			Optional<ReportFacts.Scan> latest = ReportSummary.latest(facts, keyword);
			if (row == null || drawn % 2 == 0) {
				row = table.appendElement("tr");
			}
			Element cell = row.appendElement("td").addClass("map");
			if (latest.isEmpty()) {
				cell.appendElement("p").text("\"" + keyword + "\": no scan in this period.");
			}
			else {
				ReportFacts.Scan scan = latest.get();
				RankGrid ranks = java.util.Objects.requireNonNull(scan.ranks());
				boolean sameGrid = scan.geometry() != null && scan.geometry().gridSize() == ranks.size();
				cell.appendElement("img")
					.attr("src", png(HeatmapPng.render(ranks, sameGrid ? scan.geometry() : null)))
					.attr("alt", "Heatmap for " + keyword);
				cell.appendElement("div").attr("style", "font-weight: bold").text(keyword);
				String where = scan.locationName() == null ? "" : scan.locationName() + " · ";
				String share = ReportSummary.topThreeShare(List.of(ranks))
					.stream()
					.mapToObj(value -> " · top 3 in " + value + "% of the area")
					.findFirst()
					.orElse("");
				cell.appendElement("div").addClass("muted").text(where + day(scan.date()) + share);
			}
			drawn++;
		}
		if (keywords.isEmpty()) {
			part.appendElement("p").text("No scans in this period.");
		}
	}

	private void trends(Element part) {
		List<String> keywords = ReportSummary.keywords(facts);
		if (facts.scans().isEmpty() || keywords.isEmpty()) {
			part.appendElement("p").text("No scans in this period.");
			return;
		}
		part.appendElement("img")
			.addClass("chart")
			.attr("src", png(TrendChart.visibility(facts.scans(), keywords, brand, facts.events())))
			.attr("alt", "Share of local voice per keyword over the period");
		part.appendElement("img")
			.addClass("chart")
			.attr("src", png(TrendChart.averageRank(facts.scans(), keywords, brand, facts.events())))
			.attr("alt", "Average rank per keyword over the period");
		if (!facts.events().isEmpty()) {
			part.appendElement("p").text("The dashed lines on the charts mark what happened:");
			Element list = part.appendElement("ul").addClass("events");
			facts.events()
				.forEach(mark -> list.appendElement("li")
					.text(mark.title() + ": " + String.join("; ", mark.whats()) + "."));
		}
	}

	private void competitors(Element part) {
		if (facts.competitors().isEmpty()) {
			part.appendElement("p").text("No competitor report in this period.");
			return;
		}
		part.appendElement("p").text("The businesses found around you in the latest scan, by share of local voice.");
		Element table = part.appendElement("table");
		headings(table, "Business", "Share of voice", "Average rank", "Reviews", "Rating");
		for (ReportFacts.Competitor competitor : facts.competitors()) {
			Element row = table.appendElement("tr");
			if (competitor.own()) {
				row.addClass("own");
			}
			row.appendElement("td").text(competitor.name() + (competitor.own() ? " (you)" : ""));
			numbers(row, percent(competitor.solv()), number(competitor.arp()),
					competitor.reviews() == null ? "–" : competitor.reviews().toString(), number(competitor.rating()));
		}
	}

	private void campaigns(Element part) {
		if (facts.campaignRuns().isEmpty()) {
			part.appendElement("p").text("No campaign ran in this period.");
			return;
		}
		Element table = part.appendElement("table");
		headings(table, "Date", "Campaign", "Share of voice", "Average rank", "Scans");
		for (ReportFacts.CampaignRun run : facts.campaignRuns()) {
			Element row = table.appendElement("tr");
			row.appendElement("td").text(day(run.date()));
			row.appendElement("td").text(run.campaign());
			numbers(row, percent(run.solv()), number(run.arp()), run.scans() == null ? "–" : run.scans().toString());
		}
	}

	private void profileChanges(Element part) {
		if (facts.profileChanges().isEmpty()) {
			part.appendElement("p").text("No change to your business profile in this period.");
			return;
		}
		Element table = part.appendElement("table");
		headings(table, "Date", "Part of the profile", "Change", "Outcome");
		for (ReportFacts.ProfileChange change : facts.profileChanges()) {
			Element row = table.appendElement("tr");
			row.appendElement("td").text(day(change.date()));
			row.appendElement("td").text(change.area());
			row.appendElement("td").text(change.preview());
			row.appendElement("td").text(change.outcome());
		}
	}

	private void credits(Element part) {
		ReportFacts.Credits credits = facts.credits();
		part.appendElement("p")
			.text(credits.scans() + (credits.scans() == 1 ? " scan" : " scans") + " used " + credits.credits()
					+ (credits.credits() == 1 ? " credit" : " credits") + " in this period.");
	}

	private static void headings(Element table, String first, String... rest) {
		Element row = table.appendElement("tr");
		row.appendElement("th").text(first);
		for (String heading : rest) {
			row.appendElement("th").text(heading);
		}
	}

	private static void numbers(Element row, String... values) {
		for (String value : values) {
			row.appendElement("td").addClass("num").text(value);
		}
	}

	private static String percent(@Nullable BigDecimal value) {
		return value == null ? "–" : value.stripTrailingZeros().toPlainString() + "%";
	}

	private static String number(@Nullable BigDecimal value) {
		return value == null ? "–" : value.stripTrailingZeros().toPlainString();
	}

	private static String day(LocalDate date) {
		return DisplayDates.day(date);
	}

	private static String png(byte[] image) {
		return "data:image/png;base64," + Base64.getEncoder().encodeToString(image);
	}

}
