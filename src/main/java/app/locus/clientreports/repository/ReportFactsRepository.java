package app.locus.clientreports.repository;

import static app.locus.db.Tables.CAMPAIGN;
import static app.locus.db.Tables.GBP_REVIEW;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.ReportFacts;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.repository.ReportColumns;
import app.locus.upstream.api.Platform;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * The stored data a client report is made of, read for one workspace of one agency and
 * one period: scans and campaign runs (as report cards), the latest competitor report's
 * payload, profile change proposals and the credits the scan ledger spent. Read in a
 * handful of queries whatever the number of scans.
 */
@Repository
public class ReportFactsRepository {

	/** Scans a report reads at most: a busy month of a busy workspace. */
	static final int SCANS_MAX = 2000;

	static final int ROWS_MAX = 200;

	private static final List<String> MAP_PLATFORMS = Arrays.stream(Platform.values())
		.filter(Platform::isTraditional)
		.map(Platform::code)
		.toList();

	private final DSLContext db;

	ReportFactsRepository(DSLContext db) {
		this.db = db;
	}

	/** A proposal in the words the report shows. */
	public record Proposal(Instant at, String area, String preview, String status) {

	}

	public record CampaignCard(ReportCard card, String campaignName) {

	}

	public Optional<String> workspaceName(AgencyId agency, WorkspaceId workspace) {
		return db.select(WORKSPACE.NAME)
			.from(WORKSPACE)
			.where(WORKSPACE.ID.eq(workspace.value()).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.fetchOptional(WORKSPACE.NAME);
	}

	/** The period's scans, oldest first. */
	public List<ReportCard> scans(AgencyId agency, WorkspaceId workspace, DateRange period) {
		return db.select(ReportColumns.CARD)
			.from(REPORT)
			.where(inPeriod(agency, workspace, ReportType.SCAN, period))
			.orderBy(REPORT.REPORT_DATE, REPORT.STORED_AT, REPORT.REPORT_KEY)
			.limit(SCANS_MAX)
			.fetch(ReportColumns::card);
	}

	/** The period's campaign runs, newest first, each with its campaign's name. */
	public List<CampaignCard> campaignRuns(AgencyId agency, WorkspaceId workspace, DateRange period) {
		return db.select(ReportColumns.CARD)
			.select(CAMPAIGN.NAME)
			.from(REPORT)
			.leftJoin(CAMPAIGN)
			.on(CAMPAIGN.WORKSPACE_ID.eq(REPORT.WORKSPACE_ID).and(CAMPAIGN.CAMPAIGN_KEY.eq(REPORT.CAMPAIGN_KEY)))
			.where(inPeriod(agency, workspace, ReportType.CAMPAIGN, period))
			.orderBy(REPORT.REPORT_DATE.desc(), REPORT.REPORT_KEY)
			.limit(ROWS_MAX)
			.fetch(row -> new CampaignCard(ReportColumns.card(row), campaignName(row)));
	}

	/**
	 * The payload of the period's newest competitor report of a map search and the place
	 * it is for; an AI answer's businesses are ranked by SAIV, not by share of local
	 * voice, and are not what the report's table compares.
	 */
	public Optional<CompetitorPayload> latestCompetitors(AgencyId agency, WorkspaceId workspace, DateRange period) {
		return db.select(REPORT.PAYLOAD, REPORT.PLACE_ID)
			.from(REPORT)
			.where(inPeriod(agency, workspace, ReportType.COMPETITOR, period))
			.and(REPORT.PLATFORM.in(MAP_PLATFORMS))
			.orderBy(REPORT.REPORT_DATE.desc(), REPORT.STORED_AT.desc())
			.limit(1)
			.fetchOptional(row -> new CompetitorPayload(row.get(REPORT.PAYLOAD), row.get(REPORT.PLACE_ID)));
	}

	public record CompetitorPayload(String json, String placeId) {

	}

	/**
	 * Proposals made or decided in the period (days in {@code zone}), newest first;
	 * withdrawn ones are left out (the client never had to decide them).
	 */
	public List<Proposal> proposals(AgencyId agency, WorkspaceId workspace, DateRange period, ZoneId zone) {
		LocalDateTime from = DbTime.utc(period.from().atStartOfDay(zone).toInstant());
		LocalDateTime until = DbTime.utc(period.to().plusDays(1).atStartOfDay(zone).toInstant());
		var when = DSL.coalesce(GBP_PROPOSAL.DECIDED_AT, GBP_PROPOSAL.CREATED_AT);
		return db.select(when, GBP_PROPOSAL.AREA, GBP_PROPOSAL.PREVIEW, GBP_PROPOSAL.STATUS)
			.from(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()).and(GBP_PROPOSAL.AGENCY_ID.eq(agency.value())))
			.and(when.ge(from).and(when.lt(until)))
			.and(GBP_PROPOSAL.STATUS.ne("WITHDRAWN"))
			.orderBy(when.desc())
			.limit(ROWS_MAX)
			.fetch(row -> new Proposal(DbTime.instant(row.value1()), row.value2(), row.value3(), row.value4()));
	}

