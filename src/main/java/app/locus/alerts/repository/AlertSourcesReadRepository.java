package app.locus.alerts.repository;

import static app.locus.db.Tables.CAMPAIGN;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.GUARD_REPORT;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static app.locus.db.Tables.WORKSPACE;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * What the alert detectors read of other features' stored data (DD148): the previous
 * comparable scan of a series, submissions whose outcome became unknown, keys the service
 * refused, approvals asked for and decided, guard reports that show a change, campaigns
 * the service deactivated. Read only.
 */
@Repository
public class AlertSourcesReadRepository {

	private final DSLContext db;

	AlertSourcesReadRepository(DSLContext db) {
		this.db = db;
	}

	/** A scan series: what makes two scans comparable. */
	public record Series(String placeId, String keyword, String platform, int gridSize, BigDecimal radius,
			String unit) {

		/** Names the series in an alert's subject. */
		public String subject() {
			return String.join("|", placeId, keyword.toLowerCase(java.util.Locale.ROOT), platform,
					Integer.toString(gridSize), radius.stripTrailingZeros().toPlainString(), unit);
		}

	}

	/** The earlier scan of a series: its ranks (stored form) and headline metric. */
	public record EarlierScan(String reportKey, LocalDate date, @Nullable String ranks, @Nullable BigDecimal solv) {

	}

	/** A watched row that changed: its tenant, id and what to say about it. */
	public record Change(AgencyId agency, WorkspaceId workspace, String id, String what, @Nullable String why) {

	}

	/**
	 * The newest other scan of the same series stored in the workspace, on or before
	 * {@code date}.
	 */
	public Optional<EarlierScan> earlierScan(AgencyId agency, WorkspaceId workspace, Series series, String reportKey,
			LocalDate date) {
		return db.select(REPORT.REPORT_KEY, REPORT.REPORT_DATE, REPORT.THUMBNAIL_RANKS, REPORT.SOLV)
			.from(REPORT)
			.where(REPORT.AGENCY_ID.eq(agency.value()))
			.and(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.PLACE_ID.eq(series.placeId()))
			.and(REPORT.KEYWORD.eq(series.keyword()))
			.and(REPORT.PLATFORM.eq(series.platform()))
			.and(REPORT.GRID_SIZE.eq(series.gridSize()))
			.and(REPORT.RADIUS.eq(series.radius()))
			.and(REPORT.UNIT.eq(series.unit()))
			.and(REPORT.REPORT_KEY.ne(reportKey))
			.and(REPORT.REPORT_DATE.le(date))
			.orderBy(REPORT.REPORT_DATE.desc(), REPORT.STORED_AT.desc(), REPORT.REPORT_KEY.desc())
			.limit(1)
			.fetchOptional(row -> new EarlierScan(row.value1(), row.value2(), row.value3(), row.value4()));
	}

