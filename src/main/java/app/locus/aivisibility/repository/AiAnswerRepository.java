package app.locus.aivisibility.repository;

import static app.locus.db.Tables.AI_ANSWER_BUSINESS;
import static app.locus.db.Tables.AI_ANSWER_SCAN;
import static app.locus.db.Tables.AI_ANSWER_SOURCE;
import static app.locus.db.Tables.REPORT;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.stream.Collectors;

import app.locus.aivisibility.AnswerDigest;
import app.locus.aivisibility.AnsweredScan;
import app.locus.aivisibility.SourceKind;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.upstream.api.Platform;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The read model of AI answers (V161): written once per AI scan as it arrives, read by
 * the AI visibility page. Every read and write is scoped to one agency's workspace.
 */
@Repository
public class AiAnswerRepository {

	private static final int MAX_TEXT = 255;

	private final DSLContext db;

	AiAnswerRepository(DSLContext db) {
		this.db = db;
	}

	/** A stored AI scan whose answers are not yet counted. */
	public record Undigested(String reportKey, Platform platform) {

	}

	/**
	 * The newest stored AI scan reports of the workspace whose answers are not yet
	 * counted, at most {@code limit}.
	 */
	public List<Undigested> undigested(AgencyId agency, WorkspaceId workspace, int limit) {
		List<String> ai = Arrays.stream(Platform.values()).filter(Platform::isAi).map(Platform::code).toList();
		return db.select(REPORT.REPORT_KEY, REPORT.PLATFORM)
			.from(REPORT)
			.where(REPORT.AGENCY_ID.eq(agency.value()))
			.and(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.PLATFORM.in(ai))
			.andNotExists(DSL.selectOne()
				.from(AI_ANSWER_SCAN)
				.where(AI_ANSWER_SCAN.WORKSPACE_ID.eq(REPORT.WORKSPACE_ID))
				.and(AI_ANSWER_SCAN.REPORT_KEY.eq(REPORT.REPORT_KEY)))
			.orderBy(REPORT.REPORT_DATE.desc(), REPORT.REPORT_KEY.desc())
			.limit(limit)
			.fetch(row -> new Undigested(row.value1(), Platform.fromCode(row.value2())));
	}

	/**
	 * Stores one scan's counts, its businesses and its sources; a scan stored before is
	 * kept.
	 */
	@Transactional
	public void store(AgencyId agency, WorkspaceId workspace, AnsweredScan scan, AnswerDigest digest) {
		int inserted = db.insertInto(AI_ANSWER_SCAN)
			.set(AI_ANSWER_SCAN.WORKSPACE_ID, workspace.value())
			.set(AI_ANSWER_SCAN.REPORT_KEY, scan.reportKey())
			.set(AI_ANSWER_SCAN.AGENCY_ID, agency.value())
			.set(AI_ANSWER_SCAN.PLACE_ID, clip(scan.placeId()))
			.set(AI_ANSWER_SCAN.LOCATION_NAME, clip(scan.locationName()))
			.set(AI_ANSWER_SCAN.KEYWORD, clip(scan.keyword()))
			.set(AI_ANSWER_SCAN.PLATFORM, scan.platform().code())
			.set(AI_ANSWER_SCAN.GRID_SIZE, scan.gridSize())
			.set(AI_ANSWER_SCAN.REPORT_DATE, scan.date())
			.set(AI_ANSWER_SCAN.POINTS, digest.points())
			.set(AI_ANSWER_SCAN.ANSWERED, digest.answered())
			.set(AI_ANSWER_SCAN.NAMED, digest.named())
			.set(AI_ANSWER_SCAN.POSITION_SUM, digest.positionSum())
			.onDuplicateKeyIgnore()
			.execute();
		if (inserted == 0) {
			return;
		}
		for (AnswerDigest.Named business : digest.businesses()) {
			db.insertInto(AI_ANSWER_BUSINESS)
				.set(AI_ANSWER_BUSINESS.WORKSPACE_ID, workspace.value())
				.set(AI_ANSWER_BUSINESS.REPORT_KEY, scan.reportKey())
				.set(AI_ANSWER_BUSINESS.PLACE_ID, clip(business.placeId()))
				.set(AI_ANSWER_BUSINESS.NAME, clip(business.name()))
				.set(AI_ANSWER_BUSINESS.NAMED, business.points())
				.set(AI_ANSWER_BUSINESS.POSITION_SUM, business.positionSum())
				.onDuplicateKeyIgnore()
				.execute();
		}
		for (AnswerDigest.Cited source : digest.sources()) {
			db.insertInto(AI_ANSWER_SOURCE)
				.set(AI_ANSWER_SOURCE.WORKSPACE_ID, workspace.value())
				.set(AI_ANSWER_SOURCE.REPORT_KEY, scan.reportKey())
				.set(AI_ANSWER_SOURCE.DOMAIN, clip(source.domain()))
				.set(AI_ANSWER_SOURCE.KIND, source.kind().name())
				.set(AI_ANSWER_SOURCE.CITATIONS, source.citations())
				.set(AI_ANSWER_SOURCE.WITH_CLIENT, source.withClient())
				.onDuplicateKeyIgnore()
				.execute();
		}
	}