	/**
	 * Scans the ledger sent in the period and their credits (refused sends spent none).
	 */
	public ReportFacts.Credits credits(AgencyId agency, WorkspaceId workspace, DateRange period, ZoneId zone) {
		LocalDateTime from = DbTime.utc(period.from().atStartOfDay(zone).toInstant());
		LocalDateTime until = DbTime.utc(period.to().plusDays(1).atStartOfDay(zone).toInstant());
		Record row = db.select(DSL.count(), DSL.coalesce(DSL.sum(SCAN_SUBMISSION.CREDITS), DSL.inline(0)))
			.from(SCAN_SUBMISSION)
			.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(workspace.value()).and(SCAN_SUBMISSION.AGENCY_ID.eq(agency.value())))
			.and(SCAN_SUBMISSION.CREATED_AT.ge(from).and(SCAN_SUBMISSION.CREATED_AT.lt(until)))
			.and(SCAN_SUBMISSION.STATUS.ne("FAILED"))
			.fetchSingle();
		return new ReportFacts.Credits(row.get(0, Integer.class), row.get(1, Integer.class));
	}

	/**
	 * A review written in the period: when, its stars, and when it was answered (if it
	 * was).
	 */
	public record ReviewTimes(Instant written, @Nullable Integer stars, @Nullable Instant answered) {

	}

	/** The workspace's stored reviews written in the period (days in {@code zone}). */
	public List<ReviewTimes> reviews(AgencyId agency, WorkspaceId workspace, DateRange period, ZoneId zone) {
		LocalDateTime from = DbTime.utc(period.from().atStartOfDay(zone).toInstant());
		LocalDateTime until = DbTime.utc(period.to().plusDays(1).atStartOfDay(zone).toInstant());
		return db.select(GBP_REVIEW.CREATED_AT, GBP_REVIEW.STAR_RATING, GBP_REVIEW.REPLIED_AT)
			.from(GBP_REVIEW)
			.where(GBP_REVIEW.WORKSPACE_ID.eq(workspace.value()).and(GBP_REVIEW.AGENCY_ID.eq(agency.value())))
			.and(GBP_REVIEW.CREATED_AT.ge(from).and(GBP_REVIEW.CREATED_AT.lt(until)))
			.fetch(row -> new ReviewTimes(Objects.requireNonNull(DbTime.instant(row.get(GBP_REVIEW.CREATED_AT))),
					row.get(GBP_REVIEW.STAR_RATING), DbTime.instant(row.get(GBP_REVIEW.REPLIED_AT))));
	}

	private static Condition inPeriod(AgencyId agency, WorkspaceId workspace, ReportType type, DateRange period) {
		return ReportColumns.scope(agency, workspace)
			.and(REPORT.TYPE.eq(type.name()))
			.and(REPORT.REPORT_DATE.between(period.from(), period.to()));
	}

	private static String campaignName(Record row) {
		String name = row.get(CAMPAIGN.NAME);
		return name != null ? name : "Campaign " + row.get(REPORT.CAMPAIGN_KEY);
	}

}
