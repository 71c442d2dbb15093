package app.locus.aivisibility;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.aivisibility.repository.AiAnswerRepository;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.reports.ReportsArrived;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.ReportsApi;
import app.locus.upstream.api.reports.ScanReport;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;
import org.springframework.transaction.event.TransactionPhase;
import org.springframework.transaction.event.TransactionalEventListener;

/**
 * Counts what the engines answered when AI scans arrive (DD216). The report sync stores
 * each scan's card; this reads the AI scans whose answers are not yet counted (the new
 * ones, and any stored before this read model existed) from one listing of the AI
 * platforms with their data points, newest first, in the background lane, and stores
 * their counts. It reads at most {@value #MOST_PAGES} pages a time; what is left is taken
 * up when the next reports arrive. It then tells who reads the AI visibility which scans
 * it counted. A failure is logged and never fails the sync.
 */
@Component
class AiAnswerSync {

	static final int MOST_PAGES = 10;

	private static final int MOST_WANTED = MOST_PAGES * 100;

	static final Fieldmask ANSWERS = Fieldmask
		.of("report_key", "date", "keyword", "place_id", "location.name", "platform", "grid_size",
				"places.*.display_url")
		.withDataPoints();

	private static final Set<Platform> AI = EnumSet.of(Platform.GAIO, Platform.CHATGPT, Platform.GEMINI, Platform.GROK,
			Platform.AIMODE);

	private static final Logger log = LoggerFactory.getLogger(AiAnswerSync.class);

	private final ReportsApi reports;

	private final AiAnswerRepository repository;

	private final ApplicationEventPublisher events;

	AiAnswerSync(LocalVisibilityClient client, AiAnswerRepository repository, ApplicationEventPublisher events) {
		this.reports = client.reports();
		this.repository = repository;
		this.events = events;
	}

	@TransactionalEventListener(phase = TransactionPhase.AFTER_COMMIT, fallbackExecution = true)
	void onReportsArrived(ReportsArrived event) {
		try {
			catchUp(event.agency(), event.workspace());
		}
		catch (RuntimeException ex) {
			log.warn("The AI answers of workspace {} could not be read", event.workspace(), ex);
		}
	}

	/** Counts the answers of the workspace's AI scans not yet counted. */
	int catchUp(AgencyId agency, WorkspaceId workspace) {
		Map<String, Platform> wanted = repository.undigested(agency, workspace, MOST_WANTED)
			.stream()
			.collect(Collectors.toMap(AiAnswerRepository.Undigested::reportKey, AiAnswerRepository.Undigested::platform,
					(a, b) -> a, HashMap::new));
		if (wanted.isEmpty()) {
			return 0;
		}
		ReportFilter filter = ReportFilter.all()
			.withPlatforms(AI)
			.withPage(ListQuery.all().withLimit(Limit.MAX).withFieldmask(ANSWERS));
		List<AnsweredScan> counted = new ArrayList<>();
		String token = null;
		for (int page = 0; page < MOST_PAGES && !wanted.isEmpty(); page++) {
			Page<ScanReport> listing = reports.scanReports(workspace, Lane.BACKGROUND, filter, token);
			for (ScanReport scan : listing.items()) {
				if (scan.reportKey() != null && wanted.remove(scan.reportKey()) != null) {
					store(agency, workspace, scan).ifPresent(counted::add);
				}
			}
			token = listing.nextToken();
			if (token == null) {
				break;
			}
		}
		if (!counted.isEmpty()) {
			events.publishEvent(new AiAnswersCounted(agency, workspace, counted));
		}
		return counted.size();
	}

	private Optional<AnsweredScan> store(AgencyId agency, WorkspaceId workspace, ScanReport scan) {
		var settings = scan.settings();
		if (settings.placeId() == null || settings.keyword() == null || settings.platform() == null
				|| settings.gridSize() == null || scan.date() == null || scan.dataPoints().isEmpty()) {
			return Optional.empty();
		}
		AnswerDigest digest = AnswerDigest.of(scan);
		AnsweredScan answered = new AnsweredScan(scan.reportKey(), settings.placeId(),
				scan.location() == null ? null : scan.location().name(), settings.keyword(), settings.platform(),
				settings.gridSize(), scan.date(), digest.points(), digest.answered(), digest.named(),
				digest.positionSum());
		repository.store(agency, workspace, answered, digest);
		return Optional.of(answered);
	}

	static List<Platform> engines() {
		return List.copyOf(AI);
	}

}
