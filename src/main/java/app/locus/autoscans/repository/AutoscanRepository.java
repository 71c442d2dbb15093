package app.locus.autoscans.repository;

import static app.locus.db.Tables.AUTOSCAN;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.stream.Collectors;

import app.locus.autoscans.ScheduledScan;
import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.AutoscanRecord;
import app.locus.upstream.api.Frequency;
import app.locus.upstream.api.Platform;
import app.locus.upstream.api.WireCode;
import app.locus.upstream.api.autoscans.AutoscanStatus;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/** The stored copy of each workspace's scheduled scans (DD055). */
@Repository
public class AutoscanRepository {

	private final DSLContext db;

	AutoscanRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * Makes the workspace's stored scheduled scans exactly the listed ones, in one
	 * transaction: new ones added, known ones updated, vanished ones removed.
	 */
	@Transactional
	public void replaceAll(AgencyId agency, WorkspaceId workspace, List<ScheduledScan> scans, Instant now) {
		db.deleteFrom(AUTOSCAN)
			.where(AUTOSCAN.WORKSPACE_ID.eq(workspace.value()))
			.and(AUTOSCAN.AGENCY_ID.eq(agency.value()))
			.execute();
		if (scans.isEmpty()) {
			return;
		}
		db.batchInsert(scans.stream().map(scan -> row(agency, workspace, scan, now)).toList()).execute();
	}

	/** The workspace's stored scheduled scans, by next run. */
	public List<ScheduledScan> list(WorkspaceId workspace) {
		return db.selectFrom(AUTOSCAN)
			.where(AUTOSCAN.WORKSPACE_ID.eq(workspace.value()))
			.orderBy(AUTOSCAN.NEXT_RUN_AT.asc().nullsLast(), AUTOSCAN.AUTOSCAN_KEY)
			.fetch(AutoscanRepository::scan);
	}

	/** Maps a row (also used by the calendar's read model). */
	public static ScheduledScan scan(AutoscanRecord row) {
		List<Platform> platforms = Arrays.stream(row.getPlatforms().split(","))
			.map(code -> WireCode.find(Platform.class, code))
			.filter(Objects::nonNull)
			.toList();
		return new ScheduledScan(row.getAutoscanKey(), row.getNickname(), row.getPlaceId(), row.getLocationName(),
				row.getKeyword(), platforms, row.getGridSize(), WireCode.stored(Frequency.class, row.getFrequency()),
				AutoscanStatus.valueOf(row.getStatus()), DbTime.instant(row.getNextRunAt()), row.getNextRunDate());
	}

	private AutoscanRecord row(AgencyId agency, WorkspaceId workspace, ScheduledScan scan, Instant now) {
		AutoscanRecord row = db.newRecord(AUTOSCAN);
		row.setWorkspaceId(workspace.value());
		row.setAutoscanKey(scan.key());
		row.setAgencyId(agency.value());
		row.setNickname(scan.nickname());
		row.setPlaceId(scan.placeId());
		row.setLocationName(scan.locationName());
		row.setKeyword(scan.keyword());
		row.setPlatforms(scan.platforms().stream().map(Platform::code).collect(Collectors.joining(",")));
		row.setGridSize(scan.gridSize());
		row.setFrequency(scan.frequency().code());
		row.setStatus(scan.status().name());
		row.setNextRunAt(DbTime.utc(scan.nextRunAt()));
		row.setNextRunDate(scan.nextRunDate());
		row.setSyncedAt(DbTime.utc(now));
		return row;
	}

}
