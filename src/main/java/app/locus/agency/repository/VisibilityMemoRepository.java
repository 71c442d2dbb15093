package app.locus.agency.repository;

import static app.locus.db.Tables.REPORT_REVISION;
import static app.locus.db.Tables.VISIBILITY_MEMO;
import static app.locus.db.Tables.WORKSPACE;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.util.Collection;
import java.util.Comparator;
import java.util.List;
import java.util.Map;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The overview's kept visibility (DD150): each workspace's mean SoLV and SAIV as of a
 * day, with the report revision it was computed at.
 */
@Repository
public class VisibilityMemoRepository {

	/** A workspace's visibility as of a day, computed from its reports at a revision. */
	public record Memo(WorkspaceId workspace, LocalDate asOf, long revision, @Nullable BigDecimal mapMean,
			@Nullable BigDecimal aiMean) {

	}

	private final DSLContext db;

	VisibilityMemoRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * The current report revision of each workspace of the agency in scope (0 before any
	 * report).
	 */
	public Map<WorkspaceId, Long> revisions(AgencyId agency, Collection<WorkspaceId> scope) {
		return db.select(WORKSPACE.ID, DSL.coalesce(REPORT_REVISION.REVISION, 0L))
			.from(WORKSPACE)
			.leftJoin(REPORT_REVISION)
			.on(REPORT_REVISION.WORKSPACE_ID.eq(WORKSPACE.ID))
			.where(OverviewReadRepository.inScope(WORKSPACE.AGENCY_ID, WORKSPACE.ID, agency, scope))
			.fetchMap(row -> WorkspaceId.parse(row.value1()), row -> row.value2());
	}

	/** The kept visibility of these workspaces as of these days, at whatever revision. */
	public List<Memo> kept(Collection<WorkspaceId> scope, Collection<LocalDate> days) {
		return db
			.select(VISIBILITY_MEMO.WORKSPACE_ID, VISIBILITY_MEMO.AS_OF, VISIBILITY_MEMO.REVISION,
					VISIBILITY_MEMO.MAP_MEAN, VISIBILITY_MEMO.AI_MEAN)
			.from(VISIBILITY_MEMO)
			.where(VISIBILITY_MEMO.WORKSPACE_ID.in(scope.stream().map(WorkspaceId::value).toList()))
			.and(VISIBILITY_MEMO.AS_OF.in(days))
			.fetch(row -> new Memo(WorkspaceId.parse(row.value1()), row.value2(), row.value3(), row.value4(),
					row.value5()));
	}

	/**
	 * Keeps freshly computed visibility in place of what was kept for other days of the
	 * same workspaces, in a transaction of its own so that the overview reading it may
	 * stay read-only. Rows go in key order, so that two nodes keeping the same rows wait
	 * for each other instead of deadlocking.
	 */
	@Transactional(propagation = Propagation.REQUIRES_NEW)
	public void keep(List<Memo> memos) {
		db.deleteFrom(VISIBILITY_MEMO)
			.where(VISIBILITY_MEMO.WORKSPACE_ID
				.in(memos.stream().map(memo -> memo.workspace().value()).distinct().sorted().toList()))
			.and(VISIBILITY_MEMO.AS_OF.notIn(memos.stream().map(Memo::asOf).distinct().toList()))
			.execute();
		var statements = memos.stream()
			.sorted(Comparator.comparing((Memo memo) -> memo.workspace().value()).thenComparing(Memo::asOf))
			.map(memo -> db.insertInto(VISIBILITY_MEMO)
				.set(VISIBILITY_MEMO.WORKSPACE_ID, memo.workspace().value())
				.set(VISIBILITY_MEMO.AS_OF, memo.asOf())
				.set(VISIBILITY_MEMO.REVISION, memo.revision())
				.set(VISIBILITY_MEMO.MAP_MEAN, memo.mapMean())
				.set(VISIBILITY_MEMO.AI_MEAN, memo.aiMean())
				.onDuplicateKeyUpdate()
				.set(VISIBILITY_MEMO.REVISION, memo.revision())
				.set(VISIBILITY_MEMO.MAP_MEAN, memo.mapMean())
				.set(VISIBILITY_MEMO.AI_MEAN, memo.aiMean()))
			.toList();
		db.batch(statements).execute();
	}

}
