package app.locus.badinput;

import static app.locus.db.Tables.AUDIT_EVENT;

import java.lang.reflect.Field;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.db.Tables;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Table;

/**
 * The text a tenant has stored: every text column of every row of its agency and
 * workspace in every table that carries {@code agency_id} or {@code workspace_id} (found
 * in the generated schema, so new tables count without editing this), except the
 * append-only audit trail, which records refusals by design.
 */
final class StoredText {

	private final DSLContext db;

	private final List<Table<?>> tables = new ArrayList<>();

	StoredText(DSLContext db) {
		this.db = db;
		for (Field field : Tables.class.getFields()) {
			try {
				if (field.get(null) instanceof Table<?> table && !table.equals(AUDIT_EVENT)
						&& (table.field("workspace_id") != null || table.field("agency_id") != null)) {
					tables.add(table);
				}
			}
			catch (IllegalAccessException ex) {
				throw new IllegalStateException(ex);
			}
		}
	}

	/** All of it, one line per row, in a stable order. */
	String of(AgencyId agency, WorkspaceId workspace) {
		StringBuilder text = new StringBuilder();
		for (Table<?> table : tables) {
			List<org.jooq.Field<?>> columns = List.of(table.fields())
				.stream()
				.filter(column -> column.getType() == String.class)
				.toList();
			Condition mine = table.field("workspace_id") != null
					? table.field("workspace_id", String.class).eq(workspace.value())
					: table.field("agency_id", String.class).eq(agency.value());
			db.select(columns)
				.from(table)
				.where(mine)
				.orderBy(columns.stream().map(org.jooq.Field::asc).toList())
				.fetch()
				.forEach(row -> text.append(table.getName()).append(": ").append(row.intoList()).append('\n'));
		}
		return text.toString();
	}

}
