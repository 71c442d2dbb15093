package app.locus.clientreports;

import java.math.BigDecimal;
import java.time.Duration;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;

import app.locus.reports.heatmap.GridGeometry;
import app.locus.reports.heatmap.RankGrid;
import app.locus.timeline.EventMark;
import app.locus.upstream.api.Platform.PrimaryMetric;
import org.jspecify.annotations.Nullable;

/**
 * Everything one client report shows, read from the stored data of one workspace (no call
 * to the service): the agency's brand, the scans, competitors, campaign runs, profile
 * changes, reviews and credits of the period, and what the AI engines said in the last
 * four weeks.
 */
public record ReportFacts(Brand brand, String clientName, DateRange period, Instant madeAt, ReportTemplate template,
		List<Scan> scans, List<Competitor> competitors, List<CampaignRun> campaignRuns,
		List<ProfileChange> profileChanges, Credits credits, List<EventMark> events, List<AiKeyword> aiAnswers,
		Reviews reviews) {

	public ReportFacts {
		events = List.copyOf(events);
		scans = List.copyOf(scans);
		competitors = List.copyOf(competitors);
		campaignRuns = List.copyOf(campaignRuns);
		profileChanges = List.copyOf(profileChanges);
		aiAnswers = List.copyOf(aiAnswers);
	}

	/**
	 * The agency as its clients know it: name, colour ({@code #rrggbb}), logo (PNG) and
	 * host.
	 */
	public record Brand(String name, String colour, byte @Nullable [] logoPng, String host) {

	}

	/**
	 * A scan of the period, with its ranks per grid point when stored. {@code metric}
	 * says what {@code solv} holds: SoLV on map searches, SAIV on AI answers, which are
	 * never drawn or averaged together.
	 */
	public record Scan(LocalDate date, String keyword, @Nullable String locationName, PrimaryMetric metric,
			@Nullable BigDecimal solv, @Nullable BigDecimal arp, @Nullable RankGrid ranks,
			@Nullable GridGeometry geometry) {

		/** A scan of a map search, measured in SoLV. */
		public boolean onMaps() {
			return metric == PrimaryMetric.SOLV;
		}

	}

	/** A business of the latest competitor report; {@code own} marks the client's. */
	public record Competitor(String name, boolean own, @Nullable BigDecimal solv, @Nullable BigDecimal arp,
			@Nullable Integer reviews, @Nullable BigDecimal rating) {

	}

	/** One run of a campaign: its averages over the run's scans. */
	public record CampaignRun(LocalDate date, String campaign, @Nullable BigDecimal solv, @Nullable BigDecimal arp,
			@Nullable Integer scans) {

	}

	/** A business profile change proposed to the client and what became of it. */
	public record ProfileChange(LocalDate date, String area, String preview, String outcome) {

	}

	/**
	 * The reviews written in the period and the agency's replies to them: how many, their
	 * mean stars, how many are answered, and the median time from a review to its reply.
	 */
	public record Reviews(int received, @Nullable BigDecimal averageStars, int answered,
			@Nullable Duration medianReply) {

		public static final Reviews NONE = new Reviews(0, null, 0, null);

	}

	/** Scans sent in the period and the credits they spent. */
	public record Credits(int scans, int credits) {

	}

	/**
	 * What the AI engines answered about one keyword at one location, in the plain words
	 * the client dashboard uses: its opening line and a sentence per engine.
	 */
	public record AiKeyword(String location, String opening, List<String> sentences) {

		public AiKeyword {
			sentences = List.copyOf(sentences);
		}

	}

}
