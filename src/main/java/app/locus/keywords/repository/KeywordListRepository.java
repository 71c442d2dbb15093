package app.locus.keywords.repository;

import static app.locus.db.Tables.KEYWORD_LIST;
import static app.locus.db.Tables.KEYWORD_LIST_ENTRY;

import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.keywords.KeywordList;
import app.locus.keywords.KeywordListId;
import app.locus.upstream.api.Keyword;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * Keyword lists and their entries (DD142); every read is scoped by agency and workspace.
 */
@Repository
public class KeywordListRepository {

	private final DSLContext db;

	KeywordListRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * The lists by name, each with its keywords (two queries, whatever the number of
	 * lists).
	 */
	public List<KeywordList> all(AgencyId agency, WorkspaceId workspace) {
		var heads = db.select(KEYWORD_LIST.ID, KEYWORD_LIST.NAME)
			.from(KEYWORD_LIST)
			.where(scope(agency, workspace))
			.orderBy(KEYWORD_LIST.NAME_KEY)
			.fetch();
		Map<String, List<String>> keywords = db.select(KEYWORD_LIST_ENTRY.LIST_ID, KEYWORD_LIST_ENTRY.KEYWORD)
			.from(KEYWORD_LIST_ENTRY)
			.join(KEYWORD_LIST)
			.on(KEYWORD_LIST.ID.eq(KEYWORD_LIST_ENTRY.LIST_ID))
			.where(scope(agency, workspace))
			.orderBy(KEYWORD_LIST_ENTRY.LIST_ID, KEYWORD_LIST_ENTRY.POSITION)
			.fetch()
			.stream()
			.collect(Collectors.groupingBy(row -> row.get(KEYWORD_LIST_ENTRY.LIST_ID),
					Collectors.mapping(row -> row.get(KEYWORD_LIST_ENTRY.KEYWORD), Collectors.toList())));
		return heads.stream()
			.map(row -> new KeywordList(new KeywordListId(row.get(KEYWORD_LIST.ID)), row.get(KEYWORD_LIST.NAME),
					keywords.getOrDefault(row.get(KEYWORD_LIST.ID), List.of())))
			.toList();
	}

	public Optional<KeywordList> find(AgencyId agency, WorkspaceId workspace, KeywordListId id) {
		Record head = db.select(KEYWORD_LIST.NAME)
			.from(KEYWORD_LIST)
			.where(scope(agency, workspace).and(KEYWORD_LIST.ID.eq(id.value())))
			.fetchOne();
		if (head == null) {
			return Optional.empty();
		}
		List<String> keywords = db.select(KEYWORD_LIST_ENTRY.KEYWORD)
			.from(KEYWORD_LIST_ENTRY)
			.where(KEYWORD_LIST_ENTRY.LIST_ID.eq(id.value()).and(KEYWORD_LIST_ENTRY.WORKSPACE_ID.eq(workspace.value())))
			.orderBy(KEYWORD_LIST_ENTRY.POSITION)
			.fetch(KEYWORD_LIST_ENTRY.KEYWORD);
		return Optional.of(new KeywordList(id, head.get(KEYWORD_LIST.NAME), keywords));
	}

	/**
	 * Locks the list's row until the transaction ends; false when it does not exist here.
	 */
	public boolean lock(AgencyId agency, WorkspaceId workspace, KeywordListId id) {
		return db.select(KEYWORD_LIST.ID)
			.from(KEYWORD_LIST)
			.where(scope(agency, workspace).and(KEYWORD_LIST.ID.eq(id.value())))
			.forUpdate()
			.fetchOne() != null;
	}

	/** Another list of the workspace already has this lower-cased name. */
	public boolean nameTaken(WorkspaceId workspace, String nameKey, @Nullable KeywordListId other) {
		Condition sameName = KEYWORD_LIST.WORKSPACE_ID.eq(workspace.value()).and(KEYWORD_LIST.NAME_KEY.eq(nameKey));
		return db.fetchExists(KEYWORD_LIST, other == null ? sameName : sameName.and(KEYWORD_LIST.ID.ne(other.value())));
	}

