package app.locus.backup;

import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tables of the connection's schema, read from {@code information_schema}, so that a
 * table a migration adds is in every backup without anyone listing it. Flyway's history
 * is not among them: a restore writes it by migrating (DD191).
 */
final class SchemaTables {

	static final String FLYWAY_HISTORY = "flyway_schema_history";

	/** Stored as bytes; every other type as MariaDB's text of the value. */
	private static final Set<String> BINARY_TYPES = Set.of("binary", "varbinary", "tinyblob", "blob", "mediumblob",
			"longblob", "geometry", "point", "linestring", "polygon", "multipoint", "multilinestring", "multipolygon",
			"geometrycollection");

	private SchemaTables() {
	}

	/**
	 * Every base table but Flyway's, by name, with its stored (not generated) columns.
	 */
	static List<BackupTable> of(Connection connection) throws SQLException {
		Map<String, List<BackupTable.Column>> columns = new LinkedHashMap<>();
		try (Statement statement = connection.createStatement(); ResultSet rows = statement.executeQuery("""
				SELECT c.TABLE_NAME, c.COLUMN_NAME, c.DATA_TYPE, c.IS_GENERATED
				FROM information_schema.COLUMNS c
				JOIN information_schema.TABLES t
				  ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
				WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
				ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION""")) {
			while (rows.next()) {
				String table = rows.getString(1);
				List<BackupTable.Column> ofTable = columns.computeIfAbsent(table, name -> new ArrayList<>());
				if ("NEVER".equalsIgnoreCase(rows.getString(4))) {
					ofTable.add(new BackupTable.Column(rows.getString(2), BINARY_TYPES.contains(rows.getString(3))));
				}
			}
		}
		columns.remove(FLYWAY_HISTORY);
		return columns.entrySet().stream().map(entry -> new BackupTable(entry.getKey(), entry.getValue(), 0)).toList();
	}

	/** Every table and view of the schema, Flyway's history included. */
	static List<String> everything(Connection connection) throws SQLException {
		List<String> names = new ArrayList<>();
		try (Statement statement = connection.createStatement();
				ResultSet rows = statement.executeQuery(
						"SELECT TABLE_NAME FROM information_schema.TABLES WHERE TABLE_SCHEMA = DATABASE() ORDER BY 1")) {
			while (rows.next()) {
				names.add(rows.getString(1));
			}
		}
		return names;
	}

}
