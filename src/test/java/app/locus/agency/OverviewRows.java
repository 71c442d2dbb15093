package app.locus.agency;

import static app.locus.db.Tables.CREDIT_BUDGET;
import static app.locus.db.Tables.CREDIT_SNAPSHOT;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.GUARD_REPORT;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.REPORT_REVISION;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.UPSTREAM_API_KEY;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneOffset;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.OpaqueId;
import app.locus.base.WorkspaceId;
import app.locus.fixtures.Dd010Samples;
import org.jooq.DSLContext;
import org.jspecify.annotations.Nullable;

/**
 * Stored rows the agency overview reads, written straight into the tables so that each
 * test declares exactly what the overview must count.
 */
public final class OverviewRows {

	private final DSLContext db;

	private final AgencyId agency;

	private final WorkspaceId workspace;

	public OverviewRows(DSLContext db, AgencyId agency, WorkspaceId workspace) {
		this.db = db;
		this.agency = agency;
		this.workspace = workspace;
	}

	/** A scan report of one series (keyword, place, platform) on a day. */
	public OverviewRows scan(String keyword, String place, String platform, LocalDate day, String solv) {
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, workspace.value())
			.set(REPORT.TYPE, "SCAN")
			.set(REPORT.REPORT_KEY, Dd010Samples.key())
			.set(REPORT.AGENCY_ID, agency.value())
			.set(REPORT.REPORT_DATE, day)
			.set(REPORT.PLACE_ID, place)
			.set(REPORT.KEYWORD, keyword)
			.set(REPORT.PLATFORM, platform)
			.set(REPORT.GRID_SIZE, 3)
			.set(REPORT.SOLV, new BigDecimal(solv))
			.set(REPORT.PAYLOAD, "{}")
			.execute();
		// as ReportRepository.save does, so that the overview computes the visibility
		// again
		db.insertInto(REPORT_REVISION)
			.set(REPORT_REVISION.WORKSPACE_ID, workspace.value())
			.set(REPORT_REVISION.REVISION, 1L)
			.onDuplicateKeyUpdate()
			.set(REPORT_REVISION.REVISION, REPORT_REVISION.REVISION.plus(1))
			.execute();
		return this;
	}

	/** A campaign run's report: scanCount × grid² credits. */
	public OverviewRows campaignRun(LocalDate day, int scanCount, int grid) {
		db.insertInto(REPORT)
			.set(REPORT.WORKSPACE_ID, workspace.value())
			.set(REPORT.TYPE, "CAMPAIGN")
			.set(REPORT.REPORT_KEY, Dd010Samples.key())
			.set(REPORT.AGENCY_ID, agency.value())
			.set(REPORT.REPORT_DATE, day)
			.set(REPORT.CAMPAIGN_KEY, Dd010Samples.key())
			.set(REPORT.GRID_SIZE, grid)
			.set(REPORT.SCAN_COUNT, scanCount)
			.set(REPORT.PAYLOAD, "{}")
			.execute();
		return this;
	}

	public OverviewRows guard(String status) {
		db.insertInto(GUARD_REPORT)
			.set(GUARD_REPORT.WORKSPACE_ID, workspace.value())
			.set(GUARD_REPORT.REPORT_KEY, Dd010Samples.key())
			.set(GUARD_REPORT.AGENCY_ID, agency.value())
			.set(GUARD_REPORT.STATUS, status)
			.set(GUARD_REPORT.VERSION_STAMP, "0".repeat(64))
			.set(GUARD_REPORT.PAYLOAD, "{}")
			.set(GUARD_REPORT.STORED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.execute();
		return this;
	}

	public OverviewRows proposal(String status, Instant expiresAt) {
		LocalDateTime now = LocalDateTime.now(ZoneOffset.UTC);
		db.insertInto(GBP_PROPOSAL)
			.set(GBP_PROPOSAL.ID, OpaqueId.next())
			.set(GBP_PROPOSAL.AGENCY_ID, agency.value())
			.set(GBP_PROPOSAL.WORKSPACE_ID, workspace.value())
			.set(GBP_PROPOSAL.PLACE_ID, Dd010Samples.PLACE)
			.set(GBP_PROPOSAL.AREA, "PROFILE")
			.set(GBP_PROPOSAL.OPERATION, "update")
			.set(GBP_PROPOSAL.CHANGE_JSON, "{}")
			.set(GBP_PROPOSAL.PREVIEW, "preview")
			.set(GBP_PROPOSAL.SNAPSHOT, "{}")
			.set(GBP_PROPOSAL.AUTHOR_ID, OpaqueId.next())
			.set(GBP_PROPOSAL.AUTHOR_EMAIL, "author@example.test")
			.set(GBP_PROPOSAL.CREATED_AT, now)
			.set(GBP_PROPOSAL.EXPIRES_AT, LocalDateTime.ofInstant(expiresAt, ZoneOffset.UTC))
			.set(GBP_PROPOSAL.STATUS, status)
			.execute();
		return this;
	}

	/** A scan in the submission ledger. */
	public OverviewRows submission(String status, Instant createdAt, int credits) {
		LocalDateTime at = LocalDateTime.ofInstant(createdAt, ZoneOffset.UTC);
		db.insertInto(SCAN_SUBMISSION)
			.set(SCAN_SUBMISSION.ID, OpaqueId.next())
			.set(SCAN_SUBMISSION.AGENCY_ID, agency.value())
			.set(SCAN_SUBMISSION.WORKSPACE_ID, workspace.value())
			.set(SCAN_SUBMISSION.FINGERPRINT, "0".repeat(64))
			.set(SCAN_SUBMISSION.PLACE_ID, Dd010Samples.PLACE)
			.set(SCAN_SUBMISSION.KEYWORD, "coffee")
			.set(SCAN_SUBMISSION.LAT, Dd010Samples.LAT)
			.set(SCAN_SUBMISSION.LNG, Dd010Samples.LNG)
			.set(SCAN_SUBMISSION.GRID_SIZE, 3)
			.set(SCAN_SUBMISSION.RADIUS, BigDecimal.ONE)
			.set(SCAN_SUBMISSION.UNIT, "mi")
			.set(SCAN_SUBMISSION.PLATFORM, "google")
			.set(SCAN_SUBMISSION.AI_ANALYSIS, false)
			.set(SCAN_SUBMISSION.CREDITS, credits)
			.set(SCAN_SUBMISSION.STATUS, status)
			.set(SCAN_SUBMISSION.CREATED_BY, OpaqueId.next())
			.set(SCAN_SUBMISSION.CREATED_AT, at)
			.set(SCAN_SUBMISSION.UPDATED_AT, at)
			.execute();
		return this;
	}

	/** An API key with when it last worked and failed (null: never). */
	public OverviewRows key(@Nullable Instant lastWorked, @Nullable Instant lastFailed, boolean revoked) {
		db.insertInto(UPSTREAM_API_KEY)
			.set(UPSTREAM_API_KEY.ID, OpaqueId.next())
			.set(UPSTREAM_API_KEY.WORKSPACE_ID, workspace.value())
			.set(UPSTREAM_API_KEY.LABEL, "key")
			.set(UPSTREAM_API_KEY.LAST4, "abcd")
			.set(UPSTREAM_API_KEY.SECRET_NONCE, new byte[12])
			.set(UPSTREAM_API_KEY.SECRET_CIPHERTEXT, new byte[16])
			.set(UPSTREAM_API_KEY.MASTER_KEY_VERSION, "test")
			.set(UPSTREAM_API_KEY.CREATED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.set(UPSTREAM_API_KEY.REVOKED_AT, revoked ? LocalDateTime.now(ZoneOffset.UTC) : null)
			.set(UPSTREAM_API_KEY.LAST_WORKED_AT, DbTime.utc(lastWorked))
			.set(UPSTREAM_API_KEY.LAST_FAILED_AT, DbTime.utc(lastFailed))
			.execute();
		return this;
	}

	public OverviewRows snapshot(Instant takenAt, long balance, LocalDate renewal) {
		return snapshot(takenAt, balance, renewal, null);
	}

	/** A snapshot of an account the service says {@code holder} holds. */
	public OverviewRows snapshot(Instant takenAt, long balance, LocalDate renewal, @Nullable String holder) {
		db.insertInto(CREDIT_SNAPSHOT)
			.set(CREDIT_SNAPSHOT.ID, OpaqueId.next())
			.set(CREDIT_SNAPSHOT.WORKSPACE_ID, workspace.value())
			.set(CREDIT_SNAPSHOT.AGENCY_ID, agency.value())
			.set(CREDIT_SNAPSHOT.TAKEN_AT, LocalDateTime.ofInstant(takenAt, ZoneOffset.UTC))
			.set(CREDIT_SNAPSHOT.ORIGIN, "SCHEDULE")
			.set(CREDIT_SNAPSHOT.BALANCE, balance)
			.set(CREDIT_SNAPSHOT.RENEWAL_DATE, renewal)
			.set(CREDIT_SNAPSHOT.ACCOUNT_HOLDER, holder)
			.execute();
		return this;
	}

	public OverviewRows budget(long monthlyCredits) {
		db.insertInto(CREDIT_BUDGET)
			.set(CREDIT_BUDGET.WORKSPACE_ID, workspace.value())
			.set(CREDIT_BUDGET.AGENCY_ID, agency.value())
			.set(CREDIT_BUDGET.MONTHLY_CREDITS, monthlyCredits)
			.set(CREDIT_BUDGET.UPDATED_BY, OpaqueId.next())
			.set(CREDIT_BUDGET.UPDATED_AT, LocalDateTime.now(ZoneOffset.UTC))
			.execute();
		return this;
	}

}
