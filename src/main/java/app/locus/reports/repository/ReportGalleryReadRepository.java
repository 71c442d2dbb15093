package app.locus.reports.repository;

import static app.locus.db.Tables.REPORT;
import static app.locus.db.Tables.SCAN_BATCH;
import static app.locus.db.Tables.SCAN_SUBMISSION;

import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.reports.BatchOption;
import app.locus.reports.GalleryCursor;
import app.locus.reports.GalleryFilter;
import app.locus.reports.GalleryStart;
import app.locus.reports.GallerySort;
import app.locus.reports.NewestScans;
import app.locus.reports.PlaceOption;
import app.locus.reports.ReportCard;
import app.locus.reports.ReportType;
import app.locus.reports.ScanBatchId;
import app.locus.reports.repository.ReportColumns;
import app.locus.upstream.api.WireCode;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.SortField;
import org.jooq.impl.DSL;
import org.springframework.stereotype.Component;

/**
 * The gallery's read model: pages of cards straight from the report table's indexed
 * columns (never the payloads), their count, and the choices of the location filter. The
 * filter is expected already checked by the service.
 */
@Component
public class ReportGalleryReadRepository {

	private final DSLContext db;

	ReportGalleryReadRepository(DSLContext db) {
		this.db = db;
	}

	/** Cards {@code offset} to {@code offset + limit} in the given order. */
	public List<ReportCard> page(AgencyId agency, WorkspaceId workspace, GalleryFilter filter, GallerySort sort,
			int offset, int limit) {
		return db.select(ReportColumns.CARD)
			.from(REPORT)
			.where(conditions(agency, workspace, filter))
			.orderBy(order(sort))
			.limit(limit)
			.offset(offset)
			.fetch(ReportColumns::card);
	}

	/**
	 * The page of cards, newest first, after the cursor's report: it reads its own rows
	 * in the index's order, however deep it is.
	 */
	public List<ReportCard> pageAfter(AgencyId agency, WorkspaceId workspace, GalleryFilter filter, GalleryCursor after,
			int limit) {
		Condition later = REPORT.REPORT_DATE.lt(after.date())
			.or(REPORT.REPORT_DATE.eq(after.date()).and(REPORT.REPORT_KEY.lt(after.key().value())));
		return db.select(ReportColumns.CARD)
			.from(REPORT)
			.where(conditions(agency, workspace, filter).and(later))
			.orderBy(order(GallerySort.NEWEST_FIRST))
			.limit(limit)
			.fetch(ReportColumns::card);
	}

	public int count(AgencyId agency, WorkspaceId workspace, GalleryFilter filter) {
		return db.fetchCount(REPORT, conditions(agency, workspace, filter));
	}

	/**
	 * How many cards match and the first {@code limit} of them, in one statement: the
	 * count is a subquery of its own, so the page still reads only its rows in the
	 * index's order (DD182).
	 */
	public GalleryStart start(AgencyId agency, WorkspaceId workspace, GalleryFilter filter, GallerySort sort,
			int limit) {
		Condition matching = conditions(agency, workspace, filter);
		Field<Integer> total = DSL.field(DSL.selectCount().from(REPORT).where(matching)).as("total");
		var rows = db.select(ReportColumns.CARD)
			.select(total)
			.from(REPORT)
			.where(matching)
			.orderBy(order(sort))
			.limit(limit)
			.fetch();
		// no row on the first page: nothing matches
		return new GalleryStart(rows.isEmpty() ? 0 : rows.get(0).get(total), rows.map(ReportColumns::card));
	}

	/** The places that have reports, for the location filter, by name. */
	public List<PlaceOption> places(AgencyId agency, WorkspaceId workspace) {
		Field<String> name = DSL.max(REPORT.LOCATION_NAME).as("name");
		return db.select(REPORT.PLACE_ID, name)
			.from(REPORT)
			.where(ReportColumns.scope(agency, workspace).and(REPORT.PLACE_ID.isNotNull()))
			.groupBy(REPORT.PLACE_ID)
			.orderBy(name, REPORT.PLACE_ID)
			.fetch(row -> new PlaceOption(row.value1(), row.value2()));
	}

	/**
	 * The workspace's batches of scans that sent at least one scan, newest first, with
	 * how many they sent; at most {@code limit}.
	 */
	public List<BatchOption> batches(AgencyId agency, WorkspaceId workspace, int limit) {
		Field<Integer> sent = DSL.count(SCAN_SUBMISSION.ID).as("sent");
		return db.select(SCAN_BATCH.ID, SCAN_BATCH.CREATED_AT, sent)
			.from(SCAN_BATCH)
			.join(SCAN_SUBMISSION)
			.on(SCAN_SUBMISSION.BATCH_ID.eq(SCAN_BATCH.ID)
				.and(SCAN_SUBMISSION.WORKSPACE_ID.eq(SCAN_BATCH.WORKSPACE_ID))
				.and(SCAN_SUBMISSION.AGENCY_ID.eq(SCAN_BATCH.AGENCY_ID)))
			.where(SCAN_BATCH.WORKSPACE_ID.eq(workspace.value()).and(SCAN_BATCH.AGENCY_ID.eq(agency.value())))
			.groupBy(SCAN_BATCH.ID, SCAN_BATCH.CREATED_AT)
			.orderBy(SCAN_BATCH.CREATED_AT.desc(), SCAN_BATCH.ID)
			.limit(limit)
			.fetch(row -> new BatchOption(ScanBatchId.parse(row.value1()), row.value2().toInstant(ZoneOffset.UTC),
					row.value3()));
	}

