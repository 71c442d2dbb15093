package app.locus.clientreports.pdf;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.awt.Color;
import java.io.IOException;
import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.upstream.api.Platform.PrimaryMetric;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.PdfPages;
import app.locus.clientreports.PdfText;
import app.locus.base.i18n.Language;
import app.locus.base.i18n.MessageBundles;
import app.locus.clientreports.ReportFacts;
import app.locus.clientreports.ReportWording;
import app.locus.clientreports.ReportPeriod;
import app.locus.clientreports.ReportTemplate;
import app.locus.clientreports.Section;
import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.RankGrid;
import app.locus.tenancy.SiteBranding;
import app.locus.timeline.EventKind;
import app.locus.timeline.EventMark;
import app.locus.upstream.api.Measurement;
import org.apache.pdfbox.Loader;
import org.jfree.chart.JFreeChart;
import org.jfree.chart.plot.ValueMarker;
import org.jfree.chart.ui.Layer;
import org.jfree.data.time.TimeSeriesCollection;
import org.apache.pdfbox.pdmodel.PDDocument;
import org.junit.jupiter.api.Test;

/**
 * The PDF read back with PDFBox: the agency's brand and never the platform's, the
 * template's sections and no other, the plain-language figures, and text from the data
 * shown as text (never as markup).
 */
class ClientReportPdfTest {

	static final ReportWording ENGLISH = ReportWording.of(Language.ENGLISH, new MessageBundles());

	static final String AGENCY = "Harbor Local Marketing";

	static final String HOST = "reports.harbor.test";

	/** 16 of 25 points in the top three: 64%. */
	static final RankGrid SIXTY_FOUR = RankGrid.of(5, 1, 1, 2, 2, 3, 3, 3, 1, 1, 2, 2, 3, 1, 1, 2, 3, 4, 5, 6, 8, 9, 12,
			0, 0, 15);

	static final GridGeometry GRID = GridGeometry.of(5, BigDecimal.ONE, Measurement.MI);

	static final DateRange OCTOBER = new DateRange(LocalDate.of(2026, 10, 1), LocalDate.of(2026, 10, 31));

	static final List<EventMark> EVENTS = List.of(
			new EventMark(LocalDate.of(2026, 10, 9), EventKind.GBP_CHANGE,
					List.of("Opening hours changed", "Post published")),
			new EventMark(LocalDate.of(2026, 10, 12), EventKind.CAMPAIGN_RUN, List.of("Campaign \"Weekly\" ran")));

	@Test
	void marksWhatHappenedOnTheTrendChartsAndSaysItUnderThem() throws IOException {
		String text = text(ClientReportPdf.render(facts(EnumSet.of(Section.TRENDS)), ZoneOffset.UTC, ENGLISH));

		assertThat(text).contains("The dashed lines on the charts mark what happened:",
				"2 GBP changes sent on 9 Oct 2026: Opening hours changed; Post published.",
				"Campaign run on 12 Oct 2026: Campaign \"Weekly\" ran.");
		JFreeChart chart = TrendChart.chart(facts(EnumSet.of(Section.TRENDS)).scans(), List.of("emergency dentist"),
				Color.BLACK, "Share of local voice (%)", ReportFacts.Scan::solv, false, EVENTS, Locale.ENGLISH);
		List<?> markers = List.copyOf(chart.getXYPlot().getDomainMarkers(Layer.FOREGROUND));
		assertThat(markers.stream()
			.map(ValueMarker.class::cast)
			.map(marker -> tuple(LocalDate.ofInstant(Instant.ofEpochMilli((long) marker.getValue()), ZoneOffset.UTC),
					marker.getPaint())))
			.containsExactly(tuple(LocalDate.of(2026, 10, 9), Color.decode("#6f42c1")),
					tuple(LocalDate.of(2026, 10, 12), Color.decode("#198754")));
	}

	@Test
	void carriesTheAgencysBrandTheChosenSectionsAndThePlainLanguageFigure() throws IOException {
		String text = text(ClientReportPdf.render(facts(EnumSet.of(Section.SUMMARY, Section.HEATMAPS, Section.TRENDS,
				Section.COMPETITORS, Section.PROFILE_CHANGES)), ZoneOffset.UTC, ENGLISH));

		assertThat(text).contains(AGENCY, HOST, "Local visibility report for Bayside Dental");
		assertThat(text).contains("Summary", "Heatmaps", "Visibility over time", "Competitors",
				"Business profile changes");
		assertThat(text).contains("You appear in the top 3 in 64% of the area around your business");
		assertThat(text).contains("emergency dentist", "Rival Dental", "Bayside Dental (you)",
				"New opening hours <b>9-5</b>");
		assertThat(text).doesNotContain(SiteBranding.PLATFORM_NAME, "Local Visibility Scanning Service",
				"openhtmltopdf");
	}

