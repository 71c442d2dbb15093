package app.locus.reports;

import java.time.Clock;
import java.time.Duration;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportRepository;
import app.locus.reports.repository.ReportRepository.ScanTraits;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Fieldmask;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.campaigns.CampaignsApi;
import app.locus.upstream.api.reports.ReportFilter;
import app.locus.upstream.api.reports.ReportsApi;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Component;

/**
 * Copies a workspace's new reports from the service into the report table, in the
 * background lane (DD041). Each listing (scan, competitor, trend, campaign) is read
 * newest first, 100 a page with the card fieldmask, and stops at the first report already
 * stored unchanged; what is new is written in one transaction per listing, so an
 * interrupted run leaves nothing half-read behind. Location and keyword reports have no
 * listing: they are fetched by the keys new scan records name. One node at a time syncs a
 * workspace (a leased lock, DD128): the lock of a node that died or lost the database
 * ends within {@code locus.sync.lock-lease}, and a run whose lease lapsed writes nothing
 * more.
 */
@Component
public class ReportSync {

	private static final Logger log = LoggerFactory.getLogger(ReportSync.class);

	private static final Limit PAGE_SIZE = Limit.MAX;

	private final ReportsApi reports;

	private final CampaignsApi campaigns;

	private final ReportRepository repository;

	private final ReportFetcher fetcher;

	private final LeasedLocks locks;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	private final ReportRows rows;

	ReportSync(LocalVisibilityClient client, ReportRepository repository, ReportFetcher fetcher, LeasedLocks locks,
			ApplicationEventPublisher events, Clock clock) {
		this.reports = client.reports();
		this.campaigns = client.campaigns();
		this.repository = repository;
		this.fetcher = fetcher;
		this.locks = locks;
		this.events = events;
		this.clock = clock;
		this.rows = new ReportRows(clock);
	}

	/**
	 * Syncs one workspace unless another run holds its lock.
	 * @param lockAtLeastFor keeps the lock this long even after a quick run, so that
	 * nodes whose schedules are out of step do not each run once per period
	 * @throws UpstreamException.NoCredential when the workspace has no key to call with
	 * @throws UpstreamException.Unauthorized when its key is refused
	 */
	public SyncResult sync(SyncTarget target, Duration lockAtLeastFor) {
		String lockName = "report-sync-" + target.workspace().value();
		Optional<Lease> taken = locks.take(lockName, lockAtLeastFor);
		if (taken.isEmpty()) {
			log.debug("Report sync of {} is running elsewhere", target.workspace());
			return SyncResult.skipped();
		}
		try (Lease lease = taken.get()) {
			return run(target, lease);
		}
	}

	private SyncResult run(SyncTarget target, Lease lease) {
		Run run = new Run(target, lease);
		List<NewReport> scans = run.listing(
				ReportType.SCAN, token -> reports.scanReports(target.workspace(), Lane.BACKGROUND,
						filter(ReportFieldmasks.SCAN_CARD), token),
				page -> page.stream().map(report -> rows.scan(report, false)).toList());
		run.listing(ReportType.COMPETITOR, token -> reports.competitorReports(target.workspace(), Lane.BACKGROUND,
				filter(ReportFieldmasks.COMPETITOR_CARD), token), page -> {
					Map<String, ScanTraits> traits = repository.scanTraits(target.agency(), target.workspace(),
							page.stream().map(report -> report.reportKey()).filter(Objects::nonNull).toList());
					return page.stream()
						.map(report -> rows.competitor(report, traits.get(report.reportKey()), false))
						.toList();
				});
		run.listing(
				ReportType.TREND, token -> reports.trendReports(target.workspace(), Lane.BACKGROUND,
						filter(ReportFieldmasks.TREND_CARD), token),
				page -> page.stream().map(report -> rows.trend(report, false)).toList());
		run.listing(
				ReportType.CAMPAIGN, token -> campaigns.reports(target.workspace(), Lane.BACKGROUND,
						filter(ReportFieldmasks.CAMPAIGN_CARD), token),
				page -> page.stream().map(report -> rows.campaign(report, false)).toList());
		run.aggregates(ReportType.LOCATION, scans, ReportRows.LOCATION_REPORT_KEY);
		run.aggregates(ReportType.KEYWORD, scans, ReportRows.KEYWORD_REPORT_KEY);
		if (!run.written.isEmpty()) {
			events.publishEvent(new ReportsArrived(target.agency(), target.workspace(), run.written));
		}
		return new SyncResult(true, run.stored, run.failures);
	}

