package app.locus.upgrades;

import java.math.BigDecimal;
import java.sql.Timestamp;
import java.time.temporal.TemporalAccessor;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Collectors;

import app.locus.upgrades.SchemaShape.Table;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;

/**
 * The rows of every table of a schema, read through that schema's columns only (as its
 * release reads them), each cell as a text that a widened type reads the same: numbers
 * without trailing zeros, times as values, bytes in hex. Keyed by table, then by the
 * row's primary key.
 */
final class StoredRows {

	private StoredRows() {
	}

	static Map<String, Map<String, Map<String, String>>> read(DSLContext db, SchemaShape schema) {
		Map<String, Map<String, Map<String, String>>> tables = new TreeMap<>();
		for (Table table : schema.tables().values()) {
			List<String> columns = new ArrayList<>(table.columns().keySet());
			List<String> key = table.primaryKey().isEmpty() ? columns : table.primaryKey();
			Map<String, Map<String, String>> rows = new TreeMap<>();
			for (Record record : db
				.fetch("SELECT " + columns.stream().map(c -> "`" + c + "`").collect(Collectors.joining(", "))
						+ " FROM `" + table.name() + "`")) {
				Map<String, String> row = new LinkedHashMap<>();
				columns.forEach(column -> row.put(column, text(record.get(column))));
				rows.put(key.stream().map(row::get).collect(Collectors.joining(" / ")), row);
			}
			tables.put(table.name(), rows);
		}
		return tables;
	}

	/**
	 * What differs: rows gone, and cells whose text changed, one line each. Tables and
	 * columns that {@code after} does not read (gone from the schema) are not compared.
	 */
	static List<String> lost(Map<String, Map<String, Map<String, String>>> before,
			Map<String, Map<String, Map<String, String>>> after) {
		List<String> lost = new ArrayList<>();
		before.forEach((table, rows) -> rows.forEach((key, row) -> {
			if (!after.containsKey(table)) {
				return;
			}
			Map<String, String> now = after.get(table).get(key);
			if (now == null) {
				lost.add(table + " row " + key + " is gone");
				return;
			}
			row.forEach((column, value) -> {
				if (now.containsKey(column) && !value.equals(now.get(column))) {
					lost.add(table + " row " + key + ": " + column + " was " + value + ", is " + now.get(column));
				}
			});
		}));
		return lost;
	}

	private static String text(@Nullable Object value) {
		if (value == null) {
			return "NULL";
		}
		if (value instanceof byte[] bytes) {
			return "0x" + HexFormat.of().formatHex(bytes);
		}
		if (value instanceof Boolean bool) {
			return bool ? "1" : "0";
		}
		if (value instanceof Number number) {
			return new BigDecimal(number.toString()).stripTrailingZeros().toPlainString();
		}
		if (value instanceof Timestamp timestamp) {
			return timestamp.toLocalDateTime().toString();
		}
		if (value instanceof TemporalAccessor || value instanceof java.util.Date) {
			return value.toString();
		}
		return "'" + value + "'";
	}

}
