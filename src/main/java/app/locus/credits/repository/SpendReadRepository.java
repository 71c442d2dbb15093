package app.locus.credits.repository;

import static app.locus.base.DbTime.instant;
import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_SUBMISSION;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Repository;

/**
 * Credits a workspace spent, by source, read from the scan ledger and stored reports
 * (DD051).
 */
@Repository
public class SpendReadRepository {

	/** Credits spent on one local day. */
	public record DaySpend(LocalDate date, long credits) {

	}

	private final DSLContext db;

	SpendReadRepository(DSLContext db) {
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
		return campaignRunDays(workspace, from, to).stream().mapToLong(DaySpend::credits).sum();
	}

	/**
	 * Manual scans submitted through Locus since an instant and not refused, on the local
	 * day of the zone they were submitted in.
	 */
	public List<DaySpend> manualScanDays(WorkspaceId workspace, Instant since, ZoneId zone) {
		return db.select(SCAN_SUBMISSION.CREATED_AT, SCAN_SUBMISSION.CREDITS)
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(workspace.value()))
			.and(SCAN_SUBMISSION.CREATED_AT.ge(utc(since)))
			.and(SCAN_SUBMISSION.STATUS.ne("FAILED"))
			.fetch(row -> new DaySpend(LocalDate.ofInstant(instant(row.value1()), zone), row.value2()));
	}

	/** Campaign runs stored as reports (scan_count × grid²) dated between two days. */
	public List<DaySpend> campaignRunDays(WorkspaceId workspace, LocalDate from, LocalDate to) {
		return db.select(REPORT.REPORT_DATE, REPORT.SCAN_COUNT, REPORT.GRID_SIZE)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("CAMPAIGN"))
			.and(REPORT.REPORT_DATE.between(from, to))
			.fetch(row -> new DaySpend(row.value1(), points(row.value3()) * orZero(row.value2())));
	}

	/**
	 * Stored scan reports that neither a campaign nor a scan submitted through Locus made
	 * (grid² each), dated between two days: the runs of scheduled scans, and scans
	 * someone ran outside Locus, which the stored reports cannot tell apart.
	 */
	public List<DaySpend> otherScanDays(WorkspaceId workspace, LocalDate from, LocalDate to) {
		return db.select(REPORT.REPORT_DATE, REPORT.GRID_SIZE)
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.CAMPAIGN_KEY.isNull())
			.and(REPORT.REPORT_DATE.between(from, to))
			.andNotExists(DSL.selectOne()
				.from(SCAN_SUBMISSION)
				.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(REPORT.WORKSPACE_ID))
				.and(SCAN_SUBMISSION.REPORT_KEY.eq(REPORT.REPORT_KEY)))
			.fetch(row -> new DaySpend(row.value1(), points(row.value2())));
	}

	private static long points(Integer grid) {
		return grid == null ? 0 : (long) grid * grid;
	}

	private static long orZero(Integer value) {
		return value == null ? 0 : value;
	}

}
