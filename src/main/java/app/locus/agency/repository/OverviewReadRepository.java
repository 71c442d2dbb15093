package app.locus.agency.repository;

import static app.locus.base.DbTime.instant;
import static app.locus.base.DbTime.utc;
import static app.locus.db.Tables.CREDIT_BUDGET;
import static app.locus.db.Tables.CREDIT_SNAPSHOT;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.GUARD_REPORT;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.UPSTREAM_API_KEY;
import static app.locus.db.Tables.UPSTREAM_OAUTH_CONNECTION;
import static app.locus.db.Tables.WORKSPACE;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.util.Collection;
import java.util.List;
import java.util.Arrays;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.credits.repository.NewestSnapshot;
import app.locus.upstream.api.Platform;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Row2;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * The agency overview's read model (DD134): a few queries over every workspace the person
 * may see, each filtered on the agency and on that list of workspaces, never one query
 * per workspace.
 */
@Repository
public class OverviewReadRepository {

	/** What needs a person's attention in one workspace, counted from stored rows. */
	public record Attention(WorkspaceId workspace, String name, @Nullable LocalDate lastScan, int guardAlerts,
			int pendingApprovals, int failedScans, int unknownScans, int brokenKeys) {

	}

	/**
	 * The mean share of voice of a workspace's scan series (keyword, location, platform)
	 * as of a day: each series at its newest scan on or before that day.
	 */
	public record ShareOfVoice(WorkspaceId workspace, LocalDate asOf, boolean ai, BigDecimal mean) {

	}

	/**
	 * The newest account snapshot of a workspace that knows the balance, with the holder
	 * of the account it was taken of where the service said.
	 */
	public record Balance(WorkspaceId workspace, long balance, Instant takenAt, @Nullable LocalDate renewal,
			@Nullable String holder) {

	}

	/** A monthly budget. */
	public record Budget(WorkspaceId workspace, long monthlyCredits) {

	}

	/** A series not scanned for this long before a day does not count for that day. */
	static final int SERIES_DAYS = 90;

	private static final String GUARD_ALERT = "alert";

	private static final Set<String> AI_PLATFORMS = Arrays.stream(Platform.values())
		.filter(Platform::isAi)
		.map(Platform::code)
		.collect(Collectors.toUnmodifiableSet());

	private final DSLContext db;

	OverviewReadRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * One row per workspace of the agency in {@code scope}, by name: the last scan and
	 * the counts of what needs attention. Failed scans count from {@code failedSince}.
	 */
	public List<Attention> attention(AgencyId agency, Collection<WorkspaceId> scope, Instant now, Instant failedSince) {
		Field<LocalDate> lastScan = DSL.field(DSL.select(DSL.max(REPORT.REPORT_DATE))
			.from(REPORT)
			.where(REPORT.WORKSPACE_ID.eq(WORKSPACE.ID))
			.and(REPORT.TYPE.eq("SCAN")));
		Field<Integer> guardAlerts = count(GUARD_REPORT,
				GUARD_REPORT.WORKSPACE_ID.eq(WORKSPACE.ID).and(GUARD_REPORT.STATUS.eq(GUARD_ALERT)));
		Field<Integer> pending = count(GBP_PROPOSAL,
				GBP_PROPOSAL.WORKSPACE_ID.eq(WORKSPACE.ID)
					.and(GBP_PROPOSAL.STATUS.eq("PENDING"))
					.and(GBP_PROPOSAL.EXPIRES_AT.gt(utc(now))));
		Field<Integer> failed = count(SCAN_SUBMISSION,
				SCAN_SUBMISSION.WORKSPACE_ID.eq(WORKSPACE.ID)
					.and(SCAN_SUBMISSION.STATUS.eq("FAILED"))
					.and(SCAN_SUBMISSION.CREATED_AT.ge(utc(failedSince))));
		Field<Integer> unknown = count(SCAN_SUBMISSION,
				SCAN_SUBMISSION.WORKSPACE_ID.eq(WORKSPACE.ID).and(SCAN_SUBMISSION.STATUS.eq("UNKNOWN")));
		Field<Integer> brokenKeys = count(UPSTREAM_API_KEY,
				UPSTREAM_API_KEY.WORKSPACE_ID.eq(WORKSPACE.ID)
					.and(UPSTREAM_API_KEY.REVOKED_AT.isNull())
					.and(UPSTREAM_API_KEY.LAST_FAILED_AT.isNotNull())
					.and(UPSTREAM_API_KEY.LAST_WORKED_AT.isNull()
						.or(UPSTREAM_API_KEY.LAST_WORKED_AT.lt(UPSTREAM_API_KEY.LAST_FAILED_AT))));
		Field<Integer> brokenConnections = count(UPSTREAM_OAUTH_CONNECTION,
				UPSTREAM_OAUTH_CONNECTION.WORKSPACE_ID.eq(WORKSPACE.ID)
					.and(UPSTREAM_OAUTH_CONNECTION.STATUS.eq("NEEDS_RECONNECT")));
		return db
			.select(WORKSPACE.ID, WORKSPACE.NAME, lastScan, guardAlerts, pending, failed, unknown, brokenKeys,
					brokenConnections)
			.from(WORKSPACE)
			.where(inScope(WORKSPACE.AGENCY_ID, WORKSPACE.ID, agency, scope))
			.orderBy(WORKSPACE.NAME, WORKSPACE.ID)
			.fetch(row -> new Attention(WorkspaceId.parse(row.value1()), row.value2(), row.value3(), row.value4(),
					row.value5(), row.value6(), row.value7(), row.value8() + row.value9()));
	}

