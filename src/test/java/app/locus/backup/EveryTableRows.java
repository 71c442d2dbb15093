package app.locus.backup;

import java.nio.charset.StandardCharsets;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Rows for every table of a schema, made from what {@code information_schema} says of its
 * columns and check constraints, so that a table a migration adds gets rows too. Row
 * {@code n} differs from row {@code m} in every free text, number and date; an even row
 * leaves every nullable column NULL where the table's checks allow it. Foreign keys are
 * not followed (their checks are off).
 */
final class EveryTableRows {

	private final Map<String, List<ColumnInfo>> tables;

	private EveryTableRows(Map<String, List<ColumnInfo>> tables) {
		this.tables = tables;
	}

	static EveryTableRows of(Connection connection) throws SQLException {
		Map<String, String> checks = new LinkedHashMap<>();
		try (Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT TABLE_NAME, CHECK_CLAUSE FROM "
						+ "information_schema.CHECK_CONSTRAINTS WHERE CONSTRAINT_SCHEMA = DATABASE()")) {
			while (rows.next()) {
				checks.merge(rows.getString(1), rows.getString(2), (a, b) -> a + " AND " + b);
			}
		}
		Map<String, List<ColumnInfo>> tables = new LinkedHashMap<>();
		try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("""
				SELECT c.TABLE_NAME, c.COLUMN_NAME, c.DATA_TYPE, c.COLUMN_TYPE, c.CHARACTER_MAXIMUM_LENGTH,
				       c.IS_NULLABLE, c.NUMERIC_SCALE
				FROM information_schema.COLUMNS c JOIN information_schema.TABLES t
				  ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
				WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE' AND c.IS_GENERATED = 'NEVER'
				  AND c.TABLE_NAME <> 'flyway_schema_history'
				ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION""")) {
			while (rows.next()) {
				String table = rows.getString(1);
				long length = rows.getLong(5);
				tables.computeIfAbsent(table, name -> new ArrayList<>())
					.add(new ColumnInfo(rows.getString(2), rows.getString(3).toLowerCase(Locale.ROOT),
							rows.getString(4).toLowerCase(Locale.ROOT), rows.wasNull() ? 0 : length,
							"YES".equals(rows.getString(6)), rows.getInt(7), checks.getOrDefault(table, "")));
			}
		}
		return new EveryTableRows(tables);
	}

	List<String> tables() {
		return List.copyOf(tables.keySet());
	}

	/** Inserts row {@code n} into every table. */
	void insertIntoEveryTable(Connection connection, int n) throws SQLException {
		for (String table : tables.keySet()) {
			insert(connection, table, n);
		}
	}

	void insert(Connection connection, String table, int n) throws SQLException {
		try {
			insert(connection, table, n, n % 2 == 0);
		}
		catch (SQLException ex) {
			if (!ex.getMessage().contains("CONSTRAINT")) {
				throw ex;
			}
			// a check that ties a NULL to another column's value: this row fills them all
			insert(connection, table, n, false);
		}
	}

	private void insert(Connection connection, String table, int n, boolean nulls) throws SQLException {
		List<ColumnInfo> columns = tables.get(table);
		StringBuilder names = new StringBuilder();
		StringBuilder marks = new StringBuilder();
		List<Object> values = new ArrayList<>();
		for (ColumnInfo column : columns) {
			names.append(names.isEmpty() ? "" : ", ").append('`').append(column.name()).append('`');
			marks.append(marks.isEmpty() ? "" : ", ");
			if (nulls && column.nullable()) {
				marks.append("NULL");
			}
			else if (column.spatial()) {
				marks.append("ST_GeomFromText('POINT(").append(n).append(" 2)')");
			}
			else {
				marks.append('?');
				values.add(column.value(n));
			}
		}
		try (Statement off = connection.createStatement()) {
			off.execute("SET FOREIGN_KEY_CHECKS = 0");
		}
		String sql = "INSERT INTO `" + table + "` (" + names + ") VALUES (" + marks + ")";
		try (PreparedStatement insert = connection.prepareStatement(sql)) {
			for (int i = 0; i < values.size(); i++) {
				insert.setObject(i + 1, values.get(i));
			}
			insert.executeUpdate();
		}
		catch (SQLException ex) {
			throw new SQLException(sql + " with " + values + ": " + ex.getMessage(), ex);
		}
	}

	private record ColumnInfo(String name, String type, String columnType, long length, boolean nullable, int scale,
			String checks) {

		boolean spatial() {
			return List.of("geometry", "point", "linestring", "polygon").contains(type);
		}

		Object value(int n) {
			String literal = literal();
			if (literal != null) {
				return literal;
			}
			if (checks.toLowerCase(Locale.ROOT).contains("json_valid(`" + name.toLowerCase(Locale.ROOT) + "`)")
					|| "json".equals(type)) {
				return "{\"n\": " + n + ", \"text\": \"ü€ \\\" '\"}";
			}
			return switch (type) {
				case "char", "varchar", "tinytext", "text", "mediumtext", "longtext" ->
					cut("r" + n + "-" + name + "-ü€'\"\\\n\t" + "x".repeat(40));
				case "enum", "set" -> firstQuoted(columnType);
				case "tinyint" -> n % 2;
				case "smallint", "mediumint", "int", "bigint" -> n;
				case "decimal" -> scale > 0 ? n + ".5" : Integer.toString(n);
				case "float", "double" -> n + 0.25;
				case "date" -> "2026-01-%02d".formatted(n % 28 + 1);
				case "datetime", "timestamp" -> "2026-01-%02d 10:11:12.123456".formatted(n % 28 + 1);
				case "time" -> "10:11:%02d".formatted(n % 60);
				case "year" -> 2026;
				case "binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob" -> binary(n);
				default -> throw new IllegalStateException("No test value for a column of type " + columnType);
			};
		}

		/**
		 * The value a check constraint allows: {@code `name` IN ('A', ...)} or
		 * {@code = 'A'}.
		 */
		private String literal() {
			Matcher matcher = Pattern
				.compile("`" + Pattern.quote(name) + "`\\s*(?:in\\s*\\(|=)\\s*'([^']*)'", Pattern.CASE_INSENSITIVE)
				.matcher(checks);
			return matcher.find() ? matcher.group(1) : null;
		}

		private String cut(String text) {
			return length > 0 && text.length() > length ? text.substring(0, (int) length) : text;
		}

		private byte[] binary(int n) {
			byte[] bytes = ("\0" + n + "\u00ff-bytes-" + "y".repeat(40)).getBytes(StandardCharsets.ISO_8859_1);
			int size = length > 0 ? (int) Math.min(length, bytes.length) : bytes.length;
			byte[] cut = new byte[size];
			System.arraycopy(bytes, 0, cut, 0, size);
			return cut;
		}

		private static String firstQuoted(String text) {
			Matcher matcher = Pattern.compile("'([^']*)'").matcher(text);
			if (!matcher.find()) {
				throw new IllegalStateException("No value in " + text);
			}
			return matcher.group(1);
		}

	}

}