	@Test
	void saysWhatTheAiEnginesAnsweredInWordsUnderEachLocationWhenThereAreTwo() throws IOException {
		List<ReportFacts.AiKeyword> said = List.of(
				new ReportFacts.AiKeyword("Main St", "When people ask for \"dentist\" near your business:",
						List.of("ChatGPT named you in about 3 of 10 answers.", "Gemini named you in about 7 of 10.")),
				new ReportFacts.AiKeyword("Harbour Rd", "When people ask for \"dentist\" near your business:",
						List.of("Grok named you in about 1 of 10 answers.")));
		ReportFacts two = withAi(facts(EnumSet.of(Section.AI_ANSWERS)), said);
		ReportFacts one = withAi(facts(EnumSet.of(Section.AI_ANSWERS)), said.subList(0, 1));

		String both = text(ClientReportPdf.render(two, ZoneOffset.UTC, ENGLISH));
		assertThat(both).contains("In AI answers", "in the four weeks to 1 Nov 2026");
		assertThat(both.indexOf("Main St")).isLessThan(both.indexOf("ChatGPT named you in about 3 of 10 answers."))
			.isLessThan(both.indexOf("Harbour Rd"))
			.isLessThan(both.indexOf("Grok named you in about 1 of 10 answers."));
		assertThat(text(ClientReportPdf.render(one, ZoneOffset.UTC, ENGLISH))).as("one location needs no heading")
			.contains("Gemini named you in about 7 of 10.")
			.doesNotContain("Main St");
		assertThat(text(ClientReportPdf.render(withAi(two, List.of()), ZoneOffset.UTC, ENGLISH)))
			.contains("No AI answers were checked in the last four weeks.");
	}

	@Test
	void leavesOutTheCreditsUnlessTheTemplateHasThem() throws IOException {
		String without = text(ClientReportPdf.render(facts(EnumSet.of(Section.SUMMARY)), ZoneOffset.UTC, ENGLISH));
		String with = text(
				ClientReportPdf.render(facts(EnumSet.of(Section.SUMMARY, Section.CREDITS)), ZoneOffset.UTC, ENGLISH));

		assertThat(without).doesNotContain("Credits used", "credits in this period");
		assertThat(with).contains("Credits used", "3 scans used 75 credits in this period.");
	}

	@Test
	void namesTheAgencyAsAuthorAndProducerOfTheFile() throws IOException {
		try (PDDocument pdf = Loader
			.loadPDF(ClientReportPdf.render(facts(EnumSet.of(Section.SUMMARY)), ZoneOffset.UTC, ENGLISH))) {
			assertThat(pdf.getDocumentInformation().getAuthor()).isEqualTo(AGENCY);
			assertThat(pdf.getDocumentInformation().getProducer()).isEqualTo(AGENCY);
			assertThat(String.valueOf(pdf.getDocumentInformation().getCreator()))
				.doesNotContain(SiteBranding.PLATFORM_NAME);
		}
	}

	/**
	 * Longer and longer timelines push the sections after it down the page, so that one
	 * of the runs puts each heading where a page ends: none may be its page's last line.
	 */
	@Test
	void keepsEverySectionHeadingWithWhatFollowsItWhereverAPageEnds() throws IOException {
		Set<Section> sections = EnumSet.of(Section.SUMMARY, Section.TRENDS, Section.COMPETITORS,
				Section.PROFILE_CHANGES, Section.CREDITS);
		List<String> headings = List.of("Summary", "Visibility over time", "Competitors", "Business profile changes",
				"Credits used");
		for (int events = 0; events <= HEADING_SWEEP; events++) {
			List<List<String>> pages = PdfPages
				.lines(ClientReportPdf.render(withEvents(facts(sections), events), ZoneOffset.UTC, ENGLISH));
			for (int page = 0; page < pages.size(); page++) {
				// above the footer; a page of charts alone has no line there
				List<String> lines = pages.get(page);
				String last = lines.size() < 2 ? "" : lines.get(lines.size() - 2);
				assertThat(headings).as("with " + events + " events, the last line of page " + (page + 1))
					.doesNotContain(last);
			}
		}
	}