	/** The AI scans of one place (or all), oldest first, from a day on. */
	public List<AnsweredScan> scans(AgencyId agency, WorkspaceId workspace, @Nullable String placeId, LocalDate since) {
		Condition place = placeId == null ? DSL.trueCondition() : AI_ANSWER_SCAN.PLACE_ID.eq(placeId);
		return db.selectFrom(AI_ANSWER_SCAN)
			.where(AI_ANSWER_SCAN.AGENCY_ID.eq(agency.value()))
			.and(AI_ANSWER_SCAN.WORKSPACE_ID.eq(workspace.value()))
			.and(place)
			.and(AI_ANSWER_SCAN.REPORT_DATE.ge(since))
			.orderBy(AI_ANSWER_SCAN.REPORT_DATE, AI_ANSWER_SCAN.REPORT_KEY)
			.fetch(row -> new AnsweredScan(row.getReportKey(), row.getPlaceId(), row.getLocationName(),
					row.getKeyword(), Platform.fromCode(row.getPlatform()), row.getGridSize(), row.getReportDate(),
					row.getPoints(), row.getAnswered(), row.getNamed(), row.getPositionSum()));
	}

	/** One AI scan per place of the workspace, to name the places there are. */
	public List<AnsweredScan> newestPerPlace(AgencyId agency, WorkspaceId workspace) {
		return db.selectFrom(AI_ANSWER_SCAN)
			.where(AI_ANSWER_SCAN.AGENCY_ID.eq(agency.value()))
			.and(AI_ANSWER_SCAN.WORKSPACE_ID.eq(workspace.value()))
			.and(AI_ANSWER_SCAN.REPORT_KEY.in(DSL.select(DSL.max(AI_ANSWER_SCAN.REPORT_KEY))
				.from(AI_ANSWER_SCAN)
				.where(AI_ANSWER_SCAN.AGENCY_ID.eq(agency.value()))
				.and(AI_ANSWER_SCAN.WORKSPACE_ID.eq(workspace.value()))
				.groupBy(AI_ANSWER_SCAN.PLACE_ID)))
			.orderBy(AI_ANSWER_SCAN.LOCATION_NAME, AI_ANSWER_SCAN.PLACE_ID)
			.fetch(row -> new AnsweredScan(row.getReportKey(), row.getPlaceId(), row.getLocationName(),
					row.getKeyword(), Platform.fromCode(row.getPlatform()), row.getGridSize(), row.getReportDate(),
					row.getPoints(), row.getAnswered(), row.getNamed(), row.getPositionSum()));
	}

	/** A business the answers of one scan named. */
	public record NamedRow(String reportKey, String placeId, @Nullable String name, int named) {

	}