	public void insert(AgencyId agency, WorkspaceId workspace, KeywordListId id, String name, List<Keyword> keywords,
			Instant now) {
		db.insertInto(KEYWORD_LIST)
			.set(KEYWORD_LIST.ID, id.value())
			.set(KEYWORD_LIST.AGENCY_ID, agency.value())
			.set(KEYWORD_LIST.WORKSPACE_ID, workspace.value())
			.set(KEYWORD_LIST.NAME, name)
			.set(KEYWORD_LIST.NAME_KEY, key(name))
			.set(KEYWORD_LIST.CREATED_AT, DbTime.utc(now))
			.set(KEYWORD_LIST.UPDATED_AT, DbTime.utc(now))
			.execute();
		append(workspace, id, 0, keywords, now);
	}

	/** Renames the list and replaces its keywords; the caller holds its {@link #lock}. */
	public void replace(WorkspaceId workspace, KeywordListId id, String name, List<Keyword> keywords, Instant now) {
		db.update(KEYWORD_LIST)
			.set(KEYWORD_LIST.NAME, name)
			.set(KEYWORD_LIST.NAME_KEY, key(name))
			.where(KEYWORD_LIST.ID.eq(id.value()).and(KEYWORD_LIST.WORKSPACE_ID.eq(workspace.value())))
			.execute();
		db.deleteFrom(KEYWORD_LIST_ENTRY)
			.where(KEYWORD_LIST_ENTRY.LIST_ID.eq(id.value()).and(KEYWORD_LIST_ENTRY.WORKSPACE_ID.eq(workspace.value())))
			.execute();
		append(workspace, id, 0, keywords, now);
	}

	/** Adds keywords after the first {@code after} ones, in one batch. */
	public void append(WorkspaceId workspace, KeywordListId id, int after, List<Keyword> keywords, Instant now) {
		if (!keywords.isEmpty()) {
			var insert = db.insertInto(KEYWORD_LIST_ENTRY, KEYWORD_LIST_ENTRY.LIST_ID, KEYWORD_LIST_ENTRY.WORKSPACE_ID,
					KEYWORD_LIST_ENTRY.POSITION, KEYWORD_LIST_ENTRY.KEYWORD, KEYWORD_LIST_ENTRY.KEYWORD_KEY);
			for (int i = 0; i < keywords.size(); i++) {
				String keyword = keywords.get(i).value();
				insert = insert.values(id.value(), workspace.value(), after + i, keyword, key(keyword));
			}
			insert.execute();
		}
		db.update(KEYWORD_LIST)
			.set(KEYWORD_LIST.UPDATED_AT, DbTime.utc(now))
			.where(KEYWORD_LIST.ID.eq(id.value()).and(KEYWORD_LIST.WORKSPACE_ID.eq(workspace.value())))
			.execute();
	}

	public void delete(WorkspaceId workspace, KeywordListId id) {
		db.deleteFrom(KEYWORD_LIST_ENTRY)
			.where(KEYWORD_LIST_ENTRY.LIST_ID.eq(id.value()).and(KEYWORD_LIST_ENTRY.WORKSPACE_ID.eq(workspace.value())))
			.execute();
		db.deleteFrom(KEYWORD_LIST)
			.where(KEYWORD_LIST.ID.eq(id.value()).and(KEYWORD_LIST.WORKSPACE_ID.eq(workspace.value())))
			.execute();
	}

	private static Condition scope(AgencyId agency, WorkspaceId workspace) {
		return KEYWORD_LIST.WORKSPACE_ID.eq(workspace.value()).and(KEYWORD_LIST.AGENCY_ID.eq(agency.value()));
	}

	private static String key(String text) {
		return text.toLowerCase(Locale.ROOT);
	}

}
