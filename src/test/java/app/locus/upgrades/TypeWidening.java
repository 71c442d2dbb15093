package app.locus.upgrades;

import java.util.List;
import java.util.Objects;

import app.locus.upgrades.SchemaShape.Column;

/**
 * Whether a column's new type still holds every value of its old one, so that the
 * previous release reads and writes it as before: a longer string, a wider integer, more
 * digits, more fractional seconds, more enum values. Anything else is a narrowing.
 */
final class TypeWidening {

	private static final List<String> INTEGERS = List.of("tinyint", "smallint", "mediumint", "int", "bigint");

	private static final List<String> TEXTS = List.of("tinytext", "text", "mediumtext", "longtext");

	private static final List<String> BLOBS = List.of("tinyblob", "blob", "mediumblob", "longblob");

	private TypeWidening() {
	}

	static boolean holds(Column old, Column now) {
		if (old.columnType().equals(now.columnType())) {
			return true;
		}
		String from = old.dataType();
		String to = now.dataType();
		if (from.equals("tinyint") && old.columnType().startsWith("tinyint(1)")) {
			return INTEGERS.contains(to) && signedness(old, now);
		}
		if (INTEGERS.contains(from) && INTEGERS.contains(to)) {
			return INTEGERS.indexOf(to) >= INTEGERS.indexOf(from) && signedness(old, now);
		}
		if ((from.equals("char") || from.equals("varchar")) && (to.equals("varchar") || to.equals("char"))) {
			return longEnough(old, now);
		}
		if ((from.equals("char") || from.equals("varchar")) && TEXTS.contains(to)
				|| TEXTS.contains(from) && TEXTS.contains(to)) {
			return longEnough(old, now);
		}
		if (from.equals("varbinary") && (to.equals("varbinary") || BLOBS.contains(to))
				|| BLOBS.contains(from) && BLOBS.contains(to)) {
			return longEnough(old, now);
		}
		if (from.equals("decimal") && to.equals("decimal")) {
			return scale(now) >= scale(old) && precision(now) - scale(now) >= precision(old) - scale(old);
		}
		if (from.equals("float") && to.equals("double")) {
			return true;
		}
		if (List.of("datetime", "timestamp", "time").contains(from) && from.equals(to)) {
			return precision(now) >= precision(old);
		}
		if ((from.equals("enum") || from.equals("set")) && from.equals(to)) {
			return SchemaShape.quotedValues(now.columnType()).containsAll(SchemaShape.quotedValues(old.columnType()));
		}
		return false;
	}

	private static boolean signedness(Column old, Column now) {
		return old.columnType().contains("unsigned") == now.columnType().contains("unsigned");
	}

	private static boolean longEnough(Column old, Column now) {
		return Objects.requireNonNullElse(now.maxLength(), 0L) >= Objects.requireNonNullElse(old.maxLength(), 0L);
	}

	private static int precision(Column column) {
		return Objects.requireNonNullElse(column.precision(), 0);
	}

	private static int scale(Column column) {
		return Objects.requireNonNullElse(column.scale(), 0);
	}

}
