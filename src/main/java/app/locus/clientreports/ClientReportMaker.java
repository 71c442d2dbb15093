package app.locus.clientreports;

import java.net.URI;
import java.time.Clock;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import app.locus.aivisibility.AiVisibility;
import app.locus.aivisibility.AiVisibilityReadings;
import app.locus.aivisibility.EngineCell;
import app.locus.aivisibility.KeywordRow;
import app.locus.aivisibility.PlainWords;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.base.i18n.MessageBundles;
import app.locus.base.i18n.Texts;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.clientreports.pdf.ClientReportPdf;
import app.locus.clientreports.repository.ClientReportRepository;
import app.locus.clientreports.repository.ReportFactsRepository;
import app.locus.reports.ReportCard;
import app.locus.security.PublicAddresses;
import app.locus.tenancy.Branding;
import app.locus.tenancy.BrandingService;
import app.locus.tenancy.LanguageService;
import app.locus.tenancy.repository.AgencyRepository;
import app.locus.timeline.TimelineService;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.CompetitorReport;
import app.locus.upstream.api.reports.RankedBusiness;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Component;

/**
 * Makes a workspace's client report from stored data only and keeps it in the history. It
 * checks no access: its callers (the service after the person's check, the schedule
 * runner as the system) decide who may have a report made.
 */
@Component
class ClientReportMaker {

	/** Competitors the report lists: the leaders and, below them, the client. */
	static final int COMPETITORS_SHOWN = 10;

	private static final ObjectMapper JSON = new ObjectMapper();

	private final ClientReportRepository reports;

	private final ReportFactsRepository facts;

	private final BrandingService branding;

	private final PublicAddresses addresses;

	private final AgencyZoneRepository zones;

	private final AgencyRepository agencies;

	private final ReportRetention retention;

	private final Clock clock;

	private final TimelineService timeline;

	private final AiVisibilityReadings aiVisibility;

	private final LanguageService languages;

	private final MessageBundles bundles;

	ClientReportMaker(ClientReportRepository reports, ReportFactsRepository facts, BrandingService branding,
			PublicAddresses addresses, AgencyZoneRepository zones, AgencyRepository agencies, ReportRetention retention,
			Clock clock, TimelineService timeline, AiVisibilityReadings aiVisibility, LanguageService languages,
			MessageBundles bundles) {
		this.aiVisibility = aiVisibility;
		this.languages = languages;
		this.bundles = bundles;
		this.agencies = agencies;
		this.reports = reports;
		this.timeline = timeline;
		this.retention = retention;
		this.facts = facts;
		this.branding = branding;
		this.addresses = addresses;
		this.zones = zones;
		this.clock = clock;
	}

	/** A made report: its history entry, its PDF and the language both are written in. */
	record Made(ClientReportEntry entry, byte[] pdf, ReportWording words) {

	}

	/** The workspace's template, or the standard one when none is saved. */
	ReportTemplate template(AgencyId agency, WorkspaceId workspace) {
		return reports.template(agency, workspace).orElseGet(ReportTemplate::standard);
	}

	/**
	 * Makes the report as of now in the workspace's language, stores it in the history
	 * (dropping what the history no longer keeps) and returns it.
	 */
	Made make(AgencyId agency, WorkspaceId workspace, ClientReportEntry.Origin origin, @Nullable UserId by) {
		Instant now = clock.instant();
		ReportWording words = ReportWording.of(languages.forClientsOf(agency, workspace), bundles);
		ReportFacts gathered = gather(agency, workspace, now, words);
		byte[] pdf = ClientReportPdf.render(gathered, zones.of(agency), words);
		ClientReportEntry entry = new ClientReportEntry(ClientReportId.random(),
				words.text("clientreports.title", gathered.clientName()), gathered.period(), origin, now, pdf.length);
		reports.store(agency, workspace, entry, by, pdf);
		retention.prune(agency, workspace);
		return new Made(entry, pdf, words);
	}

	ReportFacts gather(AgencyId agency, WorkspaceId workspace, Instant now, ReportWording words) {
		ZoneId zone = zones.of(agency);
		ReportTemplate template = clientSafe(agency, template(agency, workspace));
		DateRange period = template.period().range(LocalDate.ofInstant(now, zone));
		String client = facts.workspaceName(agency, workspace).orElseThrow(() -> new NotFoundException("workspace"));
		List<ReportFacts.Scan> scans = facts.scans(agency, workspace, period)
			.stream()
			.filter(card -> card.keyword() != null)
			.map(ClientReportMaker::scan)
			.toList();
		List<ReportFacts.CampaignRun> runs = facts.campaignRuns(agency, workspace, period)
			.stream()
			.map(run -> new ReportFacts.CampaignRun(run.card().date(), run.campaignName(), run.card().metrics().solv(),
					run.card().metrics().arp(), run.card().scanCount()))
			.toList();
		List<ReportFacts.ProfileChange> changes = facts.proposals(agency, workspace, period, zone)
			.stream()
			.map(proposal -> new ReportFacts.ProfileChange(LocalDate.ofInstant(proposal.at(), zone),
					words.text(areaKey(proposal.area())), proposal.preview(),
					words.text(outcomeKey(proposal.status()))))
			.toList();
		return new ReportFacts(brand(agency), client, period, now, template, scans,
				competitors(agency, workspace, period, client, words), runs, changes,
				facts.credits(agency, workspace, period, zone),
				timeline.reportMarks(agency, workspace, period.from(), period.to()),
				template.includes(Section.AI_ANSWERS) ? aiAnswers(agency, workspace, words.texts()) : List.of(),
				ReviewReplies.summary(facts.reviews(agency, workspace, period, zone)));
	}

