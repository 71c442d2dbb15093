package app.locus.backup;

import java.io.PrintStream;
import java.util.Locale;

/**
 * The progress line of a long backup or restore: tables and rows done, at most one line a
 * second, and one when the work is done.
 */
final class Progress {

	private static final long EVERY_NANOS = 1_000_000_000L;

	private final PrintStream out;

	private final String work;

	private final int tables;

	private final long rows;

	private int tablesDone;

	private long rowsDone;

	private long lastLine = System.nanoTime();

	Progress(PrintStream out, String work, int tables, long rows) {
		this.out = out;
		this.work = work;
		this.tables = tables;
		this.rows = rows;
	}

	void row() {
		rowsDone++;
		if ((rowsDone & 1023) == 0 && System.nanoTime() - lastLine >= EVERY_NANOS) {
			line();
		}
	}

	void tableDone() {
		tablesDone++;
		if (tablesDone == tables || System.nanoTime() - lastLine >= EVERY_NANOS) {
			line();
		}
	}

	private void line() {
		lastLine = System.nanoTime();
		out.println(
				String.format(Locale.ROOT, "%s: %d/%d tables, %,d/%,d rows", work, tablesDone, tables, rowsDone, rows));
	}

}
