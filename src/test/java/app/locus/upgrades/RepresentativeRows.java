package app.locus.upgrades;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.time.LocalDateTime;
import java.time.LocalTime;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.upgrades.SchemaShape.Column;
import app.locus.upgrades.SchemaShape.ForeignKey;
import app.locus.upgrades.SchemaShape.Table;
import app.locus.base.vault.SecretCipher;
import app.locus.base.vault.SealedSecret;
import org.jooq.DSLContext;
import org.jooq.exception.DataAccessException;
import org.jspecify.annotations.Nullable;

/**
 * Rows for every table of a schema, as the release of that schema would write them: a
 * value for each of its columns, parents before children, row {@code n} of a table naming
 * row {@code n} of each table its foreign keys point at. Values follow the column's type
 * and the values its CHECK constraints allow; a sealed secret (the columns
 * {@code <name>nonce} and {@code <name>ciphertext} beside the row's
 * {@code master_key_version}, DD033) is sealed for real with the application's cipher.
 */
final class RepresentativeRows {

	private static final String MASTER_KEY_VERSION = "master_key_version";

	private static final LocalDateTime SOME_TIME = LocalDateTime.of(2026, 11, 20, 9, 30, 15, 123_000_000);

	/** A secret sealed into a row: what it was and the context it was sealed with. */
	record Sealed(String table, Map<String, Object> key, String prefix, String clear, String context) {

		@Override
		public String toString() {
			return "the secret in " + table + "." + prefix + "nonce/" + prefix + "ciphertext of row " + key;
		}

	}

	/** What inserting one table's row ended as: null when it worked. */
	record Outcome(String table, @Nullable String failure) {

	}

	private final SchemaShape schema;

	private final SecretCipher cipher;

	private final List<Sealed> sealed = new ArrayList<>();

	private final Map<String, Map<Integer, Map<String, Object>>> made = new HashMap<>();

	RepresentativeRows(SchemaShape schema, SecretCipher cipher) {
		this.schema = schema;
		this.cipher = cipher;
	}

	/** Every secret sealed so far. */
	List<Sealed> sealed() {
		return List.copyOf(sealed);
	}

	/**
	 * Inserts row {@code row} of every table of this schema (its columns only) into
	 * {@code db}, whose tables may by now have more columns, parents first. A table whose
	 * parent refused its row is tried without its foreign keys checked, so that each
	 * table is judged on its own columns.
	 */
	List<Outcome> insert(DSLContext db, int row) {
		List<Outcome> outcomes = new ArrayList<>();
		Set<String> refused = new LinkedHashSet<>();
		for (Table table : parentsFirst()) {
			List<String> refusedParents = table.foreignKeys()
				.stream()
				.map(ForeignKey::referencedTable)
				.filter(refused::contains)
				.distinct()
				.toList();
			Map<String, Object> values = values(table, row);
			String sql = "INSERT INTO `" + table.name() + "` ("
					+ values.keySet().stream().map(column -> "`" + column + "`").collect(Collectors.joining(", "))
					+ ") VALUES (" + values.keySet().stream().map(column -> "?").collect(Collectors.joining(", "))
					+ ")";
			try {
				if (refusedParents.isEmpty()) {
					db.execute(sql, values.values().toArray());
				}
				else {
					withoutForeignKeyChecks(db, () -> db.execute(sql, values.values().toArray()));
				}
				outcomes.add(new Outcome(table.name(), null));
			}
			catch (DataAccessException ex) {
				refused.add(table.name());
				outcomes.add(new Outcome(table.name(),
						Objects.requireNonNullElse(ex.getCause(), ex).getMessage()
								+ (refusedParents.isEmpty() ? "" : " (tried without foreign key checks: its parent "
										+ refusedParents + " refused its row)")));
			}
		}
		return outcomes;
	}

	/** {@code db} must hold one connection: the setting is the session's. */
	private static void withoutForeignKeyChecks(DSLContext db, Runnable insert) {
		db.execute("SET foreign_key_checks = 0");
		try {
			insert.run();
		}
		finally {
			db.execute("SET foreign_key_checks = 1");
		}
	}

	/** Every table, each after the tables its foreign keys point at. */
	List<Table> parentsFirst() {
		List<Table> ordered = new ArrayList<>();
		Set<String> placed = new LinkedHashSet<>();
		for (Table table : schema.tables().values()) {
			place(table, placed, new LinkedHashSet<>(), ordered);
		}
		return ordered;
	}

	private void place(Table table, Set<String> placed, Set<String> visiting, List<Table> ordered) {
		if (placed.contains(table.name())) {
			return;
		}
		if (!visiting.add(table.name())) {
			throw new IllegalStateException("Foreign keys in a circle: " + visiting + " -> " + table.name()
					+ "; RepresentativeRows fills parents first and needs a table to break it");
		}
		for (ForeignKey key : table.foreignKeys()) {
			if (!key.referencedTable().equals(table.name())) {
				place(schema.table(key.referencedTable()), placed, visiting, ordered);
			}
		}
		visiting.remove(table.name());
		placed.add(table.name());
		ordered.add(table);
	}

