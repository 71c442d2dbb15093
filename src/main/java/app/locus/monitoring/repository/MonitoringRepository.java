package app.locus.monitoring.repository;

import static app.locus.db.Tables.GUARD_REPORT;
import static app.locus.db.Tables.REVIEWS_REPORT;

import java.time.Instant;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.monitoring.GuardRecord;
import app.locus.monitoring.ReviewsRecord;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.guard.GuardStatus;

import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Table;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Stored guard and reviews-analysis records of a workspace (DD074). Every statement
 * filters on workspace and agency.
 */
@Repository
public class MonitoringRepository {

	private final DSLContext db;

	MonitoringRepository(DSLContext db) {
		this.db = db;
	}

	/** A guard record to store, with the digest of its payload. */
	public record GuardRow(GuardRecord record, String versionStamp, String payload) {
	}

	/** A reviews-analysis record to store, with the digest of its payload. */
	public record ReviewsRow(ReviewsRecord record, String versionStamp, String payload) {
	}

	public Map<String, String> guardVersions(AgencyId agency, WorkspaceId workspace, Collection<String> keys) {
		return db.select(GUARD_REPORT.REPORT_KEY, GUARD_REPORT.VERSION_STAMP)
			.from(GUARD_REPORT)
			.where(GUARD_REPORT.WORKSPACE_ID.eq(workspace.value())
				.and(GUARD_REPORT.AGENCY_ID.eq(agency.value()))
				.and(GUARD_REPORT.REPORT_KEY.in(keys)))
			.fetchMap(GUARD_REPORT.REPORT_KEY, GUARD_REPORT.VERSION_STAMP);
	}

	public Map<String, String> reviewsVersions(AgencyId agency, WorkspaceId workspace, Collection<String> keys) {
		return db.select(REVIEWS_REPORT.REVIEWS_KEY, REVIEWS_REPORT.VERSION_STAMP)
			.from(REVIEWS_REPORT)
			.where(REVIEWS_REPORT.WORKSPACE_ID.eq(workspace.value())
				.and(REVIEWS_REPORT.AGENCY_ID.eq(agency.value()))
				.and(REVIEWS_REPORT.REVIEWS_KEY.in(keys)))
			.fetchMap(REVIEWS_REPORT.REVIEWS_KEY, REVIEWS_REPORT.VERSION_STAMP);
	}

	/** Inserts new records and replaces changed ones, all or nothing. */
	@Transactional
	public void saveGuards(AgencyId agency, WorkspaceId workspace, List<GuardRow> rows, Instant now) {
		for (GuardRow row : rows) {
			GuardRecord r = row.record();
			Map<Field<?>, Object> values = new LinkedHashMap<>();
			values.put(GUARD_REPORT.PLACE_ID, r.placeId());
			values.put(GUARD_REPORT.LOCATION_NAME, r.locationName());
			values.put(GUARD_REPORT.STATUS, WireCode.of(r.status()));
			values.put(GUARD_REPORT.DATE_ADDED, r.dateAdded());
			values.put(GUARD_REPORT.DATE_LAST, r.dateLast());
			values.put(GUARD_REPORT.CHANGE_COUNT, r.changes());
			values.put(GUARD_REPORT.VERSION_STAMP, row.versionStamp());
			values.put(GUARD_REPORT.PAYLOAD, row.payload());
			values.put(GUARD_REPORT.STORED_AT, DbTime.utc(now));
			upsert(GUARD_REPORT, Map.<Field<?>, Object>of(GUARD_REPORT.WORKSPACE_ID, workspace.value(),
					GUARD_REPORT.REPORT_KEY, r.reportKey(), GUARD_REPORT.AGENCY_ID, agency.value()), values);
		}
	}

	/** Inserts new records and replaces changed ones, all or nothing. */
	@Transactional
	public void saveReviews(AgencyId agency, WorkspaceId workspace, List<ReviewsRow> rows, Instant now) {
		for (ReviewsRow row : rows) {
			ReviewsRecord r = row.record();
			Map<Field<?>, Object> values = new LinkedHashMap<>();
			values.put(REVIEWS_REPORT.NAME, r.name());
			values.put(REVIEWS_REPORT.REPORT_DATE, r.date());
			values.put(REVIEWS_REPORT.FREQUENCY, WireCode.of(r.frequency()));
			values.put(REVIEWS_REPORT.LOCATIONS, r.locations());
			values.put(REVIEWS_REPORT.LOCATION_COUNT, r.locationCount());
			values.put(REVIEWS_REPORT.RVS, r.rvs());
			values.put(REVIEWS_REPORT.RQS, r.rqs());
			values.put(REVIEWS_REPORT.RATING, r.rating());
			values.put(REVIEWS_REPORT.REVIEW_COUNT, r.reviewCount());
			values.put(REVIEWS_REPORT.VERSION_STAMP, row.versionStamp());
			values.put(REVIEWS_REPORT.PAYLOAD, row.payload());
			values.put(REVIEWS_REPORT.STORED_AT, DbTime.utc(now));
			upsert(REVIEWS_REPORT, Map.<Field<?>, Object>of(REVIEWS_REPORT.WORKSPACE_ID, workspace.value(),
					REVIEWS_REPORT.REVIEWS_KEY, r.reviewsKey(), REVIEWS_REPORT.AGENCY_ID, agency.value()), values);
		}
	}