	/** Submissions (scans and spot checks) whose outcome became unknown since then. */
	public List<Change> unknownSubmissions(Instant since) {
		return db
			.select(SCAN_SUBMISSION.AGENCY_ID, SCAN_SUBMISSION.WORKSPACE_ID, SCAN_SUBMISSION.ID,
					SCAN_SUBMISSION.KEYWORD, SCAN_SUBMISSION.MESSAGE)
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.STATUS.eq("UNKNOWN"))
			.and(SCAN_SUBMISSION.UPDATED_AT.ge(DbTime.utc(since)))
			.orderBy(SCAN_SUBMISSION.UPDATED_AT)
			.fetch(row -> new Change(new AgencyId(row.value1()), new WorkspaceId(row.value2()), row.value3(),
					row.value4(), row.value5()));
	}

	/**
	 * Keys in use that the service refused since then and that have not worked since (the
	 * reason is the service's, already without the key, DD117).
	 */
	public List<Change> stoppedKeys(Instant since) {
		return db
			.select(WORKSPACE.AGENCY_ID, UPSTREAM_API_KEY.WORKSPACE_ID, UPSTREAM_API_KEY.ID, UPSTREAM_API_KEY.LABEL,
					UPSTREAM_API_KEY.LAST_FAILURE_REASON)
			.from(UPSTREAM_API_KEY)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(UPSTREAM_API_KEY.WORKSPACE_ID))
			.where(UPSTREAM_API_KEY.REVOKED_AT.isNull())
			.and(UPSTREAM_API_KEY.LAST_FAILED_AT.ge(DbTime.utc(since)))
			.and(UPSTREAM_API_KEY.LAST_WORKED_AT.isNull()
				.or(UPSTREAM_API_KEY.LAST_WORKED_AT.lt(UPSTREAM_API_KEY.LAST_FAILED_AT)))
			.orderBy(UPSTREAM_API_KEY.LAST_FAILED_AT)
			.fetch(row -> new Change(new AgencyId(row.value1()), new WorkspaceId(row.value2()), row.value3(),
					row.value4(), row.value5()));
	}

	/** Profile changes sent to the client for approval since then. */
	public List<Change> approvalsRequested(Instant since) {
		return db
			.select(GBP_PROPOSAL.AGENCY_ID, GBP_PROPOSAL.WORKSPACE_ID, GBP_PROPOSAL.ID, GBP_PROPOSAL.PREVIEW,
					GBP_PROPOSAL.AUTHOR_EMAIL)
			.from(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.CREATED_AT.ge(DbTime.utc(since)))
			.orderBy(GBP_PROPOSAL.CREATED_AT)
			.fetch(row -> new Change(new AgencyId(row.value1()), new WorkspaceId(row.value2()), row.value3(),
					row.value4(), row.value5()));
	}

	/**
	 * Approvals the client approved or rejected since then ({@code why} is the decision).
	 */
	public List<Change> approvalsDecided(Instant since) {
		return db
			.select(GBP_PROPOSAL.AGENCY_ID, GBP_PROPOSAL.WORKSPACE_ID, GBP_PROPOSAL.ID, GBP_PROPOSAL.PREVIEW,
					GBP_PROPOSAL.STATUS)
			.from(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.DECIDED_AT.ge(DbTime.utc(since)))
			.and(GBP_PROPOSAL.STATUS.in("APPROVED", "REJECTED"))
			.orderBy(GBP_PROPOSAL.DECIDED_AT)
			.fetch(row -> new Change(new AgencyId(row.value1()), new WorkspaceId(row.value2()), row.value3(),
					row.value4(), row.value5()));
	}

	/** A guard report as stored: the listing it watches and the service's own payload. */
	public record GuardChange(AgencyId agency, WorkspaceId workspace, String reportKey, @Nullable String location,
			@Nullable LocalDate checked, int changes, String payload) {

	}

	/**
	 * Guard reports stored since then that show a change (the service's alert status or
	 * listed changes), last checked on or after {@code checkedFrom}.
	 */
	public List<GuardChange> guardChanges(Instant since, LocalDate checkedFrom) {
		return db
			.select(GUARD_REPORT.AGENCY_ID, GUARD_REPORT.WORKSPACE_ID, GUARD_REPORT.REPORT_KEY,
					GUARD_REPORT.LOCATION_NAME, GUARD_REPORT.DATE_LAST, GUARD_REPORT.CHANGE_COUNT, GUARD_REPORT.PAYLOAD)
			.from(GUARD_REPORT)
			.where(GUARD_REPORT.STORED_AT.ge(DbTime.utc(since)))
			.and(GUARD_REPORT.DATE_LAST.ge(checkedFrom))
			.and(GUARD_REPORT.STATUS.eq("alert").or(GUARD_REPORT.CHANGE_COUNT.gt(0)))
			.orderBy(GUARD_REPORT.STORED_AT)
			.fetch(row -> new GuardChange(new AgencyId(row.value1()), new WorkspaceId(row.value2()), row.value3(),
					row.value4(), row.value5(), row.value6(), row.value7()));
	}

	/**
	 * Campaigns whose status became deactivated since then ({@code id} is the campaign
	 * and the moment, so each deactivation is its own; {@code why} is the campaign key).
	 */
	public List<Change> campaignsDeactivated(Instant since) {
		return db
			.select(WORKSPACE.AGENCY_ID, CAMPAIGN.WORKSPACE_ID, CAMPAIGN.ID, CAMPAIGN.STATUS_CHANGED_AT, CAMPAIGN.NAME,
					CAMPAIGN.CAMPAIGN_KEY)
			.from(CAMPAIGN)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(CAMPAIGN.WORKSPACE_ID))
			.where(CAMPAIGN.STATUS.eq("DEACTIVATED"))
			.and(CAMPAIGN.STATUS_CHANGED_AT.ge(DbTime.utc(since)))
			.orderBy(CAMPAIGN.STATUS_CHANGED_AT)
			.fetch(row -> new Change(new AgencyId(row.value1()), new WorkspaceId(row.value2()),
					row.value3() + "|" + row.value4(), row.value5(), row.value6()));
	}

}
