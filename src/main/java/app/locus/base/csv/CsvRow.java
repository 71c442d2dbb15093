package app.locus.base.csv;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

import org.jspecify.annotations.Nullable;

/**
 * One row of an uploaded CSV file: its line number in the file (the header is line 1) and
 * its cells by lower-cased column name.
 */
public record CsvRow(long line, Map<String, String> cells, int extraCells) {

	public CsvRow {
		cells = Collections.unmodifiableMap(new LinkedHashMap<>(cells));
	}

	/** The cell, trimmed; null when the row has no such cell or it is blank. */
	public @Nullable String get(String column) {
		String cell = cells.get(column);
		return cell == null || cell.isBlank() ? null : cell.strip();
	}

	/** The row as the person wrote it, for a preview. */
	public String shown() {
		return String.join(", ", cells.values().stream().map(String::strip).filter(cell -> !cell.isEmpty()).toList());
	}

}