	/** Inserts the row, or replaces the values of the row with the same key. */
	private void upsert(Table<?> table, Map<Field<?>, Object> key, Map<Field<?>, Object> values) {
		db.insertInto(table).set(key).set(values).onDuplicateKeyUpdate().set(values).execute();
	}

	/** The workspace's guard records by location, most recently checked first. */
	public List<GuardRecord> guards(AgencyId agency, WorkspaceId workspace) {
		return db
			.select(GUARD_REPORT.REPORT_KEY, GUARD_REPORT.PLACE_ID, GUARD_REPORT.LOCATION_NAME, GUARD_REPORT.STATUS,
					GUARD_REPORT.DATE_ADDED, GUARD_REPORT.DATE_LAST, GUARD_REPORT.CHANGE_COUNT)
			.from(GUARD_REPORT)
			.where(GUARD_REPORT.WORKSPACE_ID.eq(workspace.value()).and(GUARD_REPORT.AGENCY_ID.eq(agency.value())))
			.orderBy(GUARD_REPORT.LOCATION_NAME, GUARD_REPORT.PLACE_ID, GUARD_REPORT.DATE_LAST.desc(),
					GUARD_REPORT.REPORT_KEY)
			.fetch(r -> new GuardRecord(r.value1(), r.value2(), r.value3(),
					WireCode.find(GuardStatus.class, r.value4()), r.value5(), r.value6(), r.value7()));
	}

	/** One stored guard record of the workspace. */
	public Optional<GuardRecord> guard(AgencyId agency, WorkspaceId workspace, String reportKey) {
		return guards(agency, workspace).stream().filter(r -> r.reportKey().equals(reportKey)).findFirst();
	}

	/** Records the status the service now holds for one guard. */
	public void guardStatus(AgencyId agency, WorkspaceId workspace, String reportKey, GuardStatus status, Instant now) {
		db.update(GUARD_REPORT)
			.set(GUARD_REPORT.STATUS, status.code())
			.set(GUARD_REPORT.STORED_AT, DbTime.utc(now))
			.where(guardCondition(agency, workspace, reportKey))
			.execute();
	}

	/** Forgets a guard the service no longer has. */
	public void deleteGuard(AgencyId agency, WorkspaceId workspace, String reportKey) {
		db.deleteFrom(GUARD_REPORT).where(guardCondition(agency, workspace, reportKey)).execute();
	}

	private static Condition guardCondition(AgencyId agency, WorkspaceId workspace, String reportKey) {
		return GUARD_REPORT.WORKSPACE_ID.eq(workspace.value())
			.and(GUARD_REPORT.AGENCY_ID.eq(agency.value()))
			.and(GUARD_REPORT.REPORT_KEY.eq(reportKey));
	}

	/** The workspace's reviews analyses, newest first. */
	public List<ReviewsRecord> reviews(AgencyId agency, WorkspaceId workspace) {
		return db
			.select(REVIEWS_REPORT.REVIEWS_KEY, REVIEWS_REPORT.NAME, REVIEWS_REPORT.REPORT_DATE,
					REVIEWS_REPORT.FREQUENCY, REVIEWS_REPORT.LOCATIONS, REVIEWS_REPORT.LOCATION_COUNT,
					REVIEWS_REPORT.RVS, REVIEWS_REPORT.RQS, REVIEWS_REPORT.RATING, REVIEWS_REPORT.REVIEW_COUNT)
			.from(REVIEWS_REPORT)
			.where(REVIEWS_REPORT.WORKSPACE_ID.eq(workspace.value()).and(REVIEWS_REPORT.AGENCY_ID.eq(agency.value())))
			.orderBy(REVIEWS_REPORT.REPORT_DATE.desc(), REVIEWS_REPORT.REVIEWS_KEY)
			.fetch(r -> new ReviewsRecord(r.value1(), r.value2(), r.value3(),
					WireCode.find(Frequency.class, r.value4()), r.value5(), r.value6(), r.value7(), r.value8(),
					r.value9(), r.value10()));
	}

}