	private static ReportFilter filter(Fieldmask fieldmask) {
		return ReportFilter.all().withPage(ListQuery.all().withLimit(PAGE_SIZE).withFieldmask(fieldmask));
	}

	/** The state of one sync run of one workspace. */
	private final class Run {

		private final SyncTarget target;

		private final Lease lease;

		private final Map<ReportType, Integer> stored = new EnumMap<>(ReportType.class);

		private final Map<ReportType, String> failures = new EnumMap<>(ReportType.class);

		private final List<ReportCard> written = new ArrayList<>();

		Run(SyncTarget target, Lease lease) {
			this.target = target;
			this.lease = lease;
		}

		/**
		 * Reads one listing down to the first report stored unchanged, then stores what
		 * was new.
		 * @return the new rows
		 */
		<T> List<NewReport> listing(ReportType type, Function<String, Page<T>> fetchPage,
				Function<List<T>, List<NewReport>> toRows) {
			try {
				List<NewReport> fresh = unseen(type, fetchPage, toRows);
				save(type, fresh);
				return fresh;
			}
			catch (UpstreamException.NoCredential | UpstreamException.Unauthorized ex) {
				throw ex;
			}
			catch (UpstreamException ex) {
				log.warn("Report sync of {} could not read the {} listing", target.workspace(), type, ex);
				failures.put(type, ex.getMessage());
				return List.of();
			}
		}

		private <T> List<NewReport> unseen(ReportType type, Function<String, Page<T>> fetchPage,
				Function<List<T>, List<NewReport>> toRows) {
			List<NewReport> fresh = new ArrayList<>();
			String token = null;
			do {
				Page<T> page = fetchPage.apply(token);
				List<NewReport> pageRows = toRows.apply(page.items()).stream().filter(Objects::nonNull).toList();
				Map<String, String> versions = repository.storedVersions(target.agency(), target.workspace(), type,
						pageRows.stream().map(NewReport::key).toList());
				for (NewReport row : pageRows) {
					String version = versions.get(row.key());
					if (version != null && version.equals(Objects.requireNonNullElse(row.versionStamp(), ""))) {
						return fresh;
					}
					fresh.add(row);
				}
				if (page.nextToken() != null && page.nextToken().equals(token)) {
					throw new IllegalStateException("The service repeated next_token; the listing was not finished");
				}
				token = page.nextToken();
			}
			while (token != null);
			return fresh;
		}

		/**
		 * Fetches the location or keyword reports the new scans name: each key once,
		 * since a new scan means the aggregate changed.
		 */
		void aggregates(ReportType type, List<NewReport> newScans, String keyField) {
			Set<String> keys = new LinkedHashSet<>();
			newScans.stream()
				.map(scan -> ReportRows.aggregateKey(scan, keyField))
				.filter(Objects::nonNull)
				.forEach(keys::add);
			List<NewReport> fetched = new ArrayList<>();
			for (String key : keys) {
				try {
					fetched.add(fetcher.fetch(target.workspace(), Lane.BACKGROUND, type, ReportKey.of(key), null));
				}
				catch (NotFoundException ex) {
					log.debug("{} report {} named by a scan is not there (yet)", type, key, ex);
				}
				catch (UpstreamException.NoCredential | UpstreamException.Unauthorized ex) {
					throw ex;
				}
				catch (UpstreamException | ValidationException ex) {
					failures.put(type, ex.getMessage());
				}
			}
			save(type, fetched);
		}

		private void save(ReportType type, List<NewReport> fresh) {
			if (fresh.isEmpty()) {
				return;
			}
			lease.requireHeld();
			List<ReportCard> cards = repository.save(target.agency(), target.workspace(), fresh, clock.instant());
			stored.merge(type, cards.size(), Integer::sum);
			written.addAll(cards);
		}

	}

}