	/**
	 * Among the workspace's newest {@code within} scans: the newest of each keyword (in
	 * any case) at each place, and the newest {@code heatmaps} with a heatmap. Looks
	 * through their keys and reads whole cards of the chosen ones only: one per keyword
	 * and place and the heatmaps, where the scans looked through are many more (DD172).
	 */
	public NewestScans newestScans(AgencyId agency, WorkspaceId workspace, int within, int heatmaps) {
		Condition scans = ReportColumns.scope(agency, workspace).and(REPORT.TYPE.eq(ReportType.SCAN.name()));
		Field<Boolean> hasHeatmap = DSL.field(REPORT.THUMBNAIL_RANKS.isNotNull().and(REPORT.THUMBNAIL_RANKS.ne("")));
		Map<String, String> latestOfSeries = new LinkedHashMap<>();
		List<String> withHeatmap = new ArrayList<>();
		for (var row : db.select(REPORT.REPORT_KEY, REPORT.KEYWORD, REPORT.PLACE_ID, hasHeatmap)
			.from(REPORT)
			.where(scans)
			.orderBy(order(GallerySort.NEWEST_FIRST))
			.limit(within)
			.fetch()) {
			if (row.value2() != null) {
				latestOfSeries.putIfAbsent(row.value2().toLowerCase(Locale.ROOT) + "\u0000" + row.value3(),
						row.value1());
			}
			if (Boolean.TRUE.equals(row.value4()) && withHeatmap.size() < heatmaps) {
				withHeatmap.add(row.value1());
			}
		}
		Set<String> chosen = new HashSet<>(latestOfSeries.values());
		chosen.addAll(withHeatmap);
		Map<String, ReportCard> cards = new HashMap<>();
		if (!chosen.isEmpty()) {
			db.select(ReportColumns.CARD)
				.from(REPORT)
				.where(scans.and(REPORT.REPORT_KEY.in(chosen)))
				.fetch(ReportColumns::card)
				.forEach(card -> cards.put(card.key().value(), card));
		}
		// a scan removed between the two reads is left out
		return new NewestScans(latestOfSeries.values().stream().map(cards::get).filter(Objects::nonNull).toList(),
				withHeatmap.stream().map(cards::get).filter(card -> card != null && card.thumbnail() != null).toList());
	}

	/**
	 * The reports of one type a campaign made, newest first, linked by their campaign
	 * key.
	 */
	public List<ReportCard> campaignReports(AgencyId agency, WorkspaceId workspace, String campaignKey,
			ReportType type) {
		return db.select(ReportColumns.CARD)
			.from(REPORT)
			.where(ReportColumns.scope(agency, workspace)
				.and(REPORT.CAMPAIGN_KEY.eq(campaignKey))
				.and(REPORT.TYPE.eq(type.name())))
			.orderBy(REPORT.REPORT_DATE.desc(), REPORT.REPORT_KEY.desc())
			.fetch(ReportColumns::card);
	}

	private static Condition conditions(AgencyId agency, WorkspaceId workspace, GalleryFilter filter) {
		List<Condition> all = new ArrayList<>();
		all.add(ReportColumns.scope(agency, workspace));
		if (filter.type() != null) {
			all.add(REPORT.TYPE.eq(filter.type().name()));
		}
		if (filter.placeId() != null) {
			all.add(REPORT.PLACE_ID.eq(filter.placeId()));
		}
		if (filter.keyword() != null) {
			// The column's collation is case-insensitive; contains() escapes % and _.
			all.add(REPORT.KEYWORD.contains(filter.keyword()));
		}
		if (filter.from() != null) {
			all.add(REPORT.REPORT_DATE.ge(filter.from()));
		}
		if (filter.to() != null) {
			all.add(REPORT.REPORT_DATE.le(filter.to()));
		}
		if (filter.gridSize() != null) {
			all.add(REPORT.GRID_SIZE.eq(filter.gridSize()));
		}
		if (filter.platform() != null) {
			all.add(REPORT.PLATFORM.eq(WireCode.of(filter.platform())));
		}
		if (filter.batch() != null) {
			all.add(REPORT.REPORT_KEY.in(DSL.select(SCAN_SUBMISSION.REPORT_KEY)
				.from(SCAN_SUBMISSION)
				.where(SCAN_SUBMISSION.WORKSPACE_ID.eq(workspace.value()))
				.and(SCAN_SUBMISSION.AGENCY_ID.eq(agency.value()))
				.and(SCAN_SUBMISSION.BATCH_ID.eq(filter.batch().value()))
				.and(SCAN_SUBMISSION.REPORT_KEY.isNotNull())));
		}
		return DSL.and(all);
	}

	private static List<SortField<?>> order(GallerySort sort) {
		List<SortField<?>> order = new ArrayList<>();
		Field<?> metric = switch (sort.key()) {
			case DATE -> null;
			case ARP -> REPORT.ARP;
			case ATRP -> REPORT.ATRP;
			case SOLV -> REPORT.SOLV;
		};
		if (metric == null) {
			order.add(sort.descending() ? REPORT.REPORT_DATE.desc() : REPORT.REPORT_DATE.asc());
			order.add(sort.descending() ? REPORT.REPORT_KEY.desc() : REPORT.REPORT_KEY.asc());
			return order;
		}
		order.add(sort.descending() ? metric.desc().nullsLast() : metric.asc().nullsLast());
		order.add(REPORT.REPORT_DATE.desc());
		order.add(REPORT.REPORT_KEY.desc());
		return order;
	}

}
