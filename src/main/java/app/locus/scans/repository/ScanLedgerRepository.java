package app.locus.scans.repository;

import static app.locus.db.Tables.APP_USER;
import static app.locus.db.Tables.SCAN_BATCH;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.WORKSPACE;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.ScanSubmissionRecord;
import app.locus.reports.ScanBatchId;
import app.locus.scans.CampaignRunSpend;
import app.locus.scans.IdempotencyKey;
import app.locus.scans.OpenCampaignRun;
import app.locus.scans.OpenSpend;
import app.locus.scans.PersonSettlement;
import app.locus.scans.SpotCheck;
import app.locus.scans.Submission;
import app.locus.scans.SubmissionId;
import app.locus.scans.SubmissionStatus;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.ondemand.SpotCheckRequest;
import app.locus.upstream.api.scans.ScanRequest;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The scan submission ledger (DD042). Reserving a submission is serialised per workspace
 * (the workspace row is locked while the duplicate check and the insert run), so two tabs
 * or two managers cannot both pass the check; status changes name the states they may
 * leave, so a late answer never overwrites a settled row.
 */
@Repository
public class ScanLedgerRepository {

	private final DSLContext db;

	ScanLedgerRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * The outcome of {@link #reserve}: the new row's id, or (id null) the recent
	 * submission of the same settings that needs confirming first, or the row that
	 * already carries the pending scan's idempotency key.
	 */
	public record Reservation(@Nullable SubmissionId id, @Nullable Submission duplicate, @Nullable Keyed sameKey) {

		public Reservation(@Nullable SubmissionId id, @Nullable Submission duplicate) {
			this(id, duplicate, null);
		}

		public boolean reserved() {
			return id != null;
		}

	}

	/**
	 * A ledger row found by its idempotency key, with the fingerprint of its settings.
	 */
	public record Keyed(Submission submission, String fingerprint) {

	}

	/**
	 * A scan about to be sent, as the ledger records it, with the batch it belongs to
	 * (null for a scan on its own) and the caller's idempotency key (null in the portal).
	 */
	public record Pending(ScanRequest request, String fingerprint, UserId createdBy, @Nullable ScanBatchId batch,
			@Nullable IdempotencyKey key) {

		public Pending(ScanRequest request, String fingerprint, UserId createdBy) {
			this(request, fingerprint, createdBy, null, null);
		}

		public Pending(ScanRequest request, String fingerprint, UserId createdBy, @Nullable ScanBatchId batch) {
			this(request, fingerprint, createdBy, batch, null);
		}

	}

	/** A spot check about to be sent, as the ledger records it. */
	public record SpotPending(SpotCheckRequest request, String fingerprint, UserId createdBy) {

	}

	private static final String SCAN = "SCAN";

	private static final String SPOT = "SPOT";

	private static final String CAMPAIGN = "CAMP";

	private static final int SPOT_ABOVE_MAX = 2000;

	/**
	 * Writes a {@code SUBMITTING} row unless the pending scan's idempotency key is on a
	 * row already, or the same settings were submitted since {@code duplicateSince} (by
	 * anyone, not refused) and the person has not confirmed running them again; committed
	 * before the scan is sent.
	 */
	@Transactional
	public Reservation reserve(AgencyId agency, WorkspaceId workspace, Pending pending, Instant now,
			Instant duplicateSince, boolean duplicateConfirmed) {
		ScanRequest request = pending.request();
		ScanSubmissionRecord row = new ScanSubmissionRecord();
		row.setKind(SCAN);
		row.setPlaceId(request.placeId().value());
		row.setKeyword(request.keyword().value());
		row.setLat(request.center().latText());
		row.setLng(request.center().lngText());
		row.setGridSize(request.gridSize().value());
		row.setRadius(request.radius().value());
		row.setUnit(request.measurement().code());
		row.setPlatform(WireCode.of(request.platform()));
		row.setAiAnalysis(request.aiAnalysis());
		row.setCredits(request.credits());
		if (pending.batch() != null) {
			row.setBatchId(pending.batch().value());
		}
		if (pending.key() != null) {
			row.setIdempotencyKey(pending.key().value());
		}
		return insertUnlessDuplicate(agency, workspace, row, pending.fingerprint(), pending.createdBy(), now,
				duplicateSince, duplicateConfirmed);
	}

	/**
	 * Records a batch of scans about to be sent (DD141): who started it, when, and how
	 * many scans it plans. Its scans are reserved one by one as they are sent.
	 */
	public void createBatch(AgencyId agency, WorkspaceId workspace, ScanBatchId id, int planned, UserId createdBy,
			Instant now) {
		db.insertInto(SCAN_BATCH)
			.set(SCAN_BATCH.ID, id.value())
			.set(SCAN_BATCH.AGENCY_ID, agency.value())
			.set(SCAN_BATCH.WORKSPACE_ID, workspace.value())
			.set(SCAN_BATCH.PLANNED, planned)
			.set(SCAN_BATCH.CREATED_BY, createdBy.value())
			.set(SCAN_BATCH.CREATED_AT, utc(now))
			.execute();
	}

	/**
	 * Writes a {@code SUBMITTING} spot check (DD137) unless the same check was made since
	 * {@code duplicateSince} and not confirmed again: a point of the map for google, 0
	 * credits (it is billed per request outside the balance).
	 */
	@Transactional
	public Reservation reserveSpot(AgencyId agency, WorkspaceId workspace, SpotPending pending, Instant now,
			Instant duplicateSince, boolean duplicateConfirmed) {
		SpotCheckRequest request = pending.request();
		ScanSubmissionRecord row = new ScanSubmissionRecord();
		row.setKind(SPOT);
		row.setPlaceId(request.placeId().value());
		row.setKeyword(request.keyword().value());
		row.setLat(request.point().latText());
		row.setLng(request.point().lngText());
		row.setGridSize(1);
		row.setRadius(BigDecimal.ZERO);
		row.setUnit(Measurement.MI.code());
		row.setPlatform(WireCode.of(Platform.GOOGLE));
		row.setAiAnalysis(false);
		row.setCredits(0);
		return insertUnlessDuplicate(agency, workspace, row, pending.fingerprint(), pending.createdBy(), now,
				duplicateSince, duplicateConfirmed);
	}

	/**
	 * Writes a {@code SUBMITTING} campaign run (DD193), committed before the run is sent,
	 * unless its idempotency key (null in the portal) is on a row already; a run is
	 * confirmed each time, so there is no duplicate check.
	 */
	@Transactional
	public Reservation reserveCampaignRun(AgencyId agency, WorkspaceId workspace, CampaignRunSpend pending,
			String fingerprint, @Nullable IdempotencyKey key, Instant now) {
		ScanSubmissionRecord row = new ScanSubmissionRecord();
		row.setKind(CAMPAIGN);
		row.setCampaignKey(pending.campaignKey());
		row.setPlaceId(pending.placeId());
		row.setKeyword(pending.campaignName());
		row.setLat("");
		row.setLng("");
		row.setGridSize(pending.gridSize());
		row.setRadius(pending.radius());
		row.setUnit(pending.unit().code());
		row.setPlatform(WireCode.of(Platform.GOOGLE));
		row.setAiAnalysis(false);
		row.setCredits(pending.credits());
		if (key != null) {
			row.setIdempotencyKey(key.value());
		}
		return insertUnlessDuplicate(agency, workspace, row, fingerprint, pending.createdBy(), now, now, true);
	}

	/**
	 * The workspace's campaign runs whose outcome is unknown: {@code UNKNOWN}, and
	 * {@code SUBMITTING} ones older than {@code stalledBefore}. Oldest first.
	 */
	public List<OpenCampaignRun> openCampaignRuns(AgencyId agency, WorkspaceId workspace, Instant stalledBefore) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.KIND.eq(CAMPAIGN))
			.and(open(stalledBefore))
			.orderBy(SCAN_SUBMISSION.CREATED_AT)
			.fetch(row -> new OpenCampaignRun(submission(row), Objects.requireNonNull(row.getCampaignKey())));
	}

	/**
	 * The campaign key of a campaign run of the ledger; empty for a scan or spot check.
	 */
	public Optional<String> campaignKey(AgencyId agency, WorkspaceId workspace, SubmissionId id) {
		return db.select(SCAN_SUBMISSION.CAMPAIGN_KEY)
			.from(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.and(SCAN_SUBMISSION.KIND.eq(CAMPAIGN))
			.fetchOptional(SCAN_SUBMISSION.CAMPAIGN_KEY);
	}

	private Reservation insertUnlessDuplicate(AgencyId agency, WorkspaceId workspace, ScanSubmissionRecord row,
			String fingerprint, UserId createdBy, Instant now, Instant duplicateSince, boolean duplicateConfirmed) {
		db.select(WORKSPACE.ID).from(WORKSPACE).where(WORKSPACE.ID.eq(workspace.value())).forUpdate().fetch();
		String key = row.getIdempotencyKey();
		if (key != null) {
			Optional<Keyed> earlier = byIdempotencyKey(agency, workspace, new IdempotencyKey(key));
			if (earlier.isPresent()) {
				return new Reservation(null, null, earlier.get());
			}
		}
		Submission duplicate = recentDuplicate(agency, workspace, fingerprint, duplicateSince).orElse(null);
		if (duplicate != null && !duplicateConfirmed) {
			return new Reservation(null, duplicate);
		}
		SubmissionId id = SubmissionId.random();
		row.setId(id.value());
		row.setAgencyId(agency.value());
		row.setWorkspaceId(workspace.value());
		row.setFingerprint(fingerprint);
		row.setStatus(SubmissionStatus.SUBMITTING.name());
		row.setCreatedBy(createdBy.value());
		row.setCreatedAt(utc(now));
		row.setUpdatedAt(utc(now));
		db.insertInto(SCAN_SUBMISSION).set(row).execute();
		return new Reservation(id, duplicate);
	}

	/** The scan or campaign run that carries this idempotency key in the workspace. */
	public Optional<Keyed> byIdempotencyKey(AgencyId agency, WorkspaceId workspace, IdempotencyKey key) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.IDEMPOTENCY_KEY.eq(key.value()))
			.fetchOptional(row -> new Keyed(submission(row), row.getFingerprint()));
	}

	/**
	 * Records a spot check's answer: {@code COMPLETE} with the rank (null: not shown) and
	 * who is shown above, if it is still {@code SUBMITTING}.
	 */
	public boolean recordSpot(AgencyId agency, WorkspaceId workspace, SubmissionId id, @Nullable Integer rank,
			List<String> above, Instant now) {
		String names = String.join("\n", above);
		return db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.STATUS, SubmissionStatus.COMPLETE.name())
			.set(SCAN_SUBMISSION.SPOT_RANK, rank)
			.set(SCAN_SUBMISSION.SPOT_ABOVE,
					names.length() > SPOT_ABOVE_MAX ? names.substring(0, SPOT_ABOVE_MAX) : names)
			.set(SCAN_SUBMISSION.UPDATED_AT, utc(now))
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.and(SCAN_SUBMISSION.KIND.eq(SPOT))
			.and(SCAN_SUBMISSION.STATUS.eq(SubmissionStatus.SUBMITTING.name()))
			.execute() > 0;
	}

	public Optional<SpotCheck> findSpot(AgencyId agency, WorkspaceId workspace, SubmissionId id) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.KIND.eq(SPOT))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.fetchOptional(ScanLedgerRepository::spot);
	}

	/** The spot checks of one place, newest first. */
	public List<SpotCheck> recentSpots(AgencyId agency, WorkspaceId workspace, String placeId, int limit) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.KIND.eq(SPOT))
			.and(SCAN_SUBMISSION.PLACE_ID.eq(placeId))
			.orderBy(SCAN_SUBMISSION.CREATED_AT.desc(), SCAN_SUBMISSION.ID)
			.limit(limit)
			.fetch(ScanLedgerRepository::spot);
	}

	/**
	 * The newest spot check of these settings since the instant that may have been
	 * billed.
	 */
	public Optional<SpotCheck> recentSpotDuplicate(AgencyId agency, WorkspaceId workspace, String fingerprint,
			Instant since) {
		return recentDuplicate(agency, workspace, fingerprint, since)
			.flatMap(submission -> findSpot(agency, workspace, submission.id()));
	}

	/**
	 * The newest submission of these settings since the instant that may have spent
	 * credits.
	 */
	public Optional<Submission> recentDuplicate(AgencyId agency, WorkspaceId workspace, String fingerprint,
			Instant since) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.FINGERPRINT.eq(fingerprint))
			.and(SCAN_SUBMISSION.CREATED_AT.ge(utc(since)))
			.and(SCAN_SUBMISSION.STATUS.ne(SubmissionStatus.FAILED.name()))
			.orderBy(SCAN_SUBMISSION.CREATED_AT.desc())
			.limit(1)
			.fetchOptional(ScanLedgerRepository::submission);
	}

	/**
	 * Moves a submission to {@code to} if it is still in one of {@code from}.
	 * @param reportKey kept as it is when null
	 * @return whether it moved
	 */
	public boolean transition(AgencyId agency, WorkspaceId workspace, SubmissionId id, Set<SubmissionStatus> from,
			SubmissionStatus to, @Nullable String reportKey, @Nullable String message, Instant now) {
		var update = db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.STATUS, to.name())
			.set(SCAN_SUBMISSION.UPDATED_AT, utc(now));
		if (reportKey != null) {
			update = update.set(SCAN_SUBMISSION.REPORT_KEY, reportKey);
		}
		if (message != null) {
			update = update.set(SCAN_SUBMISSION.MESSAGE, message.length() > 500 ? message.substring(0, 500) : message);
		}
		return update.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.and(SCAN_SUBMISSION.STATUS.in(from.stream().map(Enum::name).toList()))
			.execute() > 0;
	}

	public Optional<Submission> find(AgencyId agency, WorkspaceId workspace, SubmissionId id) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.fetchOptional(ScanLedgerRepository::submission);
	}

	/** The workspace's latest scan submissions, newest first. */
	public List<Submission> recent(AgencyId agency, WorkspaceId workspace, int limit) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.KIND.eq(SCAN))
			.orderBy(SCAN_SUBMISSION.CREATED_AT.desc(), SCAN_SUBMISSION.ID)
			.limit(limit)
			.fetch(ScanLedgerRepository::submission);
	}

	/**
	 * Submissions whose report is not known: {@code UNKNOWN}, {@code QUEUED} without a
	 * key, and {@code SUBMITTING} rows older than {@code stalledBefore} (the node that
	 * sent them stopped before recording the answer). Oldest first. Scans only: a spot
	 * check makes no report to find, so a person settles an open one (DD137).
	 */
	public List<Submission> unsettled(AgencyId agency, WorkspaceId workspace, Instant stalledBefore) {
		return db.selectFrom(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.KIND.eq(SCAN))
			.and(open(stalledBefore))
			.orderBy(SCAN_SUBMISSION.CREATED_AT)
			.fetch(ScanLedgerRepository::submission);
	}

	/**
	 * The {@link #unsettled} submissions with who sent them and when the sync last looked
	 * for their report, newest first.
	 */
	public List<OpenSpend> openSpends(AgencyId agency, WorkspaceId workspace, Instant stalledBefore) {
		return db.select(SCAN_SUBMISSION.asterisk(), APP_USER.DISPLAY_NAME)
			.from(SCAN_SUBMISSION)
			.leftJoin(APP_USER)
			.on(APP_USER.ID.eq(SCAN_SUBMISSION.CREATED_BY).and(APP_USER.AGENCY_ID.eq(SCAN_SUBMISSION.AGENCY_ID)))
			.where(scope(agency, workspace))
			.and(open(stalledBefore))
			.orderBy(SCAN_SUBMISSION.CREATED_AT.desc(), SCAN_SUBMISSION.ID)
			.fetch(row -> {
				ScanSubmissionRecord submission = row.into(SCAN_SUBMISSION);
				return new OpenSpend(submission(submission), row.get(APP_USER.DISPLAY_NAME),
						submission.getLastLookedAt() == null ? null : instant(submission.getLastLookedAt()),
						submission.getCampaignKey());
			});
	}

	/** How many {@link #unsettled} submissions the workspace has. */
	public int countOpen(AgencyId agency, WorkspaceId workspace, Instant stalledBefore) {
		return db.fetchCount(SCAN_SUBMISSION, scope(agency, workspace).and(open(stalledBefore)));
	}

	/** Records that the sync looked for the submission's report. */
	public void looked(AgencyId agency, WorkspaceId workspace, SubmissionId id, Instant now) {
		db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.LAST_LOOKED_AT, utc(now))
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.execute();
	}

	/**
	 * A person settles an {@link #unsettled} submission: {@code COMPLETE} with the report
	 * it made, or {@code WRITTEN_OFF} (report key null). The workspace row is locked
	 * while the report key is checked unclaimed and the row written, so two people cannot
	 * link one report to two spends.
	 * @return false when the submission is no longer open (settled meanwhile) or the key
	 * is claimed by another submission
	 */
	@Transactional
	public boolean settleByPerson(AgencyId agency, WorkspaceId workspace, SubmissionId id, PersonSettlement settlement,
			Instant stalledBefore, Instant now) {
		db.select(WORKSPACE.ID)
			.from(WORKSPACE)
			.where(WORKSPACE.ID.eq(workspace.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.forUpdate()
			.fetch();
		String key = settlement.reportKey();
		if (key != null && !claimedKeys(agency, workspace, List.of(key)).isEmpty()) {
			return false;
		}
		var update = db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.STATUS, settlement.status().name())
			.set(SCAN_SUBMISSION.SETTLED_BY, settlement.by().value())
			.set(SCAN_SUBMISSION.SETTLED_NOTE, settlement.note())
			.set(SCAN_SUBMISSION.UPDATED_AT, utc(now));
		if (key != null) {
			update = update.set(SCAN_SUBMISSION.REPORT_KEY, key);
		}
		return update.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.ID.eq(id.value()))
			.and(open(stalledBefore))
			.execute() > 0;
	}

	private static Condition open(Instant stalledBefore) {
		return SCAN_SUBMISSION.STATUS.eq(SubmissionStatus.UNKNOWN.name())
			.or(SCAN_SUBMISSION.STATUS.eq(SubmissionStatus.QUEUED.name()).and(SCAN_SUBMISSION.REPORT_KEY.isNull()))
			.or(SCAN_SUBMISSION.STATUS.eq(SubmissionStatus.SUBMITTING.name())
				.and(SCAN_SUBMISSION.CREATED_AT.lt(utc(stalledBefore))));
	}

	/** Which of these report keys a submission of the workspace already claims. */
	public Set<String> claimedKeys(AgencyId agency, WorkspaceId workspace, Collection<String> keys) {
		if (keys.isEmpty()) {
			return Set.of();
		}
		return new HashSet<>(db.select(SCAN_SUBMISSION.REPORT_KEY)
			.from(SCAN_SUBMISSION)
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.REPORT_KEY.in(keys))
			.fetch(SCAN_SUBMISSION.REPORT_KEY));
	}

	/** Marks the queued submissions whose reports arrived complete. */
	public int completeQueued(AgencyId agency, WorkspaceId workspace, Collection<String> reportKeys, Instant now) {
		if (reportKeys.isEmpty()) {
			return 0;
		}
		return db.update(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.STATUS, SubmissionStatus.COMPLETE.name())
			.set(SCAN_SUBMISSION.UPDATED_AT, utc(now))
			.where(scope(agency, workspace))
			.and(SCAN_SUBMISSION.STATUS.eq(SubmissionStatus.QUEUED.name()))
			.and(SCAN_SUBMISSION.REPORT_KEY.in(reportKeys))
			.execute();
	}

	private static Condition scope(AgencyId agency, WorkspaceId workspace) {
		return SCAN_SUBMISSION.WORKSPACE_ID.eq(workspace.value()).and(SCAN_SUBMISSION.AGENCY_ID.eq(agency.value()));
	}

	private static Submission submission(ScanSubmissionRecord row) {
		return new Submission(SubmissionId.parse(row.getId()), row.getPlaceId(), row.getKeyword(), row.getLat(),
				row.getLng(), row.getGridSize(), row.getRadius(), WireCode.stored(Measurement.class, row.getUnit()),
				WireCode.stored(Platform.class, row.getPlatform()), Boolean.TRUE.equals(row.getAiAnalysis()),
				row.getCredits(), SubmissionStatus.valueOf(row.getStatus()), row.getReportKey(), row.getMessage(),
				UserId.parse(row.getCreatedBy()), instant(row.getCreatedAt()), instant(row.getUpdatedAt()));
	}

	private static SpotCheck spot(ScanSubmissionRecord row) {
		String above = row.getSpotAbove();
		return new SpotCheck(SubmissionId.parse(row.getId()), row.getPlaceId(), row.getKeyword(), row.getLat(),
				row.getLng(), SubmissionStatus.valueOf(row.getStatus()), row.getSpotRank(),
				above == null || above.isEmpty() ? List.of() : List.of(above.split("\n")), row.getMessage(),
				instant(row.getCreatedAt()));
	}

	private static LocalDateTime utc(Instant instant) {
		return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}

	private static Instant instant(LocalDateTime utc) {
		return utc.toInstant(ZoneOffset.UTC);
	}

}
