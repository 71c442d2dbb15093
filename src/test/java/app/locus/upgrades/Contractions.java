package app.locus.upgrades;

import java.util.LinkedHashSet;
import java.util.Set;

import app.locus.upgrades.Releases.Release;
import app.locus.upgrades.SchemaShape.Column;
import app.locus.upgrades.SchemaShape.Table;

/**
 * What a schema has taken away that a node of the previous release still uses, in the
 * words of a failure: a table or column gone (dropped or renamed), a narrower type, a
 * column that became NOT NULL or lost the default its inserts rely on. What the release
 * record lets go ({@code contract-after}) is not counted.
 */
final class Contractions {

	private final Release release;

	private final SchemaShape released;

	Contractions(Release release, SchemaShape released) {
		this.release = release;
		this.released = released;
	}

	Set<String> in(SchemaShape now) {
		Set<String> found = new LinkedHashSet<>();
		for (Table table : released.tables().values()) {
			Table current = now.tables().get(table.name());
			if (current == null) {
				if (!release.letsGo(table.name())) {
					found.add("drops or renames table " + table.name());
				}
				continue;
			}
			for (Column column : table.columns().values()) {
				String name = table.name() + "." + column.name();
				if (release.letsGo(name)) {
					continue;
				}
				current.column(column.name()).ifPresentOrElse(after -> {
					if (!TypeWidening.holds(column, after)) {
						found.add("narrows column " + name + " from " + column.columnType() + " to "
								+ after.columnType());
					}
					if (column.nullable() && !after.nullable()) {
						found.add("makes column " + name + " NOT NULL");
					}
					else if (column.mayBeLeftOut() && !after.mayBeLeftOut()) {
						found.add("takes away the default of column " + name);
					}
				}, () -> found.add("drops or renames column " + name));
			}
		}
		return found;
	}

}
