package app.locus.clientreports.repository;

import static app.locus.db.Tables.CLIENT_REPORT;
import static app.locus.db.Tables.CLIENT_REPORT_TEMPLATE;
import static app.locus.db.Tables.SHARE_LINK;

import java.time.Instant;
import java.util.Arrays;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.clientreports.ClientReportEntry;
import app.locus.clientreports.ClientReportId;
import app.locus.clientreports.DateRange;
import app.locus.clientreports.ReportPeriod;
import app.locus.clientreports.ReportTemplate;
import app.locus.clientreports.Section;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * A workspace's report template and its history of generated PDFs (kept in the database,
 * DD146); every query filters on agency and workspace.
 */
@Repository
public class ClientReportRepository {

	/** Reports the history lists; older ones stay downloadable by id. */
	static final int HISTORY_MAX = 200;

	/** Reports one retention call deletes at most; the next store takes the rest. */
	static final int PRUNED_MAX = 100;

	private static final String SEPARATOR = "\n";

	private final DSLContext db;

	ClientReportRepository(DSLContext db) {
		this.db = db;
	}

	public Optional<ReportTemplate> template(AgencyId agency, WorkspaceId workspace) {
		return db.selectFrom(CLIENT_REPORT_TEMPLATE)
			.where(CLIENT_REPORT_TEMPLATE.WORKSPACE_ID.eq(workspace.value())
				.and(CLIENT_REPORT_TEMPLATE.AGENCY_ID.eq(agency.value())))
			.fetchOptional(row -> new ReportTemplate(sections(row.getSections()), keywords(row.getHeatmapKeywords()),
					ReportPeriod.valueOf(row.getPeriod())));
	}

