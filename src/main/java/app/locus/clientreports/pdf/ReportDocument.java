package app.locus.clientreports.pdf;

import java.awt.Color;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.Duration;
import java.time.LocalDate;
import java.time.ZoneId;
import java.time.format.DateTimeFormatter;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;

import app.locus.base.i18n.LocaleFormats;
import app.locus.clientreports.ReportFacts;
import app.locus.clientreports.ReportSummary;
import app.locus.clientreports.ReportWording;
import app.locus.clientreports.Section;
import app.locus.reports.heatmap.HeatmapPng;
import app.locus.reports.heatmap.RankGrid;
import app.locus.timeline.EventMark;
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

	private static final long MINUTES_PER_HOUR = 60;

	private static final long HOURS_PER_DAY = 24;

	/** A median reply time under two days is said in hours, a longer one in days. */
	private static final long HOURS_SAID_AS_HOURS = 48;

	private static final String STYLE = """
			@page { size: A4; margin: 16mm 15mm 20mm 15mm;
			  @bottom-center { content: element(footer); } }
			body { font-family: 'Report Sans', sans-serif; font-size: 10pt; color: #222; }
			#footer { position: running(footer); font-size: 8pt; color: #666; text-align: center; }
			#footer .page::before { content: counter(page); }
			#footer .pages::before { content: counter(pages); }
			header { border-bottom: 3pt solid BRAND; padding-bottom: 6pt; margin-bottom: 10pt; }
			header img { height: 36pt; float: right; }
			.agency { font-size: 11pt; font-weight: bold; color: BRAND; }
			h1 { font-size: 20pt; margin: 4pt 0 2pt 0; }
			h2 { font-size: 14pt; color: BRAND; margin: 14pt 0 6pt 0; border-bottom: 0.5pt solid #ccc; }
			.keep { page-break-inside: avoid; }
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

	private final ReportWording words;

	private final LocaleFormats formats;

	ReportDocument(ReportFacts facts, ZoneId zone, ReportWording words) {
		this.facts = facts;
		this.zone = zone;
		this.words = words;
		this.formats = words.formats();
		this.colour = COLOUR.matcher(facts.brand().colour()).matches() ? facts.brand().colour() : FALLBACK_COLOUR;
		this.brand = Color.decode(colour);
	}

	Document build() {
		Document doc = Document.createShell("");
		doc.child(0).attr("lang", words.locale().toLanguageTag());
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
				part.appendElement("h2").text(words.text(section.titleKey()));
				switch (section) {
					case SUMMARY -> summary(part);
					case HEATMAPS -> heatmaps(part);
					case TRENDS -> trends(part);
					case COMPETITORS -> competitors(part);
					case AI_ANSWERS -> aiAnswers(part);
					case CAMPAIGNS -> campaigns(part);
					case PROFILE_CHANGES -> profileChanges(part);
					case REVIEWS -> reviews(part);
					case CREDITS -> credits(part);
				}
				keepHeadingWithWhatFollows(part);
			}
		}
		return doc;
	}

	/**
	 * Puts the section's heading, the sentences that introduce what follows and the first
	 * block after them (a chart, a table) in one box that is not split across pages, so
	 * that no heading is left alone at the foot of a page. openhtmltopdf does not honour
	 * {@code page-break-after: avoid}; a block too tall for a page still breaks.
	 */
	private static void keepHeadingWithWhatFollows(Element part) {
		Element heading = part.child(0);
		Element keep = new Element("div").addClass("keep");
		List<Element> kept = new ArrayList<>();
		kept.add(heading);
		for (Element next = heading.nextElementSibling(); next != null; next = next.nextElementSibling()) {
			kept.add(next);
			if (!next.hasClass("intro")) {
				break;
			}
		}
		heading.before(keep);
		kept.forEach(keep::appendChild);
	}

	String title() {
		return words.text("clientreports.title", facts.clientName());
	}

	/**
	 * "Prepared by Northwind Local · reports.northwind.example · page 2 of 5": the host
	 * only when the agency has its own, the numbers filled in by the page counters.
	 */
	private void footer(Element body) {
		Element footer = body.appendElement("div").attr("id", "footer");
		List<String> parts = new ArrayList<>();
		parts.add(words.text("clientreports.footer.preparedBy", facts.brand().name()));
		if (!facts.brand().host().isBlank()) {
			parts.add(facts.brand().host());
		}
		footer.appendText(String.join(" · ", parts) + " · " + words.text("clientreports.footer.page") + " ");
		footer.appendElement("span").addClass("page");
		footer.appendText(" " + words.text("clientreports.footer.of") + " ");
		footer.appendElement("span").addClass("pages");
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
			.text(words.text("clientreports.header.period", day(facts.period().from()), day(facts.period().to()),
					day(LocalDate.ofInstant(facts.madeAt(), zone))));
	}

	private void summary(Element part) {
		for (String sentence : ReportSummary.sentences(facts, words)) {
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
				cell.appendElement("p").text(words.text("clientreports.heatmap.noScan", keyword));
			}
			else {
				ReportFacts.Scan scan = latest.get();
				RankGrid ranks = java.util.Objects.requireNonNull(scan.ranks());
				boolean sameGrid = scan.geometry() != null && scan.geometry().gridSize() == ranks.size();
				cell.appendElement("img")
					.attr("src", png(HeatmapPng.render(ranks, sameGrid ? scan.geometry() : null)))
					.attr("alt", words.text("clientreports.heatmap.alt", keyword));
				cell.appendElement("div").attr("style", "font-weight: bold").text(keyword);
				String where = scan.locationName() == null ? "" : scan.locationName() + " · ";
				String share = ReportSummary.topThreeShare(List.of(ranks))
					.stream()
					.mapToObj(value -> " · " + words.text("clientreports.heatmap.topThree",
							formats.percent(BigDecimal.valueOf(value), 0)))
					.findFirst()
					.orElse("");
				cell.appendElement("div").addClass("muted").text(where + day(scan.date()) + share);
			}
			drawn++;
		}
		if (keywords.isEmpty()) {
			part.appendElement("p").text(words.text("clientreports.noScans"));
		}
	}

	/**
	 * Map searches (SoLV, average rank) and AI answers (SAIV) on charts of their own: the
	 * two shares measure different things and are never drawn on one axis.
	 */
	private void trends(Element part) {
		List<String> keywords = ReportSummary.keywords(facts);
		List<String> mapKeywords = scannedAmong(keywords, TrendChart.onMaps(facts.scans(), true));
		List<String> answerKeywords = scannedAmong(keywords, TrendChart.onMaps(facts.scans(), false));
		if (mapKeywords.isEmpty() && answerKeywords.isEmpty()) {
			part.appendElement("p").text(words.text("clientreports.noScans"));
			return;
		}
		// each chart is introduced by the words of what it draws: the text that keeps its
		// heading company at the foot of a page, for a reader and for the text read back
		if (!mapKeywords.isEmpty()) {
			part.appendElement("p")
				.addClass("intro")
				.addClass("muted")
				.text(words.text("clientreports.trends.maps", String.join(", ", mapKeywords)));
			chart(part, TrendChart.visibility(facts.scans(), mapKeywords, brand, facts.events(), words),
					words.text("clientreports.trends.solvChart"));
			chart(part, TrendChart.averageRank(facts.scans(), mapKeywords, brand, facts.events(), words),
					words.text("clientreports.trends.rankChart"));
		}
		if (!answerKeywords.isEmpty()) {
			part.appendElement("p")
				.addClass("intro")
				.addClass("muted")
				.text(words.text("clientreports.trends.answers", String.join(", ", answerKeywords)));
			chart(part, TrendChart.aiVisibility(facts.scans(), answerKeywords, brand, facts.events(), words),
					words.text("clientreports.trends.saivChart"));
		}
		if (!facts.events().isEmpty()) {
			part.appendElement("p").addClass("intro").text(words.text("clientreports.trends.events"));
			Element list = part.appendElement("ul").addClass("events");
			facts.events()
				.forEach(mark -> list.appendElement("li")
					.text(mark.title() + ": " + String.join("; ", mark.whats()) + "."));
		}
	}

	/** The keywords, in their order, that one of the scans is of. */
	private static List<String> scannedAmong(List<String> keywords, List<ReportFacts.Scan> scans) {
		return keywords.stream()
			.filter(keyword -> scans.stream().anyMatch(scan -> scan.keyword().equalsIgnoreCase(keyword)))
			.toList();
	}

	private void competitors(Element part) {
		if (facts.competitors().isEmpty()) {
			part.appendElement("p").text(words.text("clientreports.competitors.none"));
			return;
		}
		part.appendElement("p").addClass("intro").text(words.text("clientreports.competitors.intro"));
		Element table = part.appendElement("table");
		headings(table, words.text("clientreports.column.business"), words.text("clientreports.column.solv"),
				words.text("clientreports.column.arp"), words.text("clientreports.column.reviews"),
				words.text("clientreports.column.rating"));
		for (ReportFacts.Competitor competitor : facts.competitors()) {
			Element row = table.appendElement("tr");
			if (competitor.own()) {
				row.addClass("own");
			}
			row.appendElement("td")
				.text(competitor.own() ? words.text("clientreports.competitors.you", competitor.name())
						: competitor.name());
			numbers(row, formats.percent(competitor.solv()), formats.decimal(competitor.arp(), 2),
					count(competitor.reviews()), formats.decimal(competitor.rating(), 1));
		}
	}

	/**
	 * What the AI engines said, in the sentences of the client dashboard, grouped by
	 * location when there is more than one. The four weeks end on the day the report is
	 * made, whatever its period: fewer weeks of AI answers say too little to tell a
	 * change from the way answers vary.
	 */
	private void aiAnswers(Element part) {
		if (facts.aiAnswers().isEmpty()) {
			part.appendElement("p").text(words.text("clientreports.ai.none"));
			return;
		}
		part.appendElement("p")
			.addClass("intro")
			.text(words.text("clientreports.ai.intro", day(LocalDate.ofInstant(facts.madeAt(), zone))));
		boolean oneLocation = facts.aiAnswers().stream().map(ReportFacts.AiKeyword::location).distinct().count() == 1;
		String location = null;
		for (ReportFacts.AiKeyword keyword : facts.aiAnswers()) {
			if (!oneLocation && !keyword.location().equals(location)) {
				location = keyword.location();
				part.appendElement("h3").text(location);
			}
			Element block = part.appendElement("div").addClass("keep");
			block.appendElement("p").attr("style", "font-weight: bold").text(keyword.opening());
			Element list = block.appendElement("ul");
			keyword.sentences().forEach(sentence -> list.appendElement("li").text(sentence));
		}
	}

	private void campaigns(Element part) {
		if (facts.campaignRuns().isEmpty()) {
			part.appendElement("p").text(words.text("clientreports.campaigns.none"));
			return;
		}
		Element table = part.appendElement("table");
		headings(table, words.text("clientreports.column.date"), words.text("clientreports.column.campaign"),
				words.text("clientreports.column.solv"), words.text("clientreports.column.arp"),
				words.text("clientreports.column.scans"));
		for (ReportFacts.CampaignRun run : facts.campaignRuns()) {
			Element row = table.appendElement("tr");
			row.appendElement("td").text(day(run.date()));
			row.appendElement("td").text(run.campaign());
			numbers(row, formats.percent(run.solv()), formats.decimal(run.arp(), 2), count(run.scans()));
		}
	}

	/**
	 * What became of the agency's proposals, and what changed on the profile: the changes
	 * sent and those the profile's protection saw, the same events the trend charts mark
	 * (so the section never says "no change" under a timeline that lists some).
	 */
	private void profileChanges(Element part) {
		List<EventMark> made = ProfileEvents.of(facts.events());
		if (facts.profileChanges().isEmpty() && made.isEmpty()) {
			part.appendElement("p").text(words.text("clientreports.profile.none"));
			return;
		}
		if (!facts.profileChanges().isEmpty()) {
			part.appendElement("p").addClass("intro").text(words.text("clientreports.profile.proposed"));
			Element table = part.appendElement("table").addClass("proposals");
			headings(table, words.text("clientreports.column.date"), words.text("clientreports.column.area"),
					words.text("clientreports.column.change"), words.text("clientreports.column.outcome"));
			for (ReportFacts.ProfileChange change : facts.profileChanges()) {
				Element row = table.appendElement("tr");
				row.appendElement("td").text(day(change.date()));
				row.appendElement("td").text(change.area());
				row.appendElement("td").text(change.preview());
				row.appendElement("td").text(change.outcome());
			}
		}
		if (!made.isEmpty()) {
			part.appendElement("p").addClass("intro").text(words.text("clientreports.profile.made"));
			Element table = part.appendElement("table").addClass("changes");
			headings(table, words.text("clientreports.column.date"), words.text("clientreports.column.change"),
					words.text("clientreports.column.source"));
			for (EventMark mark : made) {
				for (String what : mark.whats()) {
					Element row = table.appendElement("tr");
					row.appendElement("td").text(day(mark.day()));
					row.appendElement("td").text(what);
					row.appendElement("td").text(words.text(ProfileEvents.sourceKey(mark.kind())));
				}
			}
		}
	}

	/** How many reviews came in, how many the agency answered, and how fast. */
	private void reviews(Element part) {
		ReportFacts.Reviews reviews = facts.reviews();
		if (reviews.received() == 0) {
			part.appendElement("p").text(words.text("clientreports.reviews.none"));
			return;
		}
		part.appendElement("p")
			.text(words.text("clientreports.reviews.received", reviews.received(),
					formats.decimal(reviews.averageStars(), 1)));
		BigDecimal rate = BigDecimal.valueOf(reviews.answered() * 100L)
			.divide(BigDecimal.valueOf(reviews.received()), 0, RoundingMode.HALF_UP);
		part.appendElement("p")
			.text(words.text("clientreports.reviews.answered", reviews.answered(), formats.percent(rate, 0)));
		Duration median = reviews.medianReply();
		if (median != null) {
			long hours = Math.max(1, (median.toMinutes() + MINUTES_PER_HOUR - 1) / MINUTES_PER_HOUR);
			part.appendElement("p")
				.text(hours < HOURS_SAID_AS_HOURS ? words.text("clientreports.reviews.medianHours", hours)
						: words.text("clientreports.reviews.medianDays", (hours + HOURS_PER_DAY / 2) / HOURS_PER_DAY));
		}
	}

	private void credits(Element part) {
		ReportFacts.Credits credits = facts.credits();
		part.appendElement("p").text(words.text("clientreports.credits.used", credits.scans(), credits.credits()));
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

	private String count(@Nullable Integer value) {
		return value == null ? LocaleFormats.NO_FIGURE : formats.number(value);
	}

	private String day(LocalDate date) {
		return formats.day(date);
	}

	private static void chart(Element part, byte[] image, String alt) {
		part.appendElement("img").addClass("chart").attr("src", png(image)).attr("alt", alt);
	}

	private static String png(byte[] image) {
		return "data:image/png;base64," + Base64.getEncoder().encodeToString(image);
	}

}