	public List<NamedRow> businesses(AgencyId agency, WorkspaceId workspace, Collection<String> reportKeys) {
		return db
			.select(AI_ANSWER_BUSINESS.REPORT_KEY, AI_ANSWER_BUSINESS.PLACE_ID, AI_ANSWER_BUSINESS.NAME,
					AI_ANSWER_BUSINESS.NAMED)
			.from(AI_ANSWER_BUSINESS)
			.join(AI_ANSWER_SCAN)
			.on(AI_ANSWER_SCAN.WORKSPACE_ID.eq(AI_ANSWER_BUSINESS.WORKSPACE_ID))
			.and(AI_ANSWER_SCAN.REPORT_KEY.eq(AI_ANSWER_BUSINESS.REPORT_KEY))
			.where(AI_ANSWER_SCAN.AGENCY_ID.eq(agency.value()))
			.and(AI_ANSWER_BUSINESS.WORKSPACE_ID.eq(workspace.value()))
			.and(AI_ANSWER_BUSINESS.REPORT_KEY.in(reportKeys))
			.fetch(row -> new NamedRow(row.value1(), row.value2(), row.value3(), row.value4()));
	}

	/** A site the answers of one scan cited. */
	public record CitedRow(String reportKey, String domain, SourceKind kind, int citations, int withClient) {

	}

	public List<CitedRow> sources(AgencyId agency, WorkspaceId workspace, Collection<String> reportKeys) {
		return db
			.select(AI_ANSWER_SOURCE.REPORT_KEY, AI_ANSWER_SOURCE.DOMAIN, AI_ANSWER_SOURCE.KIND,
					AI_ANSWER_SOURCE.CITATIONS, AI_ANSWER_SOURCE.WITH_CLIENT)
			.from(AI_ANSWER_SOURCE)
			.join(AI_ANSWER_SCAN)
			.on(AI_ANSWER_SCAN.WORKSPACE_ID.eq(AI_ANSWER_SOURCE.WORKSPACE_ID))
			.and(AI_ANSWER_SCAN.REPORT_KEY.eq(AI_ANSWER_SOURCE.REPORT_KEY))
			.where(AI_ANSWER_SCAN.AGENCY_ID.eq(agency.value()))
			.and(AI_ANSWER_SOURCE.WORKSPACE_ID.eq(workspace.value()))
			.and(AI_ANSWER_SOURCE.REPORT_KEY.in(reportKeys))
			.fetch(row -> new CitedRow(row.value1(), row.value2(), SourceKind.valueOf(row.value3()), row.value4(),
					row.value5()));
	}

	/** The newest map SoLV of one place's keyword on one map platform. */
	public record MapShare(String keyword, Platform platform, @Nullable BigDecimal solv) {

	}

	/** The newest map scans' SoLV of the place, per keyword and map platform. */
	public List<MapShare> newestMapShares(AgencyId agency, WorkspaceId workspace, String placeId) {
		var newest = DSL.select(REPORT.KEYWORD, REPORT.PLATFORM, DSL.max(REPORT.REPORT_DATE).as("newest"))
			.from(REPORT)
			.where(REPORT.AGENCY_ID.eq(agency.value()))
			.and(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.PLACE_ID.eq(placeId))
			.and(REPORT.PLATFORM.in(Platform.GOOGLE.code(), Platform.APPLE.code()))
			.groupBy(REPORT.KEYWORD, REPORT.PLATFORM)
			.asTable("newest");
		return db.select(REPORT.KEYWORD, REPORT.PLATFORM, REPORT.SOLV)
			.from(REPORT)
			.join(newest)
			.on(REPORT.KEYWORD.eq(newest.field(REPORT.KEYWORD)))
			.and(REPORT.PLATFORM.eq(newest.field(REPORT.PLATFORM)))
			.and(REPORT.REPORT_DATE.eq(newest.field("newest", LocalDate.class)))
			.where(REPORT.AGENCY_ID.eq(agency.value()))
			.and(REPORT.WORKSPACE_ID.eq(workspace.value()))
			.and(REPORT.TYPE.eq("SCAN"))
			.and(REPORT.PLACE_ID.eq(placeId))
			.fetch(row -> new MapShare(row.value1(), Platform.fromCode(row.value2()), row.value3()))
			.stream()
			.collect(Collectors.toMap(share -> share.keyword() + "\u0000" + share.platform(), share -> share,
					(a, b) -> a))
			.values()
			.stream()
			.toList();
	}

	private static @Nullable String clip(@Nullable String value) {
		return value == null || value.length() <= MAX_TEXT ? value : value.substring(0, MAX_TEXT);
	}

}