	/**
	 * The mean share of voice (SoLV on the map platforms, SAIV on the AI ones) of each
	 * workspace as of each of the given days, over the series scanned in the
	 * {@value #SERIES_DAYS} days up to it. One pass over the scans of the longest window
	 * along {@code ix_report_series}: each scan is ranked within its series per day, and
	 * a series' newest scans (all of them when several share its newest date) count.
	 */
	public List<ShareOfVoice> shareOfVoice(AgencyId agency, Collection<WorkspaceId> scope, List<LocalDate> days) {
		Table<?> asOfDays = DSL
			.values(days.stream()
				.distinct()
				.map(day -> DSL.row(day, day.minusDays(SERIES_DAYS)))
				.toList()
				.toArray(Row2[]::new))
			.as("day", "as_of", "since");
		Field<LocalDate> asOf = asOfDays.field("as_of", LocalDate.class);
		Field<LocalDate> since = asOfDays.field("since", LocalDate.class);
		Field<Boolean> ai = DSL.field(REPORT.PLATFORM.in(AI_PLATFORMS)).as("ai");
		Field<Integer> rank = DSL.rank()
			.over(DSL.partitionBy(REPORT.WORKSPACE_ID, REPORT.KEYWORD, REPORT.PLACE_ID, REPORT.PLATFORM, asOf)
				.orderBy(REPORT.REPORT_DATE.desc()))
			.as("newest");
		Table<?> ranked = DSL.select(REPORT.WORKSPACE_ID, ai, asOf, REPORT.SOLV, rank)
			.from(REPORT)
			.join(asOfDays)
			.on(REPORT.REPORT_DATE.between(since, asOf))
			.where(inScope(REPORT.AGENCY_ID, REPORT.WORKSPACE_ID, agency, scope))
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.SOLV.isNotNull())
			// a series is named by all three; a scan without one belongs to none
			.and(REPORT.KEYWORD.isNotNull())
			.and(REPORT.PLACE_ID.isNotNull())
			.and(REPORT.PLATFORM.isNotNull())
			.asTable("ranked");
		Field<String> workspace = ranked.field(REPORT.WORKSPACE_ID);
		Field<Boolean> rankedAi = ranked.field(ai);
		Field<LocalDate> rankedAsOf = ranked.field(asOf);
		return db.select(workspace, rankedAi, rankedAsOf, DSL.avg(ranked.field(REPORT.SOLV)))
			.from(ranked)
			.where(ranked.field(rank).eq(1))
			.groupBy(workspace, rankedAi, rankedAsOf)
			.fetch(row -> new ShareOfVoice(WorkspaceId.parse(row.value1()), row.value3(),
					Boolean.TRUE.equals(row.value2()), row.value4()));
	}

	/**
	 * The newest snapshot with a balance of each workspace that has one: per workspace,
	 * one probe backwards along {@code ix_credit_snapshot_taken}.
	 */
	public List<Balance> balances(AgencyId agency, Collection<WorkspaceId> scope) {
		Field<String> newest = NewestSnapshot.withBalanceOfEachWorkspace();
		Table<?> latest = DSL.select(newest)
			.from(WORKSPACE)
			.where(inScope(WORKSPACE.AGENCY_ID, WORKSPACE.ID, agency, scope))
			.asTable("latest");
		return db
			.select(CREDIT_SNAPSHOT.WORKSPACE_ID, CREDIT_SNAPSHOT.BALANCE, CREDIT_SNAPSHOT.TAKEN_AT,
					CREDIT_SNAPSHOT.RENEWAL_DATE, CREDIT_SNAPSHOT.ACCOUNT_HOLDER)
			.from(CREDIT_SNAPSHOT)
			.join(latest)
			.on(CREDIT_SNAPSHOT.ID.eq(latest.field(newest)))
			.where(CREDIT_SNAPSHOT.AGENCY_ID.eq(agency.value()))
			.fetch(row -> new Balance(WorkspaceId.parse(row.value1()), row.value2(), instant(row.value3()),
					row.value4(), row.value5()));
	}

	/** The monthly budgets set in the scope. */
	public List<Budget> budgets(AgencyId agency, Collection<WorkspaceId> scope) {
		return db.select(CREDIT_BUDGET.WORKSPACE_ID, CREDIT_BUDGET.MONTHLY_CREDITS)
			.from(CREDIT_BUDGET)
			.where(inScope(CREDIT_BUDGET.AGENCY_ID, CREDIT_BUDGET.WORKSPACE_ID, agency, scope))
			.fetch(row -> new Budget(WorkspaceId.parse(row.value1()), row.value2()));
	}

	private static Field<Integer> count(Table<?> table, Condition where) {
		return DSL.field(DSL.selectCount().from(table).where(where));
	}

	static Condition inScope(Field<String> agencyColumn, Field<String> workspaceColumn, AgencyId agency,
			Collection<WorkspaceId> scope) {
		return agencyColumn.eq(agency.value()).and(workspaceColumn.in(scope.stream().map(WorkspaceId::value).toList()));
	}

}
