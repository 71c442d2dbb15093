package app.locus.base.csv;

import java.io.IOException;
import java.io.StringReader;
import java.io.UncheckedIOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import app.locus.base.ValidationException;
import org.apache.commons.csv.CSVFormat;
import org.apache.commons.csv.CSVParser;
import org.apache.commons.csv.CSVRecord;

/**
 * Reads a CSV file a person uploaded for import, with Apache Commons CSV: UTF-8 (a
 * byte-order mark is skipped), comma- or semicolon-separated (spreadsheets in many
 * locales save with semicolons), a header line naming the columns in any order and case.
 * Every problem with the file as a whole is a {@link ValidationException} on the field
 * {@value #FIELD} with a message that says what to do.
 */
public final class CsvUpload {

	public static final String FIELD = "file";

	/** Larger than any list an agency would keep, small enough to hold in memory. */
	public static final int MAX_BYTES = 256 * 1024;

	private CsvUpload() {
	}

	/**
	 * The rows under the header, each with its cells by lower-cased column name.
	 * @param required the columns the header must name
	 * @param maxRows how many rows (not counting the header) a file may have
	 */
	public static List<CsvRow> read(byte[] bytes, Set<String> required, int maxRows) {
		if (bytes.length == 0) {
			throw refused("The file is empty.");
		}
		if (bytes.length > MAX_BYTES) {
			throw refused("The file is larger than " + MAX_BYTES / 1024 + " KB. Split it into smaller files.");
		}
		String text = utf8(bytes);
		if (text.isBlank()) {
			throw refused("The file is empty.");
		}
		CSVFormat format = CSVFormat.RFC4180.builder()
			.setDelimiter(delimiter(text))
			.setHeader()
			.setSkipHeaderRecord(true)
			.setIgnoreEmptyLines(true)
			.setAllowMissingColumnNames(true)
			.get();
		try (CSVParser parser = format.parse(new StringReader(text))) {
			List<String> header = parser.getHeaderNames().stream().map(CsvUpload::column).toList();
			List<String> missing = required.stream().filter(column -> !header.contains(column)).sorted().toList();
			if (!missing.isEmpty()) {
				throw refused("The first line must name the columns: "
						+ String.join(", ", required.stream().sorted().toList()) + ". Missing: "
						+ String.join(", ", missing) + ".");
			}
			List<CsvRow> rows = new ArrayList<>();
			for (CSVRecord record : parser) {
				if (rows.size() == maxRows) {
					throw refused("The file has more than " + maxRows + " rows. Import at most " + maxRows
							+ " rows at a time.");
				}
				rows.add(new CsvRow(record.getRecordNumber() + 1, cells(header, record),
						Math.max(0, record.size() - header.size())));
			}
			if (rows.isEmpty()) {
				throw refused("The file has a header but no rows.");
			}
			return rows;
		}
		catch (IOException | UncheckedIOException | IllegalArgumentException | IllegalStateException ex) {
			throw refused("The file is not a readable CSV file (check its quotes): " + ex.getMessage());
		}
	}

	private static Map<String, String> cells(List<String> header, CSVRecord record) {
		Map<String, String> cells = new LinkedHashMap<>();
		for (int i = 0; i < header.size() && i < record.size(); i++) {
			cells.putIfAbsent(header.get(i), record.get(i));
		}
		return cells;
	}

	private static String utf8(byte[] bytes) {
		try {
			String text = StandardCharsets.UTF_8.newDecoder()
				.onMalformedInput(CodingErrorAction.REPORT)
				.onUnmappableCharacter(CodingErrorAction.REPORT)
				.decode(ByteBuffer.wrap(bytes))
				.toString();
			return text.startsWith("\uFEFF") ? text.substring(1) : text;
		}
		catch (CharacterCodingException ex) {
			throw refused("The file is not UTF-8 text. Save it again as \"CSV UTF-8\" and upload that file.");
		}
	}

	private static char delimiter(String text) {
		int end = text.indexOf('\n');
		String first = end < 0 ? text : text.substring(0, end);
		return first.indexOf(';') >= 0 && first.indexOf(',') < 0 ? ';' : ',';
	}

	private static String column(String name) {
		return name.strip().toLowerCase(Locale.ROOT).replace(' ', '_');
	}

	private static ValidationException refused(String message) {
		return ValidationException.of(FIELD, message);
	}

}