	/** Every location's AI answers of the last four weeks, keyword by keyword. */
	private List<ReportFacts.AiKeyword> aiAnswers(AgencyId agency, WorkspaceId workspace, Texts text) {
		List<ReportFacts.AiKeyword> said = new ArrayList<>();
		for (Map.Entry<String, String> place : aiVisibility.of(agency, workspace, null).places().entrySet()) {
			AiVisibility visibility = aiVisibility.of(agency, workspace, place.getKey());
			for (KeywordRow row : visibility.keywords()) {
				List<String> sentences = new ArrayList<>();
				for (Platform engine : AiVisibility.ENGINES) {
					EngineCell cell = row.engines().get(engine);
					if (cell != null) {
						sentences.add(PlainWords.sentence(engine, cell, text));
					}
				}
				said.add(new ReportFacts.AiKeyword(place.getValue(), PlainWords.keyword(row.keyword(), text),
						sentences));
			}
		}
		return said;
	}

	/**
	 * A report is made for the client to read: while the agency does not let clients see
	 * credits and costs it leaves out the credits section, whatever the template says
	 * (DD159). The saved template keeps its choice.
	 */
	private ReportTemplate clientSafe(AgencyId agency, ReportTemplate template) {
		if (!template.includes(Section.CREDITS) || agencies.clientsSeeCosts(agency)) {
			return template;
		}
		return template.without(Section.CREDITS);
	}

	private ReportFacts.Brand brand(AgencyId agency) {
		Branding brand = branding.forAgency(agency);
		byte[] logo = brand.hasLogo() ? branding.logo(agency).orElse(null) : null;
		URI site = addresses.agency(agency);
		// the platform's own address is never the agency's: the report then names no host
		String host = site.equals(addresses.platform()) ? "" : site.getHost();
		return new ReportFacts.Brand(brand.displayName(), brand.colour().hex(), logo, host);
	}

	/**
	 * The leaders of the latest competitor report and the client's own line, named as the
	 * client knows itself when the payload leaves its name out.
	 */
	private List<ReportFacts.Competitor> competitors(AgencyId agency, WorkspaceId workspace, DateRange period,
			String client, ReportWording words) {
		return facts.latestCompetitors(agency, workspace, period).map(stored -> {
			CompetitorReport report;
			try {
				report = CompetitorReport.from(JSON.readTree(stored.json()));
			}
			catch (JsonProcessingException ex) {
				throw new IllegalStateException("A stored competitor report is not JSON", ex);
			}
			List<ReportFacts.Competitor> shown = new ArrayList<>();
			for (RankedBusiness business : report.businesses()) {
				boolean own = business.placeId() != null && business.placeId().equals(stored.placeId());
				if (shown.size() < COMPETITORS_SHOWN || own) {
					shown.add(new ReportFacts.Competitor(name(business, own, client, words), own,
							business.metrics().solv(), business.metrics().arp(), business.reviews(),
							business.rating()));
				}
			}
			return shown;
		}).orElse(List.of());
	}

	private static String name(RankedBusiness business, boolean own, String client, ReportWording words) {
		if (business.name() != null && !business.name().isBlank()) {
			return business.name();
		}
		return own ? client : words.text("clientreports.competitors.unnamed");
	}

	private static ReportFacts.Scan scan(ReportCard card) {
		return new ReportFacts.Scan(card.date(), card.keyword(), card.locationName(), card.primaryMetric(),
				card.metrics().solv(), card.metrics().arp(), card.thumbnail(), card.geometry());
	}

	/** The key of the part of the profile a proposal changes, as the client names it. */
	private static String areaKey(String area) {
		return switch (area) {
			case "HOURS" -> "clientreports.area.HOURS";
			case "POSTS" -> "clientreports.area.POSTS";
			case "MEDIA" -> "clientreports.area.MEDIA";
			case "SERVICES" -> "clientreports.area.SERVICES";
			case "ATTRIBUTES" -> "clientreports.area.ATTRIBUTES";
			case "LINKS" -> "clientreports.area.LINKS";
			case "REVIEWS" -> "clientreports.area.REVIEWS";
			default -> "clientreports.area.PROFILE";
		};
	}

	/**
	 * The key of what became of a proposal: pending while it is waiting or being sent.
	 */
	private static String outcomeKey(String status) {
		return switch (status) {
			case "APPROVED" -> "clientreports.outcome.APPROVED";
			case "WITHDRAWN" -> "clientreports.outcome.WITHDRAWN";
			case "REJECTED" -> "clientreports.outcome.REJECTED";
			case "EXPIRED" -> "clientreports.outcome.EXPIRED";
			case "FAILED" -> "clientreports.outcome.FAILED";
			case "UNKNOWN" -> "clientreports.outcome.UNKNOWN";
			default -> "clientreports.outcome.PENDING";
		};
	}

}