	@Test
	void hasAFooterWithoutEmptyPartsAndWithItsPageNumbers() throws IOException {
		ReportFacts facts = facts(EnumSet.of(Section.SUMMARY));
		ReportFacts noHost = new ReportFacts(new ReportFacts.Brand(AGENCY, "#0a7d5a", null, ""), facts.clientName(),
				facts.period(), facts.madeAt(), facts.template(), facts.scans(), facts.competitors(),
				facts.campaignRuns(), facts.profileChanges(), facts.credits(), facts.events(), facts.aiAnswers(),
				facts.reviews());

		List<List<String>> withHost = PdfPages.lines(ClientReportPdf.render(facts, ZoneOffset.UTC, ENGLISH));
		List<List<String>> without = PdfPages.lines(ClientReportPdf.render(noHost, ZoneOffset.UTC, ENGLISH));

		assertThat(withHost.get(0)).last().isEqualTo("Prepared by " + AGENCY + " · " + HOST + " · page 1 of 1");
		assertThat(without.get(0)).last().isEqualTo("Prepared by " + AGENCY + " · page 1 of 1");
	}

	@Test
	void drawsAiAnswersOnAChartOfTheirOwnAndLeavesThemOutOfTheShareOfLocalVoice() throws IOException {
		ReportFacts facts = facts(EnumSet.of(Section.SUMMARY, Section.TRENDS));
		List<ReportFacts.Scan> scans = new ArrayList<>(facts.scans());
		scans.add(new ReportFacts.Scan(LocalDate.of(2026, 10, 20), "ai dentist", null, PrimaryMetric.SAIV,
				new BigDecimal("90"), null, null, null));
		ReportTemplate template = new ReportTemplate(facts.template().sections(), List.of(), ReportPeriod.LAST_MONTH);
		ReportFacts mixed = new ReportFacts(facts.brand(), facts.clientName(), facts.period(), facts.madeAt(), template,
				scans, facts.competitors(), facts.campaignRuns(), facts.profileChanges(), facts.credits(),
				facts.events(), facts.aiAnswers(), facts.reviews());

		String text = text(ClientReportPdf.render(mixed, ZoneOffset.UTC, ENGLISH));

		assertThat(text).contains(
				"Share of local voice and average rank in map searches for: emergency dentist, dentist near me.",
				"Share of AI voice, how often AI answers name you, for: ai dentist.");
		// the mean of the latest map searches (52 and 30.25), never the 90 of the AI
		// answer
		assertThat(text).contains("On average your business holds 41.1% of the local search results");
	}

	@Test
	void theShareOfLocalVoiceChartLeavesOutAnAiAnswerOfTheSameKeywordOnTheSameDay() {
		List<ReportFacts.Scan> scans = new ArrayList<>(facts(EnumSet.of(Section.TRENDS)).scans());
		scans.add(new ReportFacts.Scan(LocalDate.of(2026, 10, 17), "dentist near me", null, PrimaryMetric.SAIV,
				new BigDecimal("90"), null, null, null));

		JFreeChart chart = TrendChart.visibilityChart(scans, List.of("dentist near me"), Color.BLACK, List.of(),
				ENGLISH);

		TimeSeriesCollection series = (TimeSeriesCollection) chart.getXYPlot().getDataset();
		assertThat(series.getSeries(0).getItemCount()).isEqualTo(1);
		assertThat(series.getSeries(0).getValue(0).doubleValue()).as("the map search's 30.25, not its mean with 90")
			.isEqualTo(30.25);
	}

	@Test
	void writesTheAverageShareInPlainDigits() throws IOException {
		ReportFacts facts = facts(EnumSet.of(Section.SUMMARY));
		List<ReportFacts.Scan> twenty = List.of(new ReportFacts.Scan(LocalDate.of(2026, 10, 17), "emergency dentist",
				null, PrimaryMetric.SOLV, new BigDecimal("20.00"), new BigDecimal("3"), SIXTY_FOUR, GRID));
		ReportFacts round = new ReportFacts(facts.brand(), facts.clientName(), facts.period(), facts.madeAt(),
				facts.template(), twenty, facts.competitors(), facts.campaignRuns(), facts.profileChanges(),
				facts.credits(), facts.events(), facts.aiAnswers(), facts.reviews());

		assertThat(text(ClientReportPdf.render(round, ZoneOffset.UTC, ENGLISH)))
			.contains("On average your business holds 20% of the local search results");
	}

	/** Enough one-line events to fill more than a page. */
	private static final int HEADING_SWEEP = 45;

