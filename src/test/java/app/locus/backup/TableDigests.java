package app.locus.backup;

import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.ResultSetMetaData;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A digest of every table's rows (Flyway's history aside), in no particular row order:
 * two schemas with equal digests hold the same rows.
 */
final class TableDigests {

	private TableDigests() {
	}

	/** Table name to its row count and the SHA-256 of its sorted rows. */
	static Map<String, String> of(Connection connection) throws Exception {
		Map<String, String> digests = new TreeMap<>();
		for (String table : tables(connection)) {
			List<String> rows = new ArrayList<>();
			try (Statement statement = connection.createStatement();
					ResultSet result = statement.executeQuery("SELECT * FROM `" + table + "`")) {
				ResultSetMetaData meta = result.getMetaData();
				while (result.next()) {
					StringBuilder row = new StringBuilder();
					for (int i = 1; i <= meta.getColumnCount(); i++) {
						row.append(meta.getColumnName(i)).append('=').append(value(result, meta, i)).append('\u0001');
					}
					rows.add(row.toString());
				}
			}
			rows.sort(null);
			MessageDigest sha = MessageDigest.getInstance("SHA-256");
			rows.forEach(row -> sha.update(row.getBytes(StandardCharsets.UTF_8)));
			digests.put(table, rows.size() + " rows " + HexFormat.of().formatHex(sha.digest()));
		}
		return digests;
	}

	private static String value(ResultSet result, ResultSetMetaData meta, int i) throws SQLException {
		int type = meta.getColumnType(i);
		if (type == Types.BINARY || type == Types.VARBINARY || type == Types.LONGVARBINARY || type == Types.BLOB) {
			byte[] bytes = result.getBytes(i);
			return bytes == null ? "NULL" : "0x" + HexFormat.of().formatHex(bytes);
		}
		String text = result.getString(i);
		return text == null ? "NULL" : "'" + text + "'";
	}

	private static List<String> tables(Connection connection) throws SQLException {
		List<String> names = new ArrayList<>();
		try (Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery("SELECT TABLE_NAME FROM information_schema.TABLES "
						+ "WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME <> 'flyway_schema_history'")) {
			while (rows.next()) {
				names.add(rows.getString(1));
			}
		}
		return names;
	}

}
