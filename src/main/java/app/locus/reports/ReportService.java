package app.locus.reports;

import java.time.Clock;
import java.time.Duration;
import java.util.List;

import app.locus.base.NotFoundException;
import app.locus.base.PageRead;
import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.reports.export.ReportCsv;
import app.locus.reports.repository.NewReport;
import app.locus.reports.repository.ReportGalleryReadRepository;
import app.locus.reports.repository.ReportRepository;
import app.locus.reports.repository.StoredReport;
import app.locus.security.LocusUser;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.api.CampaignKey;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.ReportKey;
import app.locus.upstream.api.reports.DataPoint;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.context.ApplicationEventPublisher;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The stored reports of a workspace: the gallery (filtered, sorted, paged straight from
 * the database), one report's detail, and its full record and data points, fetched from
 * the service on first view only and kept, so a second view costs no call. Every method
 * checks the person's access to the workspace first; a report of another workspace is
 * "not found".
 */
@Service
public class ReportService {

	/** Largest gallery page a view may ask for. */
	public static final int MAX_PAGE = 500;

	/** Most rows a gallery export holds. */
	public static final int MAX_EXPORT = 50_000;

	private static final int BATCHES_LISTED = 50;

	private static final ObjectMapper JSON = new ObjectMapper();

	private final WorkspaceAccess access;

	private final CostVisibility costs;

	private final ReportRepository repository;

	private final ReportGalleryReadRepository gallery;

	private final ReportFetcher fetcher;

	private final ReportSync sync;

	private final ApplicationEventPublisher events;

	private final Clock clock;

	ReportService(WorkspaceAccess access, CostVisibility costs, ReportRepository repository,
			ReportGalleryReadRepository gallery, ReportFetcher fetcher, ReportSync sync,
			ApplicationEventPublisher events, Clock clock) {
		this.access = access;
		this.costs = costs;
		this.repository = repository;
		this.gallery = gallery;
		this.fetcher = fetcher;
		this.sync = sync;
		this.events = events;
		this.clock = clock;
	}

	/**
	 * Cards {@code offset} to {@code offset + limit} of the gallery, for a lazy grid.
	 * @throws app.locus.base.ValidationException for a refused filter field or paging
	 */
	@PageRead
	public List<ReportCard> gallery(WorkspaceId workspace, GalleryFilter filter, GallerySort sort, int offset,
			int limit) {
		LocusUser user = access.requireRead(workspace);
		pageSize(new Validation().check(offset >= 0, "offset", "Offset must not be negative."), limit).throwIfInvalid();
		return gallery.page(user.agencyId(), workspace, filter.checked(), sort, offset, limit);
	}

	/**
	 * The next page of cards, newest first, after the cursor a page gave (the REST API's
	 * paging).
	 * @throws app.locus.base.ValidationException for a refused filter field or page size
	 */
	@PageRead
	public List<ReportCard> galleryAfter(WorkspaceId workspace, GalleryFilter filter, GalleryCursor after, int limit) {
		LocusUser user = access.requireRead(workspace);
		pageSize(new Validation(), limit).throwIfInvalid();
		return gallery.pageAfter(user.agencyId(), workspace, filter.checked(), after, limit);
	}

	/**
	 * How many cards match and the first {@code limit} of them, in one read: what a
	 * gallery shows as it opens.
	 * @throws app.locus.base.ValidationException for a refused filter field or page size
	 */
	@PageRead
	public GalleryStart galleryStart(WorkspaceId workspace, GalleryFilter filter, GallerySort sort, int limit) {
		LocusUser user = access.requireRead(workspace);
		pageSize(new Validation(), limit).throwIfInvalid();
		return gallery.start(user.agencyId(), workspace, filter.checked(), sort, limit);
	}

	/**
	 * For a dashboard, among the workspace's newest {@code within} scans: the newest of
	 * each keyword at each place, and the newest {@code heatmaps} with a heatmap.
	 * @throws app.locus.base.ValidationException for counts out of range
	 */
	@PageRead
	public NewestScans newestScans(WorkspaceId workspace, int within, int heatmaps) {
		LocusUser user = access.requireRead(workspace);
		new Validation()
			.check(within >= 1 && within <= MAX_PAGE, "within",
					"Scans looked through must be from 1 to " + MAX_PAGE + ".")
			.check(heatmaps >= 0 && heatmaps <= within, "heatmaps",
					"Heatmaps must be from 0 to the scans looked through.")
			.throwIfInvalid();
		return gallery.newestScans(user.agencyId(), workspace, within, heatmaps);
	}

	private static Validation pageSize(Validation validation, int limit) {
		return validation.check(limit >= 1 && limit <= MAX_PAGE, "limit",
				"Page size must be from 1 to " + MAX_PAGE + ".");
	}

	/** How many reports match the filter. */
	@PageRead
	public int count(WorkspaceId workspace, GalleryFilter filter) {
		LocusUser user = access.requireRead(workspace);
		return gallery.count(user.agencyId(), workspace, filter.checked());
	}

