package app.locus.calendar.repository;

import static app.locus.db.Tables.AUTOSCAN;
import static app.locus.db.Tables.CAMPAIGN;
import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.WORKSPACE;

import java.time.LocalDate;
import java.time.ZoneId;
import java.time.ZoneOffset;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.calendar.EntryKind;
import app.locus.calendar.EntryStatus;
import app.locus.calendar.PastRun;
import app.locus.calendar.Plan;
import app.locus.calendar.RunSchedule;
import app.locus.calendar.ServiceRunChain;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.WireCode;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.springframework.stereotype.Repository;

/**
 * The calendar's read model: every campaign of a set of workspaces in one query, their
 * stored runs of a date range in another and their stored scheduled scans in a third,
 * whatever the number of workspaces. Nothing here calls the service.
 */
@Repository
public class CalendarReadRepository {

	/** Campaign states that still have a schedule, and their colour. */
	private static final Map<String, EntryStatus> PLANNED = Map.of("ACTIVE", EntryStatus.SCHEDULED, "PAUSED",
			EntryStatus.PAUSED, "DEACTIVATED", EntryStatus.DEACTIVATED);

	/** The zone the service's own calendar runs in (DD010: UTC). */
	private static final ZoneId SERVICE_ZONE = ZoneOffset.UTC;

	private final DSLContext db;

	CalendarReadRepository(DSLContext db) {
		this.db = db;
	}

