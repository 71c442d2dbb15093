package app.locus.sharing.web;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.time.ZoneId;
import java.util.Base64;

import app.locus.base.i18n.LocaleFormats;
import app.locus.clientreports.ReportWording;
import app.locus.reports.heatmap.HeatmapSvg;
import app.locus.reports.heatmap.RankGrid;
import app.locus.sharing.ReportSnapshot;
import app.locus.sharing.SharedReport;

import org.jsoup.nodes.DataNode;
import org.jsoup.nodes.Document;
import org.jsoup.nodes.Element;
import org.jspecify.annotations.Nullable;

/**
 * The HTML of a share link's page, built with jsoup so that every text is escaped: the
 * agency's name, logo (inside the page, as a data: image) and colour, the snapshot's
 * figures, heatmap and table. Nothing names Locus or the vendor.
 */
final class SharePage {

	/** The zone the sharing time is given in, named beside it. */
	private static final ZoneId UTC = ZoneId.of("UTC");

	/** Decimals of a metric. */
	private static final int DIGITS = 2;

	private static final String STYLE = """
			body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1f2328; }
			header { display: flex; align-items: center; gap: 12px; padding: 16px 24px; border-bottom: 4px solid %s; }
			header img { max-height: 48px; max-width: 200px; }
			header span { font-size: 1.25rem; font-weight: 600; }
			main { max-width: 880px; margin: 0 auto; padding: 24px; }
			.about, footer { color: #59636e; }
			.figures { display: flex; gap: 32px; margin: 16px 0; }
			.figures div { display: flex; flex-direction: column; }
			.figures strong { font-size: 1.5rem; }
			.heatmap { max-width: 640px; width: 100%%; }
			.notes { white-space: pre-wrap; }
			table { border-collapse: collapse; width: 100%%; }
			th, td { text-align: left; padding: 6px 8px; border-bottom: 1px solid #d1d9e0; }
			td.number, th.number { text-align: right; }
			footer { margin-top: 32px; font-size: 0.875rem; }
			""";

	private SharePage() {
	}

	static String render(SharedReport shared, ReportWording words) {
		ReportSnapshot snapshot = shared.snapshot();
		LocaleFormats formats = words.formats();
		Document page = shell(words, snapshot.title() + " · " + shared.agencyName(), shared.colour().hex());
		Element header = page.body().appendElement("header");
		shared.logo()
			.ifPresent(png -> header.appendElement("img")
				.id("brand-logo")
				.attr("src", "data:image/png;base64," + Base64.getEncoder().encodeToString(png))
				.attr("alt", shared.agencyName()));
		header.appendElement("span").id("brand-name").text(shared.agencyName());
		Element main = page.body().appendElement("main");
		main.appendElement("h1").id("report-title").text(snapshot.title());
		if (!snapshot.about().isEmpty()) {
			main.appendElement("p").id("report-about").addClass("about").text(snapshot.about());
		}
		ReportSnapshot.Figures figures = snapshot.figures();
		if (figures != null) {
			Element row = main.appendElement("div").id("report-figures").addClass("figures");
			figure(row, words.text("sharing.page.arp"), number(formats, figures.arp()));
			figure(row, words.text("sharing.page.atrp"), number(formats, figures.atrp()));
			figure(row, figures.shareLabel(), number(formats, figures.share()));
		}
		heatmap(main, snapshot.heatmap(), words);
		if (snapshot.notes() != null) {
			main.appendElement("h2").text(words.text("sharing.page.analysis"));
			main.appendElement("p").id("report-notes").addClass("notes").text(snapshot.notes());
		}
		if (!snapshot.lines().isEmpty()) {
			main.appendElement("h2").text(snapshot.linesHeading());
			table(main, snapshot, formats);
		}
		main.appendElement("footer")
			.id("shared-note")
			.text(words.text("sharing.page.shared-note", shared.agencyName(), formats.instant(shared.sharedAt(), UTC)));
		return page.outerHtml();
	}

	private static void heatmap(Element main, ReportSnapshot.@Nullable Heatmap heatmap, ReportWording words) {
		RankGrid ranks = heatmap == null ? null : heatmap.grid();
		if (heatmap == null || ranks == null) {
			return;
		}
		main.appendElement("img")
			.id("heatmap")
			.addClass("heatmap")
			.attr("src", HeatmapSvg.dataUri(HeatmapSvg.render(ranks, heatmap.geometry())))
			.attr("alt", words.text("sharing.page.heatmap.alt"));
		main.appendElement("p").addClass("about").text(words.text("sharing.page.heatmap.about"));
	}

	private static void table(Element main, ReportSnapshot snapshot, LocaleFormats formats) {
		String share = snapshot.figures() == null ? "SoLV" : snapshot.figures().shareLabel();
		Element table = main.appendElement("table").id("report-lines");
		Element head = table.appendElement("thead").appendElement("tr");
		head.appendElement("th").text(snapshot.linesHeading());
		head.appendElement("th").addClass("number").text("ARP");
		head.appendElement("th").addClass("number").text("ATRP");
		head.appendElement("th").addClass("number").text(share);
		Element body = table.appendElement("tbody");
		for (ReportSnapshot.Line line : snapshot.lines()) {
			Element row = body.appendElement("tr");
			row.appendElement("td").text(line.label());
			row.appendElement("td").addClass("number").text(number(formats, line.arp()));
			row.appendElement("td").addClass("number").text(number(formats, line.atrp()));
			row.appendElement("td").addClass("number").text(number(formats, line.share()));
		}
	}

	private static void figure(Element row, String label, String value) {
		Element figure = row.appendElement("div");
		figure.appendElement("span").text(label);
		figure.appendElement("strong").text(value);
	}

	/** Two decimals at most, rounded first so that nothing reads -0. */
	private static String number(LocaleFormats formats, @Nullable BigDecimal value) {
		return formats.decimal(value == null ? null : value.setScale(DIGITS, RoundingMode.HALF_UP), DIGITS);
	}

	private static Document shell(ReportWording words, String title, String colour) {
		Document page = Document.createShell("");
		page.outputSettings().prettyPrint(false);
		page.child(0).attr("lang", words.language().code());
		Element head = page.head();
		head.appendElement("meta").attr("charset", "utf-8");
		head.appendElement("meta").attr("name", "viewport").attr("content", "width=device-width, initial-scale=1");
		head.appendElement("meta").attr("name", "robots").attr("content", "noindex, nofollow");
		head.appendElement("meta").attr("name", "referrer").attr("content", "no-referrer");
		head.appendElement("title").text(title);
		// the colour was validated as #rrggbb when the agency saved it
		head.appendElement("style").appendChild(new DataNode(STYLE.formatted(colour)));
		return page;
	}

	/**
	 * The one page for every link that does not open, whatever the reason, in the
	 * visitor's language: whose link it was is not to be told.
	 */
	static String notAvailable(ReportWording words) {
		Document page = shell(words, words.text("sharing.page.not-available.title"), "#d1d9e0");
		Element main = page.body().appendElement("main");
		main.appendElement("h1").id("not-available").text(words.text("sharing.page.not-available"));
		main.appendElement("p").text(words.text("sharing.page.not-available.text"));
		return page.outerHtml();
	}

}
