package app.locus.isolation;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.StringJoiner;
import java.util.TreeMap;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import org.jooq.DSLContext;
import org.jooq.Record;

/**
 * A digest of every row of every table (found in {@code information_schema}, so a new
 * table counts without editing this) that a call may not change: rows of other tenants.
 * Taken before and after a call, any difference is a write that crossed a tenant's
 * border. A row belongs to a tenant by its {@code workspace_id} and {@code agency_id}
 * (the {@code agency} and {@code workspace} tables by their own id), a row with neither
 * but a {@code user_id} (a person's recovery codes) by that user's agency; a table with
 * none of them is taken whole.
 */
final class TenantSnapshot {

	/**
	 * The append-only audit trail: a refused attempt is recorded in the actor's own
	 * agency by design (DD081), so its rows of that agency may always grow.
	 */
	private static final String AUDIT = "audit_event";

	/** Tables that change on every call and hold no tenant's data, with the reason. */
	private static final Map<String, String> NOT_TENANT_DATA = Map.of("upstream_rate_bucket",
			"the cluster-wide token bucket of each upstream account: every call to the service takes a token",
			"shedlock", "the locks of the syncs a person may start (reports, campaigns, monitoring): lock times only");

	/** What a call may change: everything else must stay as it was. */
	record Reach(AgencyId actor, AgencyId agency, Set<WorkspaceId> workspaces, boolean wholeAgency) {

		/**
		 * A refused or read-only call: only the audit trail of the actor's own agency.
		 */
		static Reach nothing(AgencyId actor) {
			return new Reach(actor, null, Set.of(), false);
		}

		/** One workspace's rows and its agency's rows that belong to no workspace. */
		static Reach workspace(AgencyId actor, AgencyId agency, WorkspaceId workspace) {
			return new Reach(actor, agency, Set.of(workspace), false);
		}

		/** Every row of the actor's own agency. */
		static Reach agency(AgencyId actor) {
			return new Reach(actor, actor, Set.of(), true);
		}

	}

	/**
	 * One table's columns, the SQL naming a row's agency and the column naming its
	 * workspace (null when none).
	 */
	private record Table(String name, List<String> columns, String agencyOfRow, String workspaceColumn) {

	}

	private final DSLContext db;

	private final List<Table> tables = new ArrayList<>();

	TenantSnapshot(DSLContext db) {
		this.db = db;
		Map<String, List<String>> columns = new TreeMap<>();
		db.fetch("""
				SELECT c.TABLE_NAME, c.COLUMN_NAME FROM information_schema.COLUMNS c
				JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
				WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
				ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION""")
			.forEach(row -> columns.computeIfAbsent(row.get(0, String.class).toLowerCase(), any -> new ArrayList<>())
				.add(row.get(1, String.class).toLowerCase()));
		columns.forEach((name, names) -> {
			if (!NOT_TENANT_DATA.containsKey(name)) {
				String workspace = name.equals("workspace") ? "id"
						: names.contains("workspace_id") ? "workspace_id" : null;
				tables.add(new Table(name, List.copyOf(names), agencyOfRow(name, names, workspace), workspace));
			}
		});
	}

	private static String agencyOfRow(String table, List<String> columns, String workspaceColumn) {
		if (table.equals("agency")) {
			return "`id`";
		}
		if (columns.contains("agency_id")) {
			return "`agency_id`";
		}
		if (workspaceColumn == null && columns.contains("user_id")) {
			return "(SELECT u.agency_id FROM app_user u WHERE u.id = `" + table + "`.`user_id`)";
		}
		return null;
	}

	/** Per table: row count and digest of the rows outside the reach. */
	Map<String, String> outside(Reach reach) {
		StringJoiner union = new StringJoiner("\nUNION ALL\n");
		List<Object> bindings = new ArrayList<>();
		for (Table table : tables) {
			String rowText = table.columns()
				.stream()
				.map(column -> "QUOTE(`" + column + "`)")
				.collect(Collectors.joining(", ", "CONCAT_WS(',', ", ")"));
			union.add("SELECT '" + table.name() + "', COUNT(*), BIT_XOR(CAST(CONV(LEFT(h, 16), 16, 10) AS UNSIGNED)), "
					+ "BIT_XOR(CAST(CONV(RIGHT(h, 16), 16, 10) AS UNSIGNED)) FROM (SELECT MD5(" + rowText + ") h FROM `"
					+ table.name() + "` WHERE NOT COALESCE(" + inReach(table, reach, bindings) + ", FALSE)) d");
		}
		Map<String, String> digests = new LinkedHashMap<>();
		for (Record row : db.fetch(union.toString(), bindings.toArray())) {
			digests.put(row.get(0, String.class), row.get(1) + " rows, digest " + row.get(2) + "/" + row.get(3));
		}
		return Collections.unmodifiableMap(digests);
	}

	/** The tables whose rows outside the reach differ between two snapshots. */
	static List<String> changed(Map<String, String> before, Map<String, String> after) {
		return before.keySet()
			.stream()
			.filter(table -> !before.get(table).equals(after.get(table)))
			.map(table -> table + " (" + before.get(table) + " -> " + after.get(table) + ")")
			.toList();
	}

	private static String inReach(Table table, Reach reach, List<Object> bindings) {
		List<String> any = new ArrayList<>();
		if (table.name().equals(AUDIT)) {
			any.add(table.agencyOfRow() + " = ?");
			bindings.add(reach.actor().value());
		}
		if (reach.wholeAgency()) {
			if (table.agencyOfRow() != null) {
				any.add(table.agencyOfRow() + " = ?");
				bindings.add(reach.agency().value());
			}
			else if (table.workspaceColumn() != null) {
				any.add("`" + table.workspaceColumn() + "` IN (SELECT id FROM workspace WHERE agency_id = ?)");
				bindings.add(reach.agency().value());
			}
		}
		else if (reach.agency() != null) {
			if (table.workspaceColumn() != null) {
				any.add("`" + table.workspaceColumn() + "` IN ("
						+ reach.workspaces().stream().map(workspace -> "?").collect(Collectors.joining(", ")) + ")");
				reach.workspaces().forEach(workspace -> bindings.add(workspace.value()));
			}
			if (table.agencyOfRow() != null) {
				any.add((table.workspaceColumn() == null ? "" : "`" + table.workspaceColumn() + "` IS NULL AND ")
						+ table.agencyOfRow() + " = ?");
				bindings.add(reach.agency().value());
			}
		}
		return any.isEmpty() ? "FALSE" : any.stream().map(part -> "(" + part + ")").collect(Collectors.joining(" OR "));
	}

}
