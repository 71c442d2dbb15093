package app.locus.stuck.repository;

import static app.locus.db.Tables.ALERT_WEBHOOK_DELIVERY;
import static app.locus.db.Tables.CLIENT_REPORT_SCHEDULE;
import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.MAIL_OUTBOX;
import static app.locus.db.Tables.SCAN_SUBMISSION;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.time.LocalDateTime;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.stuck.StuckKind;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record3;
import org.jooq.SelectConditionStep;
import org.jooq.Table;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Reads, for one agency, the rows that stand in an in-between state longer than they
 * should (DD194), from the tables of the features that own them: proposals being sent or
 * of unknown outcome, spends of unknown outcome, mails and webhook calls still queued
 * after their time, client report schedules whose run is overdue. Read only.
 */
@Repository
public class StuckWorkRepository {

	/** One stuck row: its kind, workspace (null for the agency's own) and since when. */
	public record Row(StuckKind kind, @Nullable WorkspaceId workspace, @Nullable String workspaceName, Instant since) {

	}

	private final DSLContext db;

	StuckWorkRepository(DSLContext db) {
		this.db = db;
	}

	/** The agency's stuck rows: in their state since before {@code before}. */
	public List<Row> stuck(AgencyId agency, Instant before) {
		LocalDateTime limit = Objects.requireNonNull(DbTime.utc(before));
		List<Row> rows = new ArrayList<>();
		rows.addAll(proposals(agency, StuckKind.PROPOSAL_SENDING,
				GBP_PROPOSAL.STATUS.eq("SENDING").and(GBP_PROPOSAL.DECIDED_AT.lt(limit))));
		rows.addAll(proposals(agency, StuckKind.PROPOSAL_UNKNOWN, GBP_PROPOSAL.STATUS.eq("UNKNOWN")));
		rows.addAll(spends(agency, "SCAN", StuckKind.SCAN_SPEND, limit));
		rows.addAll(spends(agency, "CAMP", StuckKind.CAMPAIGN_RUN_SPEND, limit));
		rows.addAll(spends(agency, "SPOT", StuckKind.SPOT_CHECK_SPEND, limit));
		rows.addAll(db.select(MAIL_OUTBOX.CREATED_AT)
			.from(MAIL_OUTBOX)
			.where(MAIL_OUTBOX.AGENCY_ID.eq(agency.value()))
			.and(MAIL_OUTBOX.STATUS.eq("QUEUED"))
			.and(DSL.coalesce(MAIL_OUTBOX.NEXT_TRY_AT, MAIL_OUTBOX.CREATED_AT).lt(limit))
			.fetch(row -> new Row(StuckKind.MAIL_WAITING, null, null,
					Objects.requireNonNull(DbTime.instant(row.value1()), "a mail has its time"))));
		rows.addAll(withWorkspace(agency, ALERT_WEBHOOK_DELIVERY, ALERT_WEBHOOK_DELIVERY.WORKSPACE_ID,
				ALERT_WEBHOOK_DELIVERY.CREATED_AT,
				ALERT_WEBHOOK_DELIVERY.AGENCY_ID.eq(agency.value())
					.and(ALERT_WEBHOOK_DELIVERY.STATUS.eq("QUEUED"))
					.and(DSL.coalesce(ALERT_WEBHOOK_DELIVERY.NEXT_TRY_AT, ALERT_WEBHOOK_DELIVERY.CREATED_AT).lt(limit)))
			.fetch(row -> row(StuckKind.WEBHOOK_WAITING, row)));
		rows.addAll(withWorkspace(agency, CLIENT_REPORT_SCHEDULE, CLIENT_REPORT_SCHEDULE.WORKSPACE_ID,
				CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT,
				CLIENT_REPORT_SCHEDULE.AGENCY_ID.eq(agency.value()).and(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT.lt(limit)))
			.fetch(row -> row(StuckKind.CLIENT_REPORT_OVERDUE, row)));
		return rows;
	}

	private List<Row> proposals(AgencyId agency, StuckKind kind, Condition state) {
		return withWorkspace(agency, GBP_PROPOSAL, GBP_PROPOSAL.WORKSPACE_ID, GBP_PROPOSAL.DECIDED_AT,
				GBP_PROPOSAL.AGENCY_ID.eq(agency.value()).and(state))
			.fetch(row -> row(kind, row));
	}

	/**
	 * The ledger's open spends of one kind: unknown, sent without an answer before
	 * {@code limit}, or queued without a report since before it.
	 */
	private List<Row> spends(AgencyId agency, String ledgerKind, StuckKind kind, LocalDateTime limit) {
		Condition open = SCAN_SUBMISSION.STATUS.eq("UNKNOWN")
			.or(SCAN_SUBMISSION.STATUS.eq("SUBMITTING").and(SCAN_SUBMISSION.CREATED_AT.lt(limit)))
			.or(SCAN_SUBMISSION.STATUS.eq("QUEUED")
				.and(SCAN_SUBMISSION.REPORT_KEY.isNull())
				.and(SCAN_SUBMISSION.CREATED_AT.lt(limit)));
		return withWorkspace(agency, SCAN_SUBMISSION, SCAN_SUBMISSION.WORKSPACE_ID, SCAN_SUBMISSION.CREATED_AT,
				SCAN_SUBMISSION.AGENCY_ID.eq(agency.value()).and(SCAN_SUBMISSION.KIND.eq(ledgerKind)).and(open))
			.fetch(row -> row(kind, row));
	}

	private SelectConditionStep<Record3<String, String, LocalDateTime>> withWorkspace(AgencyId agency, Table<?> table,
			Field<String> workspace, Field<LocalDateTime> since, Condition where) {
		return db.select(workspace, WORKSPACE.NAME, since)
			.from(table)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(workspace).and(WORKSPACE.AGENCY_ID.eq(agency.value())))
			.where(where);
	}

	private static Row row(StuckKind kind, Record3<String, String, LocalDateTime> row) {
		return new Row(kind, WorkspaceId.parse(row.value1()), row.value2(),
				Objects.requireNonNull(DbTime.instant(row.value3()), "a stuck row has its time"));
	}

}