	public void saveTemplate(AgencyId agency, WorkspaceId workspace, ReportTemplate template, UserId by, Instant now) {
		String sections = template.sections().stream().sorted().map(Section::name).collect(Collectors.joining(","));
		String keywords = String.join(SEPARATOR, template.heatmapKeywords());
		db.insertInto(CLIENT_REPORT_TEMPLATE)
			.set(CLIENT_REPORT_TEMPLATE.WORKSPACE_ID, workspace.value())
			.set(CLIENT_REPORT_TEMPLATE.AGENCY_ID, agency.value())
			.set(CLIENT_REPORT_TEMPLATE.SECTIONS, sections)
			.set(CLIENT_REPORT_TEMPLATE.HEATMAP_KEYWORDS, keywords)
			.set(CLIENT_REPORT_TEMPLATE.PERIOD, template.period().name())
			.set(CLIENT_REPORT_TEMPLATE.UPDATED_BY, by.value())
			.set(CLIENT_REPORT_TEMPLATE.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(CLIENT_REPORT_TEMPLATE.SECTIONS, sections)
			.set(CLIENT_REPORT_TEMPLATE.HEATMAP_KEYWORDS, keywords)
			.set(CLIENT_REPORT_TEMPLATE.PERIOD, template.period().name())
			.set(CLIENT_REPORT_TEMPLATE.UPDATED_BY, by.value())
			.set(CLIENT_REPORT_TEMPLATE.UPDATED_AT, DbTime.utc(now))
			.execute();
	}

	public void store(AgencyId agency, WorkspaceId workspace, ClientReportEntry entry, @Nullable UserId by,
			byte[] pdf) {
		db.insertInto(CLIENT_REPORT)
			.set(CLIENT_REPORT.ID, entry.id().value())
			.set(CLIENT_REPORT.AGENCY_ID, agency.value())
			.set(CLIENT_REPORT.WORKSPACE_ID, workspace.value())
			.set(CLIENT_REPORT.TITLE, entry.title())
			.set(CLIENT_REPORT.PERIOD_FROM, entry.period().from())
			.set(CLIENT_REPORT.PERIOD_TO, entry.period().to())
			.set(CLIENT_REPORT.ORIGIN, entry.origin().name())
			.set(CLIENT_REPORT.CREATED_BY, by == null ? null : by.value())
			.set(CLIENT_REPORT.CREATED_AT, DbTime.utc(entry.createdAt()))
			.set(CLIENT_REPORT.SIZE_BYTES, pdf.length)
			.set(CLIENT_REPORT.PDF, pdf)
			.execute();
	}

	/** The history, newest first, without the PDFs. */
	public List<ClientReportEntry> history(AgencyId agency, WorkspaceId workspace) {
		return db
			.select(CLIENT_REPORT.ID, CLIENT_REPORT.TITLE, CLIENT_REPORT.PERIOD_FROM, CLIENT_REPORT.PERIOD_TO,
					CLIENT_REPORT.ORIGIN, CLIENT_REPORT.CREATED_AT, CLIENT_REPORT.SIZE_BYTES)
			.from(CLIENT_REPORT)
			.where(scope(agency, workspace))
			.orderBy(CLIENT_REPORT.CREATED_AT.desc(), CLIENT_REPORT.ID.desc())
			.limit(HISTORY_MAX)
			.fetch(ClientReportRepository::entry);
	}

	/**
	 * Deletes the workspace's reports beyond its {@code keep} newest (at most
	 * {@link #PRUNED_MAX} a call; one store adds one), except those that a share link
	 * working at {@code now} points at (DD158); how many went.
	 */
	public int deleteAllButNewest(AgencyId agency, WorkspaceId workspace, int keep, Instant now) {
		List<String> older = db.select(CLIENT_REPORT.ID)
			.from(CLIENT_REPORT)
			.where(scope(agency, workspace))
			.orderBy(CLIENT_REPORT.CREATED_AT.desc(), CLIENT_REPORT.ID.desc())
			.limit(PRUNED_MAX)
			.offset(keep)
			.fetch(CLIENT_REPORT.ID);
		if (older.isEmpty()) {
			return 0;
		}
		return db.deleteFrom(CLIENT_REPORT)
			.where(scope(agency, workspace).and(CLIENT_REPORT.ID.in(older)))
			.andNotExists(db.selectOne()
				.from(SHARE_LINK)
				.where(SHARE_LINK.CLIENT_REPORT_ID.eq(CLIENT_REPORT.ID))
				.and(SHARE_LINK.REVOKED_AT.isNull())
				.and(SHARE_LINK.EXPIRES_AT.isNull().or(SHARE_LINK.EXPIRES_AT.gt(DbTime.utc(now)))))
			.execute();
	}

	public Optional<ClientReportEntry> entry(AgencyId agency, WorkspaceId workspace, ClientReportId id) {
		return db
			.select(CLIENT_REPORT.ID, CLIENT_REPORT.TITLE, CLIENT_REPORT.PERIOD_FROM, CLIENT_REPORT.PERIOD_TO,
					CLIENT_REPORT.ORIGIN, CLIENT_REPORT.CREATED_AT, CLIENT_REPORT.SIZE_BYTES)
			.from(CLIENT_REPORT)
			.where(scope(agency, workspace).and(CLIENT_REPORT.ID.eq(id.value())))
			.fetchOptional(ClientReportRepository::entry);
	}

	public Optional<byte[]> pdf(AgencyId agency, WorkspaceId workspace, ClientReportId id) {
		return db.select(CLIENT_REPORT.PDF)
			.from(CLIENT_REPORT)
			.where(scope(agency, workspace).and(CLIENT_REPORT.ID.eq(id.value())))
			.fetchOptional(CLIENT_REPORT.PDF);
	}

	private static Condition scope(AgencyId agency, WorkspaceId workspace) {
		return CLIENT_REPORT.WORKSPACE_ID.eq(workspace.value()).and(CLIENT_REPORT.AGENCY_ID.eq(agency.value()));
	}

	private static ClientReportEntry entry(Record row) {
		return new ClientReportEntry(new ClientReportId(row.get(CLIENT_REPORT.ID)), row.get(CLIENT_REPORT.TITLE),
				new DateRange(row.get(CLIENT_REPORT.PERIOD_FROM), row.get(CLIENT_REPORT.PERIOD_TO)),
				ClientReportEntry.Origin.valueOf(row.get(CLIENT_REPORT.ORIGIN)),
				DbTime.instant(row.get(CLIENT_REPORT.CREATED_AT)), row.get(CLIENT_REPORT.SIZE_BYTES));
	}

	private static Set<Section> sections(String stored) {
		Set<Section> sections = EnumSet.noneOf(Section.class);
		Arrays.stream(stored.split(",")).filter(name -> !name.isBlank()).map(Section::valueOf).forEach(sections::add);
		return sections;
	}

	private static List<String> keywords(String stored) {
		return Arrays.stream(stored.split(SEPARATOR)).filter(keyword -> !keyword.isBlank()).toList();
	}

}
