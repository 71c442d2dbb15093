package app.locus.backup;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.SQLException;
import java.sql.Statement;
import java.sql.Types;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Collectors;

import javax.sql.DataSource;

import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.flywaydb.core.api.MigrationVersion;
import org.flywaydb.core.api.configuration.FluentConfiguration;

/**
 * Loads a {@link BackupReader#verify(Path) verified} backup into an empty database (or,
 * when asked, one whose tables it drops first): migrates to the backup's schema version,
 * loads each table in batches in one transaction with foreign key checks off, then
 * migrates to this version's newest schema (DD191).
 */
final class DatabaseRestore {

	private static final int BATCH = 500;

	private final DataSource dataSource;

	private final String target;

	private final PrintStream out;

	/**
	 * @param target names the database in messages
	 */
	DatabaseRestore(DataSource dataSource, String target, PrintStream out) {
		this.dataSource = dataSource;
		this.target = target;
		this.out = out;
	}

	void restore(Path file, BackupHeader header, boolean replace) throws SQLException, IOException {
		MigrationVersion backupVersion = MigrationVersion.fromVersion(header.schemaVersion());
		requireKnown(backupVersion);
		List<String> present;
		try (Connection connection = dataSource.getConnection()) {
			present = SchemaTables.everything(connection);
		}
		if (!present.isEmpty()) {
			if (!replace) {
				throw new BackupRefusedException("The target, " + target + ", is not empty (" + present.size()
						+ " tables, such as " + present.get(0) + "): restore only into an empty one, or add "
						+ "--replace to drop its tables first");
			}
			drop(present);
		}
		flyway().target(backupVersion).load().migrate();
		Map<String, BackupTable> schema = schema();
		header.tables().forEach(table -> requireInSchema(table, schema));
		clear(schema.values());
		Progress progress = new Progress(out, "Restore", header.tables().size(), header.rows());
		try (BackupReader reader = BackupReader.open(file)) {
			for (BackupTable table : header.tables()) {
				load(reader, table, progress);
				progress.tableDone();
			}
		}
		flyway().load().migrate();
	}

	private FluentConfiguration flyway() {
		return Flyway.configure().dataSource(dataSource).locations("classpath:db/migration");
	}

	/** A backup of a newer Locus than this one cannot be brought to this one's schema. */
	private void requireKnown(MigrationVersion version) {
		MigrationVersion newest = Arrays.stream(flyway().load().info().all())
			.map(MigrationInfo::getVersion)
			.filter(known -> known != null)
			.max(MigrationVersion::compareTo)
			.orElse(MigrationVersion.EMPTY);
		if (version.isNewerThan(newest.getVersion())) {
			throw new BackupRefusedException("The backup has schema version " + version
					+ ", newer than this version of Locus knows (" + newest + "): restore it with a newer Locus");
		}
	}

	private void drop(List<String> names) throws SQLException {
		try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
			statement.execute("SET FOREIGN_KEY_CHECKS = 0");
			try {
				for (String name : names) {
					statement.execute("DROP TABLE IF EXISTS `" + name.replace("`", "``") + "`");
					statement.execute("DROP VIEW IF EXISTS `" + name.replace("`", "``") + "`");
				}
			}
			finally {
				statement.execute("SET FOREIGN_KEY_CHECKS = 1");
			}
		}
	}

	private Map<String, BackupTable> schema() throws SQLException {
		try (Connection connection = dataSource.getConnection()) {
			return SchemaTables.of(connection)
				.stream()
				.collect(Collectors.toMap(BackupTable::name, Function.identity()));
		}
	}

	private void requireInSchema(BackupTable table, Map<String, BackupTable> schema) {
		BackupTable here = schema.get(table.name());
		if (here == null || !here.columns().containsAll(table.columns())) {
			throw new BackupRefusedException("The backup's table " + table.name()
					+ " is not in Locus's schema of the backup's version, or has other columns: not a Locus backup");
		}
	}

	/** Rows that migrations wrote: the backup holds what the tables held. */
	private void clear(Iterable<BackupTable> tables) throws SQLException {
		try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
			statement.execute("SET FOREIGN_KEY_CHECKS = 0");
			try {
				for (BackupTable table : tables) {
					statement.execute("DELETE FROM " + table.quotedName());
				}
			}
			finally {
				statement.execute("SET FOREIGN_KEY_CHECKS = 1");
			}
		}
	}

	private void load(BackupReader reader, BackupTable table, Progress progress) throws SQLException, IOException {
		List<BackupTable.Column> columns = table.columns();
		String insert = "INSERT INTO " + table.quotedName() + " (" + table.quotedColumns() + ") VALUES ("
				+ String.join(", ", columns.stream().map(column -> "?").toList()) + ")";
		try (Connection connection = dataSource.getConnection()) {
			connection.setAutoCommit(false);
			try (Statement settings = connection.createStatement()) {
				settings.execute("SET FOREIGN_KEY_CHECKS = 0");
				try (PreparedStatement statement = connection.prepareStatement(insert)) {
					int batched = 0;
					for (byte[][] values = reader.nextRow(); values != null; values = reader.nextRow()) {
						bind(statement, columns, values);
						statement.addBatch();
						progress.row();
						if (++batched == BATCH) {
							statement.executeBatch();
							batched = 0;
						}
					}
					if (batched > 0) {
						statement.executeBatch();
					}
					connection.commit();
				}
				catch (SQLException | IOException | RuntimeException ex) {
					connection.rollback();
					throw ex;
				}
				finally {
					settings.execute("SET FOREIGN_KEY_CHECKS = 1");
					connection.setAutoCommit(true);
				}
			}
		}
	}

	private static void bind(PreparedStatement statement, List<BackupTable.Column> columns, byte[][] values)
			throws SQLException {
		for (int i = 0; i < values.length; i++) {
			byte[] value = values[i];
			if (value == null) {
				statement.setNull(i + 1, columns.get(i).binary() ? Types.VARBINARY : Types.VARCHAR);
			}
			else if (columns.get(i).binary()) {
				statement.setBytes(i + 1, value);
			}
			else {
				statement.setString(i + 1, new String(value, StandardCharsets.UTF_8));
			}
		}
	}

}
