package app.locus.reports.export;

import java.io.ByteArrayOutputStream;
import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A CSV file for spreadsheets (RFC 4180, CRLF, UTF-8 with a byte-order mark so Excel
 * reads the accents). Text cells that a spreadsheet would run as a formula (starting with
 * =, +, -, @, tab or carriage return) get a leading apostrophe; numbers added as numbers
 * are written as they are, so a negative movement stays a number.
 */
public final class Csv {

	private static final byte[] BOM = { (byte) 0xEF, (byte) 0xBB, (byte) 0xBF };

	private final List<String> lines = new ArrayList<>();

	private final int columns;

	private Csv(List<String> headers) {
		this.columns = headers.size();
		lines.add(line(headers.toArray()));
	}

	public static Csv withHeaders(String... headers) {
		return new Csv(Arrays.asList(headers));
	}

	/**
	 * Adds a row: {@link BigDecimal}, {@link Integer} and {@link Long} cells are written
	 * as numbers, everything else as text (null as an empty cell).
	 */
	public Csv row(Object... cells) {
		if (cells.length != columns) {
			throw new IllegalArgumentException("Row has " + cells.length + " cells for " + columns + " columns");
		}
		lines.add(line(cells));
		return this;
	}

	/** The file: BOM, then one CRLF-terminated line per row. */
	public byte[] toBytes() {
		ByteArrayOutputStream out = new ByteArrayOutputStream();
		out.writeBytes(BOM);
		for (String line : lines) {
			out.writeBytes(line.getBytes(StandardCharsets.UTF_8));
			out.writeBytes(new byte[] { '\r', '\n' });
		}
		return out.toByteArray();
	}

	/** One text cell as it is written, escaped and quoted where needed. */
	static String textCell(String value) {
		if (value == null || value.isEmpty()) {
			return "";
		}
		String safe = startsLikeFormula(value) ? "'" + value : value;
		boolean quote = safe.indexOf(',') >= 0 || safe.indexOf('"') >= 0 || safe.indexOf('\n') >= 0
				|| safe.indexOf('\r') >= 0 || !safe.equals(safe.strip());
		return quote ? '"' + safe.replace("\"", "\"\"") + '"' : safe;
	}

	private static boolean startsLikeFormula(String value) {
		char first = value.charAt(0);
		return first == '=' || first == '+' || first == '-' || first == '@' || first == '\t' || first == '\r';
	}

	private static String line(Object[] cells) {
		StringBuilder line = new StringBuilder();
		for (int i = 0; i < cells.length; i++) {
			if (i > 0) {
				line.append(',');
			}
			line.append(cell(cells[i]));
		}
		return line.toString();
	}

	private static String cell(Object value) {
		if (value instanceof BigDecimal decimal) {
			return decimal.toPlainString();
		}
		if (value instanceof Integer || value instanceof Long) {
			return value.toString();
		}
		return textCell(value == null ? null : value.toString());
	}

}
