package app.locus.credits.repository;

import static app.locus.base.DbTime.instant;
import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_SUBMISSION;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.ZoneId;
import java.util.Collection;
import java.util.List;
import java.util.stream.Stream;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jooq.CaseConditionStep;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
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

	/** Where spent credits went: the three sources of the spend chart. */
	public enum Source {

		MANUAL_SCANS, CAMPAIGNS, OTHER_SCANS

	}

	/** Credits of one source a workspace spent in one month of the agency's zone. */
	public record MonthSpend(WorkspaceId workspace, YearMonth month, Source source, long credits) {

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

	/**
	 * The same three sources as the per-workspace methods above, summed per workspace and
	 * month over many workspaces of one agency at once (the agency overview), for the
	 * given consecutive months. Manual scans count in the month of the zone's local time
	 * they were submitted in: the months' first instants in the zone decide, in the
	 * query.
	 */
	public List<MonthSpend> monthly(AgencyId agency, Collection<WorkspaceId> scope, List<YearMonth> months,
			ZoneId zone) {
		List<String> ids = scope.stream().map(WorkspaceId::value).toList();
		LocalDate firstDay = months.get(0).atDay(1);
		LocalDate lastDay = months.get(months.size() - 1).atEndOfMonth();
		CaseConditionStep<Integer> monthOfSubmission = DSL.when(
				SCAN_SUBMISSION.CREATED_AT
					.ge(utc(months.get(months.size() - 1).atDay(1).atStartOfDay(zone).toInstant())),
				DSL.inline(months.size() - 1));
		for (int index = months.size() - 2; index >= 0; index--) {
			monthOfSubmission = monthOfSubmission.when(
					SCAN_SUBMISSION.CREATED_AT.ge(utc(months.get(index).atDay(1).atStartOfDay(zone).toInstant())),
					DSL.inline(index));
		}
		Field<Integer> month = monthOfSubmission.as("month_index");
		Stream<MonthSpend> manual = db.select(SCAN_SUBMISSION.WORKSPACE_ID, month, DSL.sum(SCAN_SUBMISSION.CREDITS))
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.AGENCY_ID.eq(agency.value()))
			.and(SCAN_SUBMISSION.WORKSPACE_ID.in(ids))
			.and(SCAN_SUBMISSION.CREATED_AT.ge(utc(firstDay.atStartOfDay(zone).toInstant())))
			.and(SCAN_SUBMISSION.CREATED_AT.lt(utc(lastDay.plusDays(1).atStartOfDay(zone).toInstant())))
			.and(SCAN_SUBMISSION.STATUS.ne("FAILED"))
			.groupBy(SCAN_SUBMISSION.WORKSPACE_ID, DSL.field(DSL.name("month_index")))
			.fetch(row -> new MonthSpend(WorkspaceId.parse(row.value1()), months.get(row.value2()), Source.MANUAL_SCANS,
					row.value3().longValue()))
			.stream();
		Field<Integer> year = DSL.year(REPORT.REPORT_DATE);
		Field<Integer> reportMonth = DSL.month(REPORT.REPORT_DATE);
		Condition reports = REPORT.AGENCY_ID.eq(agency.value())
			.and(REPORT.WORKSPACE_ID.in(ids))
			.and(REPORT.REPORT_DATE.between(firstDay, lastDay));
		Field<BigDecimal> campaignCredits = DSL
			.sum(REPORT.SCAN_COUNT.mul(REPORT.GRID_SIZE).mul(REPORT.GRID_SIZE).coerce(Long.class));
		Stream<MonthSpend> campaigns = db.select(REPORT.WORKSPACE_ID, year, reportMonth, campaignCredits)
			.from(REPORT)
			.where(reports)
			.and(REPORT.TYPE.eq("CAMPAIGN"))
			.groupBy(REPORT.WORKSPACE_ID, year, reportMonth)
			.fetch(row -> new MonthSpend(WorkspaceId.parse(row.value1()), YearMonth.of(row.value2(), row.value3()),
					Source.CAMPAIGNS, row.value4() == null ? 0 : row.value4().longValue()))
			.stream();
		Field<BigDecimal> scanCredits = DSL.sum(REPORT.GRID_SIZE.mul(REPORT.GRID_SIZE).coerce(Long.class));
		Stream<MonthSpend> other = db.select(REPORT.WORKSPACE_ID, year, reportMonth, scanCredits)
			.from(REPORT)
			.where(reports)
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.CAMPAIGN_KEY.isNull())
			.andNotExists(DSL.selectOne()
				.from(SCAN_SUBMISSION)
				.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(REPORT.WORKSPACE_ID))
				.and(SCAN_SUBMISSION.REPORT_KEY.eq(REPORT.REPORT_KEY)))
			.groupBy(REPORT.WORKSPACE_ID, year, reportMonth)
			.fetch(row -> new MonthSpend(WorkspaceId.parse(row.value1()), YearMonth.of(row.value2(), row.value3()),
					Source.OTHER_SCANS, row.value4() == null ? 0 : row.value4().longValue()))
			.stream();
		return Stream.of(manual, campaigns, other).flatMap(source -> source).toList();
	}

}
