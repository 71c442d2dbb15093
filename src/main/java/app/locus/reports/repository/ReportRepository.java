package app.locus.reports.repository;

import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.REPORT_REVISION;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.Collection;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.db.tables.records.ReportRecord;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.upstream.api.WireCode;
import com.fasterxml.jackson.databind.JsonNode;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * Stores reports and reads one back. Rows are only inserted; afterwards only the details
 * fetched on first view are added (once), and an aggregate report is replaced by a newer
 * version of itself. Every statement is scoped to one agency and workspace. Each save
 * that writes a row raises the workspace's report revision, which tells readers that keep
 * figures computed from the reports (DD150) that theirs are out of date.
 */
@Repository
public class ReportRepository {

	private static final int TEXT_MAX = 255;

	private final DSLContext db;

	ReportRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * Which of these keys are stored, with the version each is stored at ("" for none).
	 */
	public Map<String, String> storedVersions(AgencyId agency, WorkspaceId workspace, ReportType type,
			Collection<String> keys) {
		Map<String, String> versions = new HashMap<>();
		if (keys.isEmpty()) {
			return versions;
		}
		db.select(REPORT.REPORT_KEY, REPORT.VERSION_STAMP)
			.from(REPORT)
			.where(ReportColumns.scope(agency, workspace)
				.and(REPORT.TYPE.eq(type.name()))
				.and(REPORT.REPORT_KEY.in(keys)))
			.forEach(row -> versions.put(row.value1(), row.value2() == null ? "" : row.value2()));
		return versions;
	}

	/**
	 * Inserts the reports not stored yet and replaces stored aggregates whose version
	 * differs; a report stored meanwhile by another node is left alone.
	 * @return the cards of the rows inserted or replaced
	 */
	@Transactional
	public List<ReportCard> save(AgencyId agency, WorkspaceId workspace, List<NewReport> reports, Instant now) {
		List<ReportCard> written = new ArrayList<>();
		for (NewReport report : reports) {
			ReportRecord row = row(agency, workspace, report, now);
			int changed = db.insertInto(REPORT).set(row).onDuplicateKeyIgnore().execute();
			if (changed == 0 && report.versionStamp() != null) {
				changed = db.update(REPORT)
					.set(row)
					.where(key(agency, workspace, report.card().type(), report.key()))
					.and(REPORT.VERSION_STAMP.isNull().or(REPORT.VERSION_STAMP.ne(report.versionStamp())))
					.execute();
			}
			if (changed > 0) {
				written.add(report.card());
			}
		}
		if (!written.isEmpty()) {
			raiseRevision(workspace);
		}
		return written;
	}

	private void raiseRevision(WorkspaceId workspace) {
		db.insertInto(REPORT_REVISION)
			.set(REPORT_REVISION.WORKSPACE_ID, workspace.value())
			.set(REPORT_REVISION.REVISION, 1L)
			.onDuplicateKeyUpdate()
			.set(REPORT_REVISION.REVISION, REPORT_REVISION.REVISION.plus(1))
			.execute();
	}

	public Optional<StoredReport> find(AgencyId agency, WorkspaceId workspace, ReportType type, String key) {
		return db.select(ReportColumns.CARD)
			.select(REPORT.PAYLOAD, REPORT.DATA_POINTS)
			.from(REPORT)
			.where(key(agency, workspace, type, key))
			.fetchOptional(row -> new StoredReport(ReportColumns.card(row), row.get(REPORT.PAYLOAD),
					row.get(REPORT.DATA_POINTS), instant(row.get(REPORT.FETCHED_AT))));
	}