	/** The places that have reports, for the gallery's location filter. */
	@PageRead
	public List<PlaceOption> galleryPlaces(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return gallery.places(user.agencyId(), workspace);
	}

	/**
	 * The workspace's latest batches of scans, for the gallery's batch filter (DD141).
	 */
	@PageRead
	public List<BatchOption> galleryBatches(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return gallery.batches(user.agencyId(), workspace, BATCHES_LISTED);
	}

	/** The scans a campaign ran, newest first. */
	@Transactional(readOnly = true)
	public List<ReportCard> campaignScans(WorkspaceId workspace, CampaignKey campaign) {
		LocusUser user = access.requireRead(workspace);
		return gallery.campaignReports(user.agencyId(), workspace, campaign.value(), ReportType.SCAN);
	}

	/** The stored reports of a campaign's runs, newest first. */
	@Transactional(readOnly = true)
	public List<ReportCard> campaignRuns(WorkspaceId workspace, CampaignKey campaign) {
		LocusUser user = access.requireRead(workspace);
		return gallery.campaignReports(user.agencyId(), workspace, campaign.value(), ReportType.CAMPAIGN);
	}

	/**
	 * A stored report as it is, without calling the service (its data points may not be
	 * stored yet; see {@link #detailWithDataPoints}).
	 * @throws NotFoundException when this workspace has no such stored report
	 */
	@Transactional(readOnly = true)
	public ReportDetail detail(WorkspaceId workspace, ReportType type, ReportKey key) {
		LocusUser user = access.requireRead(workspace);
		return forReader(workspace,
				repository.find(user.agencyId(), workspace, type, key.value())
					.map(ReportService::toDetail)
					.orElseThrow(() -> new NotFoundException("report")));
	}

	/**
	 * A report with its full record and (for scans) data points. The first view fetches
	 * them from the service in one call and stores them; every later view reads them from
	 * the database. A report not stored yet (just made, not synced) is fetched and stored
	 * the same way.
	 * @throws NotFoundException when neither the database nor the service has it for this
	 * workspace
	 */
	public ReportDetail detailWithDataPoints(WorkspaceId workspace, ReportType type, ReportKey key) {
		LocusUser user = access.requireRead(workspace);
		StoredReport stored = repository.find(user.agencyId(), workspace, type, key.value()).orElse(null);
		if (stored != null && stored.fetchedAt() != null) {
			return forReader(workspace, toDetail(stored));
		}
		NewReport fetched = fetcher.fetch(workspace, Lane.INTERACTIVE, type, key, type == ReportType.COMPETITOR
				? repository.scanTraits(user.agencyId(), workspace, List.of(key.value())).get(key.value()) : null);
		if (stored == null) {
			List<ReportCard> written = repository.save(user.agencyId(), workspace, List.of(fetched), clock.instant());
			if (!written.isEmpty()) {
				events.publishEvent(new ReportsArrived(user.agencyId(), workspace, written));
			}
		}
		else {
			repository.storeDetails(user.agencyId(), workspace, type, key.value(), fetched.payload(),
					fetched.dataPoints(), clock.instant());
		}
		return forReader(workspace,
				repository.find(user.agencyId(), workspace, type, key.value())
					.map(ReportService::toDetail)
					.orElseThrow(() -> new NotFoundException("report")));
	}

	/**
	 * The report as this person may read it: without credits if they may not see costs
	 * (DD159).
	 */
	private ReportDetail forReader(WorkspaceId workspace, ReportDetail detail) {
		return costs.shown(workspace) ? detail : detail.withoutCosts();
	}

	/** The gallery as CSV (every matching row, in the gallery's order). */
	@Transactional(readOnly = true)
	public byte[] galleryCsv(WorkspaceId workspace, GalleryFilter filter, GallerySort sort) {
		LocusUser user = access.requireRead(workspace);
		return ReportCsv.gallery(gallery.page(user.agencyId(), workspace, filter.checked(), sort, 0, MAX_EXPORT));
	}

	/** A competitor report's table as CSV, the client's own business marked. */
	public byte[] competitorCsv(WorkspaceId workspace, ReportKey key) {
		ReportDetail detail = detailWithDataPoints(workspace, ReportType.COMPETITOR, key);
		return ReportCsv.competitors(detail);
	}

	/**
	 * Syncs the workspace's reports now (a person asked), unless a sync of it is running.
	 */
	public SyncResult syncNow(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return sync.sync(new SyncTarget(user.agencyId(), workspace), Duration.ZERO);
	}

	private static ReportDetail toDetail(StoredReport stored) {
		JsonNode dataPoints = parse(stored.dataPoints());
		return new ReportDetail(stored.card(), parse(stored.payload()), Lenient.elements(dataPoints, DataPoint::from),
				stored.fetchedAt());
	}

	private static JsonNode parse(String json) {
		if (json == null) {
			return null;
		}
		try {
			return JSON.readTree(json);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalStateException("A stored report is not JSON", ex);
		}
	}

}
