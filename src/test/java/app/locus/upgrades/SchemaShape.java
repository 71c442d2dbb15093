package app.locus.upgrades;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.function.Predicate;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;

/**
 * The tables of the connected schema as {@code information_schema} describes them, so a
 * new table or column is seen without editing a list: columns in their order, primary
 * key, foreign keys and the values their CHECK constraints allow.
 */
final class SchemaShape {

	private static final Pattern VALUE_LIST = Pattern
		.compile("`(\\w+)` in \\(('(?:[^']|'')*'(?:\\s*,\\s*'(?:[^']|'')*')*)\\)", Pattern.CASE_INSENSITIVE);

	private static final Pattern JSON_VALID = Pattern.compile("json_valid\\(`(\\w+)`\\)", Pattern.CASE_INSENSITIVE);

	/** One column: its type as declared (COLUMN_TYPE) and what a row may leave out. */
	record Column(String name, String dataType, String columnType, boolean nullable, @Nullable String defaultValue,
			boolean generated, @Nullable Long maxLength, @Nullable Integer precision, @Nullable Integer scale) {

		/** An insert that leaves this column out still works. */
		boolean mayBeLeftOut() {
			return nullable || defaultValue != null || generated;
		}

	}

	/** A foreign key: these columns of a row name those of a row of another table. */
	record ForeignKey(String name, List<String> columns, String referencedTable, List<String> referencedColumns) {

	}

	/**
	 * A table; {@code allowed} holds, per column, the values a CHECK ... IN (...) admits,
	 * and {@code json} the columns that must hold valid JSON.
	 */
	record Table(String name, Map<String, Column> columns, List<String> primaryKey, List<ForeignKey> foreignKeys,
			Map<String, List<String>> allowed, List<String> json) {

		Optional<Column> column(String column) {
			return Optional.ofNullable(columns.get(column));
		}

	}

	private final Map<String, Table> tables;

	private SchemaShape(Map<String, Table> tables) {
		this.tables = Collections.unmodifiableMap(tables);
	}

	Map<String, Table> tables() {
		return tables;
	}

	Table table(String name) {
		Table table = tables.get(name);
		if (table == null) {
			throw new IllegalArgumentException("No table " + name);
		}
		return table;
	}

	/**
	 * This schema without what {@code later} no longer has: the part of it a later schema
	 * still serves.
	 */
	SchemaShape within(SchemaShape later) {
		return keeping(name -> {
			String[] parts = name.split("\\.");
			Table table = later.tables().get(parts[0]);
			return table != null && (parts.length == 1 || table.columns().containsKey(parts[1]));
		});
	}

	/**
	 * This schema with only the tables and columns ({@code table.column}) that
	 * {@code kept} admits, and the foreign keys among them.
	 */
	SchemaShape keeping(Predicate<String> kept) {
		Map<String, Table> left = new TreeMap<>();
		tables.forEach((name, table) -> {
			if (kept.test(name)) {
				Map<String, Column> columns = new LinkedHashMap<>(table.columns());
				columns.keySet().removeIf(column -> !kept.test(name + "." + column));
				List<ForeignKey> keys = table.foreignKeys()
					.stream()
					.filter(key -> kept.test(key.referencedTable()) && columns.keySet().containsAll(key.columns())
							&& key.referencedColumns()
								.stream()
								.allMatch(column -> kept.test(key.referencedTable() + "." + column)))
					.toList();
				left.put(name, new Table(name, Collections.unmodifiableMap(columns), table.primaryKey(), keys,
						table.allowed(), table.json()));
			}
		});
		return new SchemaShape(left);
	}

