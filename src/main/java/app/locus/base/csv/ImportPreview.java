package app.locus.base.csv;

import app.locus.base.Counted;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Predicate;

import org.jspecify.annotations.Nullable;

/**
 * What an import would do with each row of a file, before anything is saved: added, a
 * duplicate (already saved, or repeated earlier in the file) or invalid with its reason.
 *
 * @param <T> the checked value a row that will be added carries
 */
public record ImportPreview<T>(List<Row<T>> rows) {

	public ImportPreview {
		rows = List.copyOf(rows);
	}

	public enum Status {

		NEW("Will be added"), SAVED("Duplicate: already saved"), REPEATED("Duplicate: repeated in the file"),
		INVALID("Invalid");

		private final String label;

		Status(String label) {
			this.label = label;
		}

		public String label() {
			return label;
		}

	}

	/**
	 * One row of the file: its line, its cells as written, what the import does with it.
	 */
	public record Row<T>(long line, String shown, Status status, @Nullable String reason, @Nullable T value) {

		/** "Will be added", "Duplicate: …" or "Invalid: <reason>". */
		public String outcome() {
			return reason == null ? status.label() : status.label() + ": " + reason;
		}

	}

	public long count(Status status) {
		return rows.stream().filter(row -> row.status() == status).count();
	}

	public long duplicates() {
		return count(Status.SAVED) + count(Status.REPEATED);
	}

	/** The values of the rows that will be added, in file order. */
	public List<T> toAdd() {
		return rows.stream()
			.filter(row -> row.status() == Status.NEW)
			.map(Row::value)
			.filter(Objects::nonNull)
			.toList();
	}

	/** "3 will be added · 2 duplicates · 1 invalid". */
	public String summary() {
		return count(Status.NEW) + " will be added · " + Counted.of(duplicates(), "duplicate", "duplicates") + " · "
				+ count(Status.INVALID) + " invalid";
	}

	/**
	 * Sorts rows as they are read: a row whose key was seen earlier in the file is
	 * repeated, one whose key is already saved is a duplicate, the rest are added.
	 */
	public static final class Builder<T> {

		static final String SPLIT = "The row has more cells than the first line has columns; "
				+ "put a value that contains a comma in double quotes.";

		private final List<Row<T>> rows = new ArrayList<>();

		private final Set<String> seen = new HashSet<>();

		private final Predicate<String> saved;

		public Builder(Predicate<String> saved) {
			this.saved = saved;
		}

		/**
		 * A row whose values passed their checks; still invalid when it has more cells
		 * than the header, as a value was then cut at an unquoted comma.
		 */
		public Builder<T> valid(CsvRow row, String key, T value) {
			if (row.extraCells() > 0) {
				return invalid(row, SPLIT);
			}
			Status status = !seen.add(key) ? Status.REPEATED : saved.test(key) ? Status.SAVED : Status.NEW;
			rows.add(new Row<>(row.line(), row.shown(), status, null, status == Status.NEW ? value : null));
			return this;
		}

		public Builder<T> invalid(CsvRow row, String reason) {
			rows.add(new Row<>(row.line(), row.shown(), Status.INVALID, reason, null));
			return this;
		}

		public ImportPreview<T> build() {
			return new ImportPreview<>(rows);
		}

	}

}
