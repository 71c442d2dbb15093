package app.locus.timeline.repository;

import static app.locus.db.Tables.AUDIT_EVENT;
import static app.locus.db.Tables.CAMPAIGN;
import static app.locus.db.Tables.GUARD_REPORT;
import static app.locus.db.Tables.REPORT;

import java.time.LocalDate;
import java.time.LocalDateTime;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * What the trend charts mark on their time axis, read from what other features stored:
 * profile changes sent to Google (the editor's audit rows, direct and approved alike),
 * guard reports that show a change, and campaign runs. One query per kind, days in UTC,
 * at most {@value #LIMIT} rows each. Read only.
 */
@Repository
public class TimelineReadRepository {

	/** More marks than this per kind would not be readable on one chart anyway. */
	static final int LIMIT = 500;

	private static final String OUTCOME_SUCCESS = "SUCCESS";

	private final DSLContext db;

	TimelineReadRepository(DSLContext db) {
		this.db = db;
	}

	/** A profile change sent: the editor's operation, e.g. {@code update-hours}. */
	public record ProfileWrite(LocalDate day, String operation) {

	}

	/** A guard report that shows a change, on the day it was last checked. */
	public record GuardSeen(LocalDate day, @Nullable String location, int changes, String payload) {

	}

	/** A run of a campaign, on its report's day. */
	public record CampaignRun(LocalDate day, String campaign) {

	}

	/**
	 * Profile writes the service accepted ({@code gbp.<operation>} audit rows with a
	 * success; proposals and settings are other actions), of one place when given.
	 */
	public List<ProfileWrite> profileWrites(AgencyId agency, WorkspaceId workspace, @Nullable String placeId,
			LocalDate from, LocalDate to) {
		Condition place = placeId == null ? DSL.noCondition()
				: AUDIT_EVENT.TARGET.eq(placeId).or(AUDIT_EVENT.TARGET.startsWith(placeId + "/"));
		return db.select(AUDIT_EVENT.OCCURRED_AT, AUDIT_EVENT.ACTION)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.AGENCY_ID.eq(agency.value()))
			.and(AUDIT_EVENT.WORKSPACE_ID.eq(workspace.value()))
			.and(AUDIT_EVENT.OCCURRED_AT.ge(from.atStartOfDay()))
			.and(AUDIT_EVENT.OCCURRED_AT.lt(to.plusDays(1).atStartOfDay()))
			.and(AUDIT_EVENT.ACTION.startsWith("gbp."))
			.and(AUDIT_EVENT.ACTION.notLike("gbp.proposal.%"))
			.and(AUDIT_EVENT.ACTION.notLike("gbp.approval.%"))
			.and(AUDIT_EVENT.OUTCOME.eq(OUTCOME_SUCCESS))
			.and(place)
			.orderBy(AUDIT_EVENT.OCCURRED_AT, AUDIT_EVENT.ID)
			.limit(LIMIT)
			.fetch(row -> new ProfileWrite(day(row.value1()), row.value2().substring("gbp.".length())));
	}

	/**
	 * Guard reports that show a change, last checked within the days, of one place when
	 * given.
	 */
	public List<GuardSeen> guardChanges(AgencyId agency, WorkspaceId workspace, @Nullable String placeId,
			LocalDate from, LocalDate to) {
		return db
			.select(GUARD_REPORT.DATE_LAST, GUARD_REPORT.LOCATION_NAME, GUARD_REPORT.CHANGE_COUNT, GUARD_REPORT.PAYLOAD)
			.from(GUARD_REPORT)
			.where(GUARD_REPORT.AGENCY_ID.eq(agency.value()))
			.and(GUARD_REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(GUARD_REPORT.DATE_LAST.between(from, to))
			.and(GUARD_REPORT.STATUS.eq("alert").or(GUARD_REPORT.CHANGE_COUNT.gt(0)))
			.and(placeId == null ? DSL.noCondition() : GUARD_REPORT.PLACE_ID.eq(placeId))
			.orderBy(GUARD_REPORT.DATE_LAST, GUARD_REPORT.REPORT_KEY)
			.limit(LIMIT)
			.fetch(row -> new GuardSeen(row.value1(), row.value2(), row.value3(), row.value4()));
	}

	/**
	 * Runs of the workspace's campaigns within the days; with a place, only runs of
	 * campaigns that scan it.
	 */
	public List<CampaignRun> campaignRuns(AgencyId agency, WorkspaceId workspace, @Nullable String placeId,
			LocalDate from, LocalDate to) {
		Condition place = placeId == null ? DSL.noCondition()
				: DSL.condition("FIND_IN_SET({0}, {1}) > 0", placeId, CAMPAIGN.PLACE_IDS);
		return db.select(REPORT.REPORT_DATE, CAMPAIGN.NAME)
			.from(REPORT)
			.join(CAMPAIGN)
			.on(CAMPAIGN.WORKSPACE_ID.eq(REPORT.WORKSPACE_ID).and(CAMPAIGN.CAMPAIGN_KEY.eq(REPORT.CAMPAIGN_KEY)))
			.where(REPORT.AGENCY_ID.eq(agency.value()))
			.and(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("CAMPAIGN"))
			.and(REPORT.REPORT_DATE.between(from, to))
			.and(place)
			.orderBy(REPORT.REPORT_DATE, REPORT.REPORT_KEY)
			.limit(LIMIT)
			.fetch(row -> new CampaignRun(row.value1(), row.value2()));
	}

	private static LocalDate day(LocalDateTime utc) {
		return utc.toLocalDate();
	}

}
