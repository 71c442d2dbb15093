package app.locus.backup;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.util.ArrayList;
import java.util.List;

import javax.sql.DataSource;

import app.locus.base.vault.SecretCipher;
import org.flywaydb.core.api.MigrationVersion;
import org.jspecify.annotations.Nullable;

/**
 * Writes a backup of the whole schema from one consistent InnoDB snapshot while the
 * portal goes on writing (DD191): row counts and rows are read in the same read-only
 * transaction, each table streamed, never held whole in memory.
 */
final class DatabaseBackup {

	private static final int FETCH_SIZE = 1_000;

	private final DataSource dataSource;

	private final SecretCipher cipher;

	private final Clock clock;

	private final PrintStream out;

	DatabaseBackup(DataSource dataSource, SecretCipher cipher, Clock clock, PrintStream out) {
		this.dataSource = dataSource;
		this.cipher = cipher;
		this.clock = clock;
		this.out = out;
	}

	/** Writes the backup to {@code file} (replacing one there once it is complete). */
	BackupHeader write(Path file) throws SQLException, IOException {
		try (Connection connection = dataSource.getConnection(); Statement statement = connection.createStatement()) {
			statement.execute("SET SESSION TRANSACTION ISOLATION LEVEL REPEATABLE READ");
			statement.execute("START TRANSACTION WITH CONSISTENT SNAPSHOT, READ ONLY");
			try {
				BackupHeader header = new BackupHeader(schemaVersion(statement), clock.instant(), KeyCheck.seal(cipher),
						counted(statement, SchemaTables.of(connection)));
				try (BackupWriter writer = BackupWriter.create(file)) {
					writer.header(header);
					Progress progress = new Progress(out, "Backup", header.tables().size(), header.rows());
					for (BackupTable table : header.tables()) {
						rows(connection, table, writer, progress);
						progress.tableDone();
					}
					writer.finish();
				}
				return header;
			}
			finally {
				statement.execute("COMMIT");
			}
		}
	}

	private static String schemaVersion(Statement statement) throws SQLException {
		MigrationVersion newest = null;
		try (ResultSet rows = statement.executeQuery(
				"SELECT version FROM " + SchemaTables.FLYWAY_HISTORY + " WHERE success = 1 AND version IS NOT NULL")) {
			while (rows.next()) {
				MigrationVersion version = MigrationVersion.fromVersion(rows.getString(1));
				if (newest == null || version.isNewerThan(newest.getVersion())) {
					newest = version;
				}
			}
		}
		catch (SQLException ex) {
			throw new BackupRefusedException(
					"The database holds no Locus schema (no Flyway history): " + ex.getMessage(), ex);
		}
		if (newest == null) {
			throw new BackupRefusedException("The database holds no Locus schema (no migration applied)");
		}
		return newest.getVersion();
	}

	private static List<BackupTable> counted(Statement statement, List<BackupTable> tables) throws SQLException {
		List<BackupTable> counted = new ArrayList<>(tables.size());
		for (BackupTable table : tables) {
			try (ResultSet count = statement.executeQuery("SELECT COUNT(*) FROM " + table.quotedName())) {
				count.next();
				counted.add(table.withRows(count.getLong(1)));
			}
		}
		return counted;
	}

	private static void rows(Connection connection, BackupTable table, BackupWriter writer, Progress progress)
			throws SQLException, IOException {
		List<BackupTable.Column> columns = table.columns();
		long written = 0;
		try (Statement statement = connection.createStatement()) {
			statement.setFetchSize(FETCH_SIZE);
			try (ResultSet rows = statement
				.executeQuery("SELECT " + table.quotedColumns() + " FROM " + table.quotedName())) {
				byte[][] values = new byte[columns.size()][];
				while (rows.next()) {
					for (int i = 0; i < values.length; i++) {
						values[i] = columns.get(i).binary() ? rows.getBytes(i + 1) : text(rows.getString(i + 1));
					}
					writer.row(values);
					written++;
					progress.row();
				}
			}
		}
		if (written != table.rows()) {
			throw new IllegalStateException("Table " + table.name() + " gave " + written + " rows where it counted "
					+ table.rows() + " in the same snapshot; is it an InnoDB table?");
		}
		writer.endOfTable();
	}

	private static byte @Nullable [] text(@Nullable String value) {
		return value == null ? null : value.getBytes(StandardCharsets.UTF_8);
	}

}