	private Map<String, Object> values(Table table, int row) {
		Map<String, Object> values = new LinkedHashMap<>();
		for (Column column : table.columns().values()) {
			if (!column.generated()) {
				values.put(column.name(), value(table, column, row));
			}
		}
		for (ForeignKey key : table.foreignKeys()) {
			Map<String, Object> parent = key.referencedTable().equals(table.name()) ? values
					: made.get(key.referencedTable()).get(row);
			for (int i = 0; i < key.columns().size(); i++) {
				values.put(key.columns().get(i), parent.get(key.referencedColumns().get(i)));
			}
		}
		sealSecrets(table, row, values);
		made.computeIfAbsent(table.name(), any -> new HashMap<>()).put(row, values);
		return values;
	}

	private void sealSecrets(Table table, int row, Map<String, Object> values) {
		if (table.column(MASTER_KEY_VERSION).isEmpty()) {
			return;
		}
		List<String> prefixes = table.columns()
			.keySet()
			.stream()
			.filter(column -> column.endsWith("nonce"))
			.map(column -> column.substring(0, column.length() - "nonce".length()))
			.filter(prefix -> table.columns().containsKey(prefix + "ciphertext"))
			.toList();
		if (prefixes.isEmpty()) {
			throw new IllegalStateException(table.name() + " has " + MASTER_KEY_VERSION
					+ " but no <name>nonce and <name>ciphertext columns: tell RepresentativeRows how it stores its secret");
		}
		Map<String, Object> key = new LinkedHashMap<>();
		table.primaryKey().forEach(column -> key.put(column, values.get(column)));
		for (String prefix : prefixes) {
			String clear = "sk_upgrade_" + prefix + table.name() + "_" + row;
			String context = "locus/upgrade-test/v1\0" + table.name() + "\0" + prefix + "\0" + key.values();
			SealedSecret secret = cipher.seal(clear, context);
			values.put(prefix + "nonce", secret.nonce());
			values.put(prefix + "ciphertext", secret.ciphertext());
			values.put(MASTER_KEY_VERSION, secret.masterKeyVersion());
			sealed.add(new Sealed(table.name(), key, prefix, clear, context));
		}
	}

	private static Object value(Table table, Column column, int row) {
		List<String> allowed = table.allowed().get(column.name());
		if (allowed != null && !allowed.isEmpty()) {
			return allowed.get(row % allowed.size());
		}
		if (table.json().contains(column.name())) {
			return "{\"row\": " + row + ", \"of\": \"" + table.name() + "\"}";
		}
		String where = table.name() + "." + column.name();
		return switch (column.dataType()) {
			case "char", "varchar" -> text(where, row, column.maxLength());
			case "tinytext", "text", "mediumtext", "longtext" -> text(where, row, null);
			case "tinyint" -> column.columnType().startsWith("tinyint(1)") ? row % 2 == 0 : row + 1;
			case "smallint", "mediumint", "int", "bigint" -> (long) row + 1;
			case "decimal" ->
				Objects.requireNonNullElse(column.precision(), 10) - Objects.requireNonNullElse(column.scale(), 0) > 0
						? BigDecimal.valueOf(row + 1) : new BigDecimal("0.5");
			case "float", "double" -> row + 1.5;
			case "datetime", "timestamp" -> SOME_TIME.plusDays(row);
			case "date" -> SOME_TIME.toLocalDate().plusDays(row);
			case "time" -> LocalTime.of(9, 30, row);
			case "year" -> 2026 + row;
			case "bit" -> row % 2 == 0;
			case "binary", "varbinary", "tinyblob", "blob", "mediumblob", "longblob" -> Arrays
				.copyOf(digest(where + row), (int) Math.min(16, Objects.requireNonNullElse(column.maxLength(), 16L)));
			case "enum", "set" -> {
				List<String> values = SchemaShape.quotedValues(column.columnType());
				yield values.get(row % values.size());
			}
			default -> throw new IllegalStateException(
					"RepresentativeRows has no value for " + where + " of type " + column.columnType() + ": add one");
		};
	}

	/** A text naming its column and row, or a digest of that when it does not fit. */
	private static String text(String where, int row, @Nullable Long maxLength) {
		String text = where + " row " + row;
		if (maxLength == null || text.length() <= maxLength) {
			return text;
		}
		String hex = HexFormat.of().formatHex(digest(text));
		return hex.substring(0, (int) Math.min(hex.length(), maxLength));
	}

	private static byte[] digest(String text) {
		try {
			return MessageDigest.getInstance("SHA-256").digest(text.getBytes(StandardCharsets.UTF_8));
		}
		catch (NoSuchAlgorithmException ex) {
			throw new IllegalStateException("SHA-256 is part of every JRE", ex);
		}
	}

}
