package app.locus.reports.export;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVPrinter;

/**
 * A CSV file for spreadsheets, written by Apache Commons CSV (RFC 4180, CRLF), as UTF-8
 * with a byte-order mark so Excel reads the accents. Text cells that a spreadsheet would
 * run as a formula (starting with =, +, -, @, tab or carriage return) get a leading
 * apostrophe, which Commons CSV does not do; numbers added as numbers are written as they
 * are, so a negative movement stays a number.
 */
public final class Csv {

	private static final byte[] BOM = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };

	private static final String FORMULA_STARTS = "=+-@\t\r";

	private final StringBuilder text = new StringBuilder();

	private final CSVPrinter printer;

	private final int columns;

	private Csv(String[] headers) {
		this.columns = headers.length;
		try {
			this.printer = CSVFormat.RFC4180.builder().setHeader(headers).get().print(text);
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
	}

	public static Csv withHeaders(String... headers) {
		return new Csv(headers);
	}

	/**
	 * Adds a row: {@link BigDecimal}, {@link Integer} and {@link Long} cells are written
	 * as numbers, everything else as text (null as an empty cell).
	 */
	public Csv row(Object... cells) {
		if (cells.length != columns) {
			throw new IllegalArgumentException("Row has " + cells.length + " cells for " + columns + " columns");
		}
		try {
			printer.printRecord(Arrays.stream(cells).map(Csv::cell));
		}
		catch (IOException ex) {
			throw new UncheckedIOException(ex);
		}
		return this;
	}

	/** The file: BOM, then one CRLF-terminated line per row. */
	public byte[] toBytes() {
		byte[] lines = text.toString().getBytes(StandardCharsets.UTF_8);
		byte[] file = Arrays.copyOf(BOM, BOM.length + lines.length);
		System.arraycopy(lines, 0, file, BOM.length, lines.length);
		return file;
	}

	private static String cell(Object value) {
		if (value instanceof BigDecimal decimal) {
			return decimal.toPlainString();
		}
		if (value instanceof Integer || value instanceof Long) {
			return value.toString();
		}
		return value == null ? null : harmless(value.toString());
	}

	private static String harmless(String text) {
		return !text.isEmpty() && FORMULA_STARTS.indexOf(text.charAt(0)) >= 0 ? "'" + text : text;
	}

}