	static SchemaShape of(DSLContext db) {
		Map<String, Map<String, Column>> columns = new TreeMap<>();
		for (Record row : db
			.fetch("""
					SELECT c.TABLE_NAME, c.COLUMN_NAME, c.DATA_TYPE, c.COLUMN_TYPE, c.IS_NULLABLE, c.COLUMN_DEFAULT,
					       c.IS_GENERATED, c.CHARACTER_MAXIMUM_LENGTH, c.NUMERIC_PRECISION, c.NUMERIC_SCALE, c.DATETIME_PRECISION
					FROM information_schema.COLUMNS c
					JOIN information_schema.TABLES t ON t.TABLE_SCHEMA = c.TABLE_SCHEMA AND t.TABLE_NAME = c.TABLE_NAME
					WHERE c.TABLE_SCHEMA = DATABASE() AND t.TABLE_TYPE = 'BASE TABLE'
					  AND t.TABLE_NAME NOT LIKE 'flyway_schema_history'
					ORDER BY c.TABLE_NAME, c.ORDINAL_POSITION""")) {
			String defaultValue = row.get(5, String.class);
			Column column = new Column(lower(row.get(1, String.class)), lower(row.get(2, String.class)),
					lower(row.get(3, String.class)), "YES".equals(row.get(4, String.class)),
					defaultValue == null || "NULL".equals(defaultValue) ? null : defaultValue,
					!"NEVER".equals(row.get(6, String.class)), row.get(7, Long.class),
					row.get(8) != null ? row.get(8, Integer.class) : row.get(10, Integer.class),
					row.get(9, Integer.class));
			columns.computeIfAbsent(lower(row.get(0, String.class)), any -> new LinkedHashMap<>())
				.put(column.name(), column);
		}
		Map<String, List<String>> primaryKeys = new TreeMap<>();
		Map<String, Map<String, ForeignKey>> foreignKeys = new TreeMap<>();
		for (Record row : db.fetch("""
				SELECT TABLE_NAME, CONSTRAINT_NAME, COLUMN_NAME, REFERENCED_TABLE_NAME, REFERENCED_COLUMN_NAME
				FROM information_schema.KEY_COLUMN_USAGE
				WHERE TABLE_SCHEMA = DATABASE() AND (CONSTRAINT_NAME = 'PRIMARY' OR REFERENCED_TABLE_NAME IS NOT NULL)
				ORDER BY TABLE_NAME, CONSTRAINT_NAME, ORDINAL_POSITION""")) {
			String table = lower(row.get(0, String.class));
			String constraint = row.get(1, String.class);
			String column = lower(row.get(2, String.class));
			if ("PRIMARY".equals(constraint)) {
				primaryKeys.computeIfAbsent(table, any -> new ArrayList<>()).add(column);
				continue;
			}
			ForeignKey key = foreignKeys.computeIfAbsent(table, any -> new LinkedHashMap<>())
				.computeIfAbsent(constraint, name -> new ForeignKey(name, new ArrayList<>(),
						lower(row.get(3, String.class)), new ArrayList<>()));
			key.columns().add(column);
			key.referencedColumns().add(lower(row.get(4, String.class)));
		}
		Map<String, Map<String, List<String>>> allowed = new TreeMap<>();
		Map<String, List<String>> json = new TreeMap<>();
		for (Record row : db.fetch("""
				SELECT TABLE_NAME, CHECK_CLAUSE FROM information_schema.CHECK_CONSTRAINTS
				WHERE CONSTRAINT_SCHEMA = DATABASE() ORDER BY TABLE_NAME, CONSTRAINT_NAME""")) {
			String table = lower(row.get(0, String.class));
			String clause = row.get(1, String.class);
			Matcher values = VALUE_LIST.matcher(clause);
			while (values.find()) {
				allowed.computeIfAbsent(table, any -> new TreeMap<>())
					.putIfAbsent(lower(values.group(1)), quotedValues(values.group(2)));
			}
			Matcher valid = JSON_VALID.matcher(clause);
			while (valid.find()) {
				json.computeIfAbsent(table, any -> new ArrayList<>()).add(lower(valid.group(1)));
			}
		}
		Map<String, Table> tables = new TreeMap<>();
		columns.forEach((name, cols) -> tables.put(name,
				new Table(name, Collections.unmodifiableMap(cols),
						List.copyOf(primaryKeys.getOrDefault(name, List.of())),
						List.copyOf(foreignKeys.getOrDefault(name, Map.of()).values()),
						allowed.getOrDefault(name, Map.of()), List.copyOf(json.getOrDefault(name, List.of())))));
		return new SchemaShape(tables);
	}

	/** The values of a list such as {@code 'A', 'B'}. */
	static List<String> quotedValues(String list) {
		List<String> values = new ArrayList<>();
		Matcher quoted = Pattern.compile("'((?:[^']|'')*)'").matcher(list);
		while (quoted.find()) {
			values.add(quoted.group(1).replace("''", "'"));
		}
		return values;
	}

	private static String lower(String name) {
		return name.toLowerCase(Locale.ROOT);
	}

}
