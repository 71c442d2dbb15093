package app.locus.base.vault;

import java.util.Arrays;
import java.util.List;
import java.util.Locale;

/** A column of the schema that holds sealed values or the key version they carry. */
public record SealedColumn(String table, String column) {

	public SealedColumn {
		table = table.toLowerCase(Locale.ROOT);
		column = column.toLowerCase(Locale.ROOT);
	}

	/** The named columns of one table. */
	public static List<SealedColumn> of(String table, String... columns) {
		return Arrays.stream(columns).map(column -> new SealedColumn(table, column)).toList();
	}

	@Override
	public String toString() {
		return table + "." + column;
	}

}