	private static ReportFacts withEvents(ReportFacts facts, int count) {
		List<EventMark> events = new ArrayList<>();
		for (int i = 0; i < count; i++) {
			events.add(new EventMark(LocalDate.of(2026, 10, 1).plusDays(i % 30), EventKind.CAMPAIGN_RUN,
					List.of("Campaign \"Run " + i + "\" ran")));
		}
		return new ReportFacts(facts.brand(), facts.clientName(), facts.period(), facts.madeAt(), facts.template(),
				facts.scans(), facts.competitors(), facts.campaignRuns(), facts.profileChanges(), facts.credits(),
				events, facts.aiAnswers(), facts.reviews());
	}

	private static ReportFacts withAi(ReportFacts facts, List<ReportFacts.AiKeyword> said) {
		return new ReportFacts(facts.brand(), facts.clientName(), facts.period(), facts.madeAt(), facts.template(),
				facts.scans(), facts.competitors(), facts.campaignRuns(), facts.profileChanges(), facts.credits(),
				facts.events(), said, facts.reviews());
	}

	@Test
	void saysHowManyReviewsCameInHowManyWereAnsweredAndHowFastInTheReadersLanguage() throws IOException {
		ReportFacts facts = facts(EnumSet.of(Section.REVIEWS));

		assertThat(text(ClientReportPdf.render(facts, ZoneOffset.UTC, ENGLISH)).replaceAll("\\s+", " ")).contains(
				"Reviews and replies", "12 new reviews were written in this period, with 4.6 stars on average.",
				"Your agency answered 11 of them (92%).",
				"Half of the replies were published within 5 hours of the review.");
		assertThat(text(
				ClientReportPdf.render(facts, ZoneOffset.UTC, ReportWording.of(Language.GERMAN, new MessageBundles())))
			.replace('\u00a0', ' ')
			.replaceAll("\\s+", " "))
			.contains("Rezensionen und Antworten", "mit durchschnittlich 4,6 Sternen", "(92 %)");
		assertThat(text(ClientReportPdf.render(withReviews(facts, ReportFacts.Reviews.NONE), ZoneOffset.UTC, ENGLISH)))
			.contains("No new reviews were written in this period.");
	}

	private static ReportFacts withReviews(ReportFacts facts, ReportFacts.Reviews reviews) {
		return new ReportFacts(facts.brand(), facts.clientName(), facts.period(), facts.madeAt(), facts.template(),
				facts.scans(), facts.competitors(), facts.campaignRuns(), facts.profileChanges(), facts.credits(),
				facts.events(), facts.aiAnswers(), reviews);
	}

	static ReportFacts facts(Set<Section> sections) {
		ReportTemplate template = new ReportTemplate(sections, List.of("emergency dentist", "dentist near me"),
				ReportPeriod.LAST_MONTH);
		List<ReportFacts.Scan> scans = List.of(scan(LocalDate.of(2026, 10, 3), "emergency dentist", "41.5", "4.2"),
				scan(LocalDate.of(2026, 10, 17), "emergency dentist", "52", "3.1"),
				scan(LocalDate.of(2026, 10, 17), "dentist near me", "30.25", "6.8"));
		return new ReportFacts(new ReportFacts.Brand(AGENCY, "#0a7d5a", null, HOST), "Bayside Dental", OCTOBER,
				Instant.parse("2026-11-01T08:00:00Z"), template, scans,
				List.of(new ReportFacts.Competitor("Rival Dental", false, new BigDecimal("61.2"), new BigDecimal("2.4"),
						210, new BigDecimal("4.7")),
						new ReportFacts.Competitor("Bayside Dental", true, new BigDecimal("52"), new BigDecimal("3.1"),
								88, new BigDecimal("4.9"))),
				List.of(),
				List.of(new ReportFacts.ProfileChange(LocalDate.of(2026, 10, 9), "Hours",
						"New opening hours <b>9-5</b>", "Approved and made")),
				new ReportFacts.Credits(3, 75), EVENTS, List.of(),
				new ReportFacts.Reviews(12, new BigDecimal("4.6"), 11, Duration.ofHours(5)));
	}

	private static ReportFacts.Scan scan(LocalDate date, String keyword, String solv, String arp) {
		return new ReportFacts.Scan(date, keyword, "Bayside Dental, Main St", PrimaryMetric.SOLV, new BigDecimal(solv),
				new BigDecimal(arp), SIXTY_FOUR, GRID);
	}

	private static String text(byte[] pdf) throws IOException {
		return PdfText.of(pdf);
	}

}
