package app.locus.upgrades;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import app.locus.base.db.EmbeddedMariaDb;
import app.locus.upgrades.Releases.Release;
import app.locus.upgrades.RepresentativeRows.Outcome;
import app.locus.upgrades.RepresentativeRows.Sealed;
import app.locus.upgrades.SchemaShape.Column;
import app.locus.upgrades.SchemaShape.Table;
import app.locus.base.vault.SecretCipher;
import app.locus.base.vault.TestCiphers;
import app.locus.base.vault.SealedSecret;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.MigrationInfo;
import org.jooq.CloseableDSLContext;
import org.jooq.Record;
import org.jooq.impl.DSL;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.jspecify.annotations.Nullable;

/**
 * An upgrade from the previous release (issue 47, DD192): on a MariaDB of its own, the
 * schema of the newest release in {@code db/releases} is built by its migrations, every
 * table gets {@value #ROWS} rows with a value in every column and real sealed secrets,
 * then every migration after it runs, one at a time. A node of the previous release must
 * keep working on the new schema during a rolling upgrade, so nothing it uses may be
 * taken away (expand-then-contract), its rows read as it wrote them, its secrets open,
 * and its inserts, which know only its columns, still work.
 */
class UpgradeFromPreviousReleaseTest {

	private static final int ROWS = 2;

	/**
	 * A migration that changes rows of the previous release on purpose says so in a line
	 * of its own: {@code -- upgrade: rewrites rows of
	 *
	<table>
	 * }.
	 */
	private static final Pattern REWRITES = Pattern.compile("^--\\s*upgrade: rewrites rows of (\\w+)",
			Pattern.MULTILINE);

	/**
	 * Agencies, workspaces, users with two factors, keys, reports, ledger rows,
	 * proposals, campaigns, schedules, alerts, shares and the outbox: issue 47's list,
	 * which every table's rows include.
	 */
	private static final String[] KINDS_THE_ISSUE_NAMES = { "agency", "workspace", "app_user", "user_two_factor",
			"upstream_api_key", "report", "scan_submission", "gbp_proposal", "campaign", "autoscan",
			"client_report_schedule", "alert", "share_link", "mail_outbox" };

	private static final SecretCipher CIPHER = TestCiphers.of(TestCiphers.masterKey());

	private static Path dir;

	private static EmbeddedMariaDb database;

	private static CloseableDSLContext db;

	private static Release release;

	private static SchemaShape released;

	private static SchemaShape head;

	private static List<Sealed> sealed;

	private static Map<String, Map<String, Map<String, String>>> rowsBefore;

	private static final List<String> contractions = new ArrayList<>();

	private static final Set<String> rewritten = new LinkedHashSet<>();

	private static final List<String> migrated = new ArrayList<>();

	@BeforeAll
	static void previousReleaseFilledThenMigratedToTheHead() throws IOException {
		release = Releases.previous();
		dir = Files.createTempDirectory("locus-upgrade-db");
		database = EmbeddedMariaDb.start(dir, "locus_upgrade");
		String url = database.jdbcUrl("locus_upgrade");
		db = DSL.using(url, database.user(), database.password());
		flyway(url, release.lastMigration()).migrate();
		released = SchemaShape.of(db);
		RepresentativeRows rows = new RepresentativeRows(released, CIPHER);
		for (int row = 0; row < ROWS; row++) {
			List<String> refused = failures(rows.insert(db, row));
			if (!refused.isEmpty()) {
				throw new IllegalStateException("The previous release's schema refused a representative row (teach "
						+ "RepresentativeRows the value it needs): " + refused);
			}
		}
		sealed = rows.sealed();
		rowsBefore = StoredRows.read(db, released);

		Contractions taken = new Contractions(release, released);
		Set<String> before = taken.in(released);
		for (MigrationInfo pending : flyway(url, null).info().pending()) {
			flyway(url, pending.getVersion().getVersion()).migrate();
			migrated.add(pending.getScript());
			rewritten.addAll(declaredRewrites(pending.getScript()));
			Set<String> after = taken.in(SchemaShape.of(db));
			after.stream()
				.filter(found -> !before.contains(found))
				.forEach(found -> contractions.add(pending.getScript() + " " + found));
			before.clear();
			before.addAll(after);
		}
		head = SchemaShape.of(db);
	}

	@AfterAll
	static void stopTheDatabase() {
		if (db != null) {
			db.close();
		}
		if (database != null) {
			database.close();
		}
		if (dir != null) {
			try (Stream<Path> paths = Files.walk(dir)) {
				paths.sorted(Comparator.reverseOrder()).forEach(path -> path.toFile().delete());
			}
			catch (IOException | UncheckedIOException ex) {
				System.err.println("Could not delete the upgrade test database in " + dir + ": " + ex.getMessage());
			}
		}
	}