	/** The campaigns of these workspaces that still have a schedule. */
	public List<Plan> campaigns(Collection<WorkspaceId> workspaces) {
		return db
			.select(CAMPAIGN.ID, CAMPAIGN.WORKSPACE_ID, WORKSPACE.NAME, CAMPAIGN.NAME, CAMPAIGN.PLACE_IDS,
					CAMPAIGN.KEYWORDS, CAMPAIGN.GRID_SIZE, CAMPAIGN.FREQUENCY, CAMPAIGN.START_DATE, CAMPAIGN.START_TIME,
					CAMPAIGN.STATUS)
			.from(CAMPAIGN)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(CAMPAIGN.WORKSPACE_ID))
			.where(CAMPAIGN.WORKSPACE_ID.in(ids(workspaces)))
			.and(CAMPAIGN.STATUS.in(PLANNED.keySet()))
			.fetch(CalendarReadRepository::plan);
	}

	/** The agency's workspaces that are not archived (those an agency admin sees). */
	public List<WorkspaceId> activeWorkspaces(AgencyId agency) {
		return db.select(WORKSPACE.ID)
			.from(WORKSPACE)
			.where(WORKSPACE.AGENCY_ID.eq(agency.value()))
			.and(WORKSPACE.ARCHIVED_AT.isNull())
			.fetch(row -> WorkspaceId.parse(row.value1()));
	}

	/**
	 * The stored scheduled scans of these workspaces that have a next run, with their
	 * runs shown in {@code zone} (DD055).
	 */
	public List<Plan> autoscans(Collection<WorkspaceId> workspaces, ZoneId zone) {
		return db
			.select(AUTOSCAN.WORKSPACE_ID, WORKSPACE.NAME, AUTOSCAN.AUTOSCAN_KEY, AUTOSCAN.NICKNAME, AUTOSCAN.KEYWORD,
					AUTOSCAN.LOCATION_NAME, AUTOSCAN.PLACE_ID, AUTOSCAN.PLATFORMS, AUTOSCAN.GRID_SIZE,
					AUTOSCAN.FREQUENCY, AUTOSCAN.STATUS, AUTOSCAN.NEXT_RUN_AT)
			.from(AUTOSCAN)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(AUTOSCAN.WORKSPACE_ID))
			.where(AUTOSCAN.WORKSPACE_ID.in(ids(workspaces)))
			.and(AUTOSCAN.NEXT_RUN_AT.isNotNull())
			.fetch(row -> autoscan(row, zone));
	}

	/** Campaign runs stored as reports between two dates, inclusive. */
	public List<PastRun> campaignRuns(Collection<WorkspaceId> workspaces, LocalDate from, LocalDate to) {
		return db
			.select(REPORT.WORKSPACE_ID, WORKSPACE.NAME, REPORT.REPORT_KEY, REPORT.REPORT_DATE, REPORT.SCAN_COUNT,
					REPORT.GRID_SIZE, REPORT.LOCATION_NAME, CAMPAIGN.ID, CAMPAIGN.NAME)
			.from(REPORT)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(REPORT.WORKSPACE_ID))
			.leftJoin(CAMPAIGN)
			.on(CAMPAIGN.WORKSPACE_ID.eq(REPORT.WORKSPACE_ID).and(CAMPAIGN.CAMPAIGN_KEY.eq(REPORT.CAMPAIGN_KEY)))
			.where(REPORT.WORKSPACE_ID.in(ids(workspaces)))
			.and(REPORT.TYPE.eq("CAMPAIGN"))
			.and(REPORT.REPORT_DATE.between(from, to))
			.fetch(row -> {
				int grid = row.get(REPORT.GRID_SIZE) == null ? 0 : row.get(REPORT.GRID_SIZE);
				int scans = row.get(REPORT.SCAN_COUNT) == null ? 0 : row.get(REPORT.SCAN_COUNT);
				String name = row.get(CAMPAIGN.NAME);
				return new PastRun(new WorkspaceId(row.get(REPORT.WORKSPACE_ID)), row.get(WORKSPACE.NAME),
						row.get(CAMPAIGN.ID), row.get(REPORT.REPORT_KEY), name == null ? "Campaign run" : name,
						row.get(REPORT.LOCATION_NAME) == null ? "" : row.get(REPORT.LOCATION_NAME),
						row.get(REPORT.REPORT_DATE), (long) scans * grid * grid);
			});
	}

	private static Plan plan(Record row) {
		String[] places = row.get(CAMPAIGN.PLACE_IDS).split(",");
		String[] keywords = row.get(CAMPAIGN.KEYWORDS).split(",");
		int grid = row.get(CAMPAIGN.GRID_SIZE);
		RunSchedule schedule = new RunSchedule(row.get(CAMPAIGN.START_DATE), row.get(CAMPAIGN.START_TIME),
				Objects.requireNonNull(WireCode.find(Frequency.class, row.get(CAMPAIGN.FREQUENCY)),
						"a campaign's frequency (NOT NULL) is written from this enum"));
		String what = row.get(CAMPAIGN.NAME) + ": " + String.join(", ", keywords) + " (" + grid + "×" + grid + ")";
		String where = places.length == 1 ? "1 location" : places.length + " locations";
		return new Plan(new WorkspaceId(row.get(CAMPAIGN.WORKSPACE_ID)), row.get(WORKSPACE.NAME), EntryKind.CAMPAIGN,
				row.get(CAMPAIGN.ID), what, where, schedule, (long) places.length * keywords.length * grid * grid,
				Objects.requireNonNull(PLANNED.get(row.get(CAMPAIGN.STATUS)),
						"the query reads planned campaigns only"));
	}

	private static Plan autoscan(Record row, ZoneId zone) {
		int grid = row.get(AUTOSCAN.GRID_SIZE);
		int platforms = row.get(AUTOSCAN.PLATFORMS).split(",").length;
		String nickname = row.get(AUTOSCAN.NICKNAME);
		String keyword = row.get(AUTOSCAN.KEYWORD);
		String what = (nickname == null ? "Scheduled scan" : nickname) + ": " + (keyword == null ? "" : keyword) + " ("
				+ grid + "×" + grid + ", " + row.get(AUTOSCAN.PLATFORMS).replace(",", ", ") + ")";
		String location = row.get(AUTOSCAN.LOCATION_NAME);
		ServiceRunChain runs = new ServiceRunChain(DbTime.instant(row.get(AUTOSCAN.NEXT_RUN_AT)),
				Objects.requireNonNull(WireCode.find(Frequency.class, row.get(AUTOSCAN.FREQUENCY)),
						"an autoscan's frequency (NOT NULL) is written from this enum"),
				SERVICE_ZONE, zone);
		return new Plan(new WorkspaceId(row.get(AUTOSCAN.WORKSPACE_ID)), row.get(WORKSPACE.NAME), EntryKind.AUTOSCAN,
				row.get(AUTOSCAN.AUTOSCAN_KEY), what, location == null ? row.get(AUTOSCAN.PLACE_ID) : location, runs,
				(long) grid * grid * platforms,
				"PAUSED".equals(row.get(AUTOSCAN.STATUS)) ? EntryStatus.PAUSED : EntryStatus.SCHEDULED);
	}

	private static List<String> ids(Collection<WorkspaceId> workspaces) {
		return workspaces.stream().map(WorkspaceId::value).toList();
	}

}