	/**
	 * Adds the full record and its data points to a stored report, once: a second call
	 * (another tab, another node) changes nothing.
	 * @return whether this call stored them
	 */
	public boolean storeDetails(AgencyId agency, WorkspaceId workspace, ReportType type, String key, JsonNode payload,
			JsonNode dataPoints, Instant at) {
		return db.update(REPORT)
			.set(REPORT.PAYLOAD, payload.toString())
			.set(REPORT.DATA_POINTS, dataPoints == null ? null : dataPoints.toString())
			.set(REPORT.FETCHED_AT, utc(at))
			.where(key(agency, workspace, type, key))
			.and(REPORT.FETCHED_AT.isNull())
			.execute() > 0;
	}

	/**
	 * Location name and rank thumbnail of stored scans, by key, for the competitor
	 * reports that share their keys.
	 */
	public Map<String, ScanTraits> scanTraits(AgencyId agency, WorkspaceId workspace, Collection<String> keys) {
		Map<String, ScanTraits> traits = new HashMap<>();
		if (keys.isEmpty()) {
			return traits;
		}
		db.select(REPORT.REPORT_KEY, REPORT.LOCATION_NAME, REPORT.THUMBNAIL_RANKS)
			.from(REPORT)
			.where(ReportColumns.scope(agency, workspace)
				.and(REPORT.TYPE.eq(ReportType.SCAN.name()))
				.and(REPORT.REPORT_KEY.in(keys)))
			.forEach(row -> traits.put(row.value1(), new ScanTraits(row.value2(), row.value3())));
		return traits;
	}

	/** What a competitor report borrows from its scan. */
	public record ScanTraits(String locationName, String thumbnailRanks) {

	}

	private ReportRecord row(AgencyId agency, WorkspaceId workspace, NewReport report, Instant now) {
		ReportCard card = report.card();
		ReportRecord row = new ReportRecord();
		row.setWorkspaceId(workspace.value());
		row.setType(card.type().name());
		row.setReportKey(card.key().value());
		row.setAgencyId(agency.value());
		row.setReportDate(card.date());
		row.setPlaceId(card.placeId());
		row.setLocationName(clip(card.locationName()));
		row.setKeyword(clip(card.keyword()));
		row.setPlatform(WireCode.of(card.platform()));
		row.setGridSize(card.gridSize());
		row.setRadius(card.radius());
		row.setUnit(WireCode.of(card.unit()));
		row.setCenterLat(card.center() == null ? null : card.center().latText());
		row.setCenterLng(card.center() == null ? null : card.center().lngText());
		row.setCampaignKey(card.campaignKey());
		row.setArp(card.metrics().arp());
		row.setAtrp(card.metrics().atrp());
		row.setSolv(card.metrics().solv());
		row.setFoundIn(card.foundIn());
		row.setTotalCompetitors(card.totalCompetitors());
		row.setArpMove(card.movement().arpMove());
		row.setAtrpMove(card.movement().atrpMove());
		row.setSolvMove(card.movement().solvMove());
		row.setScanCount(card.scanCount());
		row.setThumbnailRanks(card.thumbnail() == null ? null : card.thumbnail().format());
		row.setVersionStamp(report.versionStamp());
		row.setPayload(report.payload().toString());
		row.setDataPoints(report.dataPoints() == null ? null : report.dataPoints().toString());
		row.setFetchedAt(report.detailed() ? utc(now) : null);
		row.setStoredAt(utc(now));
		return row;
	}

	private static Condition key(AgencyId agency, WorkspaceId workspace, ReportType type, String key) {
		return ReportColumns.scope(agency, workspace).and(REPORT.TYPE.eq(type.name())).and(REPORT.REPORT_KEY.eq(key));
	}

	private static String clip(String text) {
		return text == null || text.length() <= TEXT_MAX ? text : text.substring(0, TEXT_MAX - 1) + "…";
	}

	private static LocalDateTime utc(Instant instant) {
		return LocalDateTime.ofInstant(instant, ZoneOffset.UTC);
	}

	private static Instant instant(LocalDateTime utc) {
		return utc == null ? null : utc.toInstant(ZoneOffset.UTC);
	}

}
