package app.locus.clientreports.repository;

import static app.locus.db.Tables.CLIENT_REPORT_CONTACT;
import static app.locus.db.Tables.CLIENT_REPORT_SCHEDULE;

import java.time.DayOfWeek;
import java.time.Instant;
import java.time.ZoneId;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.Frequency;
import app.locus.clientreports.ReportSchedule;
import app.locus.clientreports.ScheduleRule;
import app.locus.db.tables.records.ClientReportScheduleRecord;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;

/**
 * Report schedules and the contacts they mail. A run claims its schedule by moving
 * {@code next_run_at} on only if it still holds the run it saw ({@link #claim}), so of
 * two nodes that see the same due run exactly one makes it.
 */
@Repository
public class ScheduleRepository {

	private final DSLContext db;

	ScheduleRepository(DSLContext db) {
		this.db = db;
	}

	/** A due run: whose, and the next run it was stored with. */
	public record Due(AgencyId agency, WorkspaceId workspace, ScheduleRule rule, Instant nextRunAt) {

	}

	public Optional<ReportSchedule> find(AgencyId agency, WorkspaceId workspace) {
		return db.selectFrom(CLIENT_REPORT_SCHEDULE)
			.where(CLIENT_REPORT_SCHEDULE.WORKSPACE_ID.eq(workspace.value())
				.and(CLIENT_REPORT_SCHEDULE.AGENCY_ID.eq(agency.value())))
			.fetchOptional(row -> new ReportSchedule(rule(row), DbTime.instant(row.getNextRunAt()),
					DbTime.instant(row.getLastRunAt())));
	}

	public void save(AgencyId agency, WorkspaceId workspace, ScheduleRule rule, Instant nextRunAt, UserId by,
			Instant now) {
		Byte weekday = rule.weekday() == null ? null : (byte) rule.weekday().getValue();
		Byte day = rule.dayOfMonth() == null ? null : rule.dayOfMonth().byteValue();
		db.insertInto(CLIENT_REPORT_SCHEDULE)
			.set(CLIENT_REPORT_SCHEDULE.WORKSPACE_ID, workspace.value())
			.set(CLIENT_REPORT_SCHEDULE.AGENCY_ID, agency.value())
			.set(CLIENT_REPORT_SCHEDULE.FREQUENCY, rule.frequency().name())
			.set(CLIENT_REPORT_SCHEDULE.WEEKDAY, weekday)
			.set(CLIENT_REPORT_SCHEDULE.DAY_OF_MONTH, day)
			.set(CLIENT_REPORT_SCHEDULE.RUN_TIME, rule.time())
			.set(CLIENT_REPORT_SCHEDULE.TIME_ZONE, rule.zone().getId())
			.set(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT, DbTime.utc(nextRunAt))
			.set(CLIENT_REPORT_SCHEDULE.UPDATED_BY, by.value())
			.set(CLIENT_REPORT_SCHEDULE.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(CLIENT_REPORT_SCHEDULE.FREQUENCY, rule.frequency().name())
			.set(CLIENT_REPORT_SCHEDULE.WEEKDAY, weekday)
			.set(CLIENT_REPORT_SCHEDULE.DAY_OF_MONTH, day)
			.set(CLIENT_REPORT_SCHEDULE.RUN_TIME, rule.time())
			.set(CLIENT_REPORT_SCHEDULE.TIME_ZONE, rule.zone().getId())
			.set(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT, DbTime.utc(nextRunAt))
			.set(CLIENT_REPORT_SCHEDULE.UPDATED_BY, by.value())
			.set(CLIENT_REPORT_SCHEDULE.UPDATED_AT, DbTime.utc(now))
			.execute();
	}

	public boolean delete(AgencyId agency, WorkspaceId workspace) {
		return db.deleteFrom(CLIENT_REPORT_SCHEDULE)
			.where(CLIENT_REPORT_SCHEDULE.WORKSPACE_ID.eq(workspace.value())
				.and(CLIENT_REPORT_SCHEDULE.AGENCY_ID.eq(agency.value())))
			.execute() == 1;
	}

	/** Schedules whose next run has come, the longest waiting first. */
	public List<Due> due(Instant now, int limit) {
		return db.selectFrom(CLIENT_REPORT_SCHEDULE)
			.where(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT.le(DbTime.utc(now)))
			.orderBy(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT)
			.limit(limit)
			.fetch(row -> new Due(new AgencyId(row.getAgencyId()), new WorkspaceId(row.getWorkspaceId()), rule(row),
					DbTime.instant(row.getNextRunAt())));
	}

	/**
	 * Takes the due run for this caller: moves the next run on from {@code seen} to
	 * {@code next}. False when another node took it first (or the schedule changed).
	 */
	public boolean claim(Due due, Instant next, Instant now) {
		return db.update(CLIENT_REPORT_SCHEDULE)
			.set(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT, DbTime.utc(next))
			.set(CLIENT_REPORT_SCHEDULE.LAST_RUN_AT, DbTime.utc(now))
			.where(CLIENT_REPORT_SCHEDULE.WORKSPACE_ID.eq(due.workspace().value())
				.and(CLIENT_REPORT_SCHEDULE.AGENCY_ID.eq(due.agency().value()))
				.and(CLIENT_REPORT_SCHEDULE.NEXT_RUN_AT.eq(DbTime.utc(due.nextRunAt()))))
			.execute() == 1;
	}

	public List<String> contacts(AgencyId agency, WorkspaceId workspace) {
		return db.select(CLIENT_REPORT_CONTACT.EMAIL)
			.from(CLIENT_REPORT_CONTACT)
			.where(CLIENT_REPORT_CONTACT.WORKSPACE_ID.eq(workspace.value())
				.and(CLIENT_REPORT_CONTACT.AGENCY_ID.eq(agency.value())))
			.orderBy(CLIENT_REPORT_CONTACT.EMAIL)
			.fetch(CLIENT_REPORT_CONTACT.EMAIL);
	}

	/** Replaces the workspace's contacts with these. */
	public void replaceContacts(AgencyId agency, WorkspaceId workspace, List<String> emails, Instant now) {
		db.deleteFrom(CLIENT_REPORT_CONTACT)
			.where(CLIENT_REPORT_CONTACT.WORKSPACE_ID.eq(workspace.value())
				.and(CLIENT_REPORT_CONTACT.AGENCY_ID.eq(agency.value())))
			.execute();
		if (emails.isEmpty()) {
			return;
		}
		var insert = db.insertInto(CLIENT_REPORT_CONTACT, CLIENT_REPORT_CONTACT.WORKSPACE_ID,
				CLIENT_REPORT_CONTACT.EMAIL, CLIENT_REPORT_CONTACT.AGENCY_ID, CLIENT_REPORT_CONTACT.ADDED_AT);
		for (String email : emails) {
			insert = insert.values(workspace.value(), email, agency.value(), DbTime.utc(now));
		}
		insert.execute();
	}

	private static ScheduleRule rule(ClientReportScheduleRecord row) {
		Byte weekday = row.getWeekday();
		Byte day = row.getDayOfMonth();
		return new ScheduleRule(Frequency.valueOf(row.getFrequency()), weekday == null ? null : DayOfWeek.of(weekday),
				day == null ? null : day.intValue(), row.getRunTime(), ZoneId.of(row.getTimeZone()));
	}

}