	@Test
	void the_release_record_names_a_migration_that_exists_and_every_table_of_its_schema_got_rows() {
		assertThat(flyway(database.jdbcUrl("locus_upgrade"), null).info().applied())
			.as("migrations applied up to the previous release %s", release.name())
			.anySatisfy(applied -> assertThat(applied.getVersion().getVersion()).isEqualTo(release.lastMigration()));
		assertThat(rowsBefore).as("rows written into the tables of release %s", release.name())
			.containsKeys(KINDS_THE_ISSUE_NAMES)
			.allSatisfy((table, rows) -> assertThat(rows).as(table).hasSize(ROWS));
	}

	@Test
	void no_migration_after_the_previous_release_drops_renames_or_narrows_what_it_uses() {
		assertThat(contractions)
			.as("Migrations after release %s (%s) must only expand: a node of that release still runs on the new "
					+ "schema during a rolling upgrade. Contract later, in a migration after a release recorded with "
					+ "contract-after=<table>.<column> in db/releases (docs/deployment.md, Upgrades)", release.name(),
					migrated)
			.isEmpty();
	}

	@Test
	void every_row_the_previous_release_wrote_is_still_there_as_it_wrote_it() {
		Map<String, Map<String, Map<String, String>>> after = StoredRows.read(db, released.within(head));
		List<String> lost = StoredRows.lost(rowsBefore, after)
			.stream()
			.filter(change -> !rewritten.contains(change.substring(0, change.indexOf(' '))))
			.toList();
		assertThat(lost)
			.as("rows of release %s after %s (a migration that changes them on purpose says "
					+ "'-- upgrade: rewrites rows of <table>')", release.name(), migrated)
			.isEmpty();
	}

	@Test
	void every_secret_the_previous_release_sealed_still_opens() {
		assertThat(sealed).as("sealed secrets written").isNotEmpty();
		List<String> unreadable = new ArrayList<>();
		for (Sealed secret : sealed) {
			try {
				Record stored = db.fetchSingle("SELECT `" + secret.prefix() + "nonce`, `" + secret.prefix()
						+ "ciphertext`, `master_key_version` FROM `" + secret.table() + "` WHERE "
						+ secret.key()
							.keySet()
							.stream()
							.map(column -> "`" + column + "` = ?")
							.collect(Collectors.joining(" AND ")),
						secret.key().values().toArray());
				String clear = CIPHER.open(new SealedSecret(stored.get(0, byte[].class), stored.get(1, byte[].class),
						stored.get(2, String.class)), secret.context(), secret.toString());
				if (!clear.equals(secret.clear())) {
					unreadable.add(secret + " opens to another secret");
				}
			}
			catch (RuntimeException ex) {
				unreadable.add(ex.getMessage());
			}
		}
		assertThat(unreadable).as("secrets of release %s after %s", release.name(), migrated).isEmpty();
	}

	@Test
	void the_previous_release_still_inserts_rows_of_every_table_knowing_only_its_columns() {
		List<String> refused = failures(
				new RepresentativeRows(released.keeping(name -> !release.letsGo(name)), CIPHER).insert(db, ROWS))
			.stream()
			.map(failure -> failure + newColumnsItMustFill(failure.substring(0, failure.indexOf(':'))))
			.toList();
		assertThat(refused)
			.as("inserts of release %s after %s: a new column must be nullable or have a default", release.name(),
					migrated)
			.isEmpty();
	}

	private static String newColumnsItMustFill(String table) {
		Table now = head.tables().get(table);
		Table then = released.tables().get(table);
		if (now == null || then == null) {
			return "";
		}
		List<String> required = now.columns()
			.values()
			.stream()
			.filter(column -> then.column(column.name()).isEmpty() && !column.mayBeLeftOut())
			.map(Column::name)
			.toList();
		return required.isEmpty() ? "" : " (new NOT NULL columns without a default: " + required + ")";
	}

	private static List<String> failures(List<Outcome> outcomes) {
		return outcomes.stream()
			.filter(outcome -> outcome.failure() != null)
			.map(outcome -> outcome.table() + ": " + outcome.failure())
			.toList();
	}

	private static Set<String> declaredRewrites(String script) {
		try (InputStream in = UpgradeFromPreviousReleaseTest.class.getResourceAsStream("/db/migration/" + script)) {
			if (in == null) {
				throw new IllegalStateException("Migration " + script + " is not on the classpath");
			}
			Matcher tables = REWRITES.matcher(new String(in.readAllBytes(), StandardCharsets.UTF_8));
			Set<String> found = new LinkedHashSet<>();
			while (tables.find()) {
				found.add(tables.group(1).toLowerCase(Locale.ROOT));
			}
			return found;
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	private static Flyway flyway(String url, @Nullable String target) {
		var config = Flyway.configure()
			.dataSource(url, database.user(), database.password())
			.locations("classpath:db/migration");
		return (target == null ? config : config.target(target)).load();
	}

}
