package app.locus.credits.query;

import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_SUBMISSION;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;

import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/** Credits a workspace spent, by source, read from the scan ledger and stored reports. */
@Repository
public class SpendQuery {

	private final DSLContext db;

	SpendQuery(DSLContext db) {
		this.db = db;
	}

	/** Credits of manual scans submitted since an instant and not refused. */
	public long manualScans(WorkspaceId workspace, Instant since) {
		BigDecimal sum = db.select(DSL.sum(SCAN_SUBMISSION.CREDITS))
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(workspace.value()))
			.and(SCAN_SUBMISSION.CREATED_AT.ge(utc(since)))
			.and(SCAN_SUBMISSION.STATUS.ne("FAILED"))
			.fetchOne(0, BigDecimal.class);
		return sum == null ? 0 : sum.longValue();
	}

	/** Credits of campaign runs stored as reports dated between two days, inclusive. */
	public long campaignRuns(WorkspaceId workspace, LocalDate from, LocalDate to) {
		BigDecimal sum = db.select(DSL.sum(REPORT.SCAN_COUNT.mul(REPORT.GRID_SIZE).mul(REPORT.GRID_SIZE)))
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("CAMPAIGN"))
			.and(REPORT.REPORT_DATE.between(from, to))
			.fetchOne(0, BigDecimal.class);
		return sum == null ? 0 : sum.longValue();
	}

}
