package app.locus.backup;

import java.util.List;
import java.util.regex.Pattern;

/**
 * One table as a backup holds it: its name, the columns it stores (generated ones are
 * left out) and how many rows.
 */
record BackupTable(String name, List<Column> columns, long rows) {

	private static final Pattern IDENTIFIER = Pattern.compile("[A-Za-z0-9_]{1,64}");

	BackupTable {
		requireIdentifier(name);
		columns.forEach(column -> requireIdentifier(column.name()));
		columns = List.copyOf(columns);
	}

	BackupTable withRows(long count) {
		return new BackupTable(name, columns, count);
	}

	String quotedName() {
		return "`" + name + "`";
	}

	String quotedColumns() {
		return String.join(", ", columns.stream().map(column -> "`" + column.name() + "`").toList());
	}

	/**
	 * A column; a binary one is stored as its bytes, any other as MariaDB's text of its
	 * value.
	 */
	record Column(String name, boolean binary) {
	}

	/**
	 * Names go into SQL as quoted identifiers; a file could carry any name, so only plain
	 * ones (all of Locus's) pass.
	 */
	private static void requireIdentifier(String name) {
		if (!IDENTIFIER.matcher(name).matches()) {
			throw new BackupRefusedException("Not a plain table or column name: " + name);
		}
	}

}
