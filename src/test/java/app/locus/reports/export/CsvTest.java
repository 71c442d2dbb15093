package app.locus.reports.export;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class CsvTest {

	@ParameterizedTest
	@CsvSource(delimiter = '|', quoteCharacter = '"', value = { "=SUM(A1:A9)|'=SUM(A1:A9)", "+1 555 0100|'+1 555 0100",
			"-5 stars|'-5 stars", "@cmd|'@cmd", "bakery|bakery" })
	void text_that_a_spreadsheet_would_run_gets_an_apostrophe(String text, String written) {
		assertThat(onlyCell(text)).isEqualTo(written);
	}

	@Test
	void tab_and_carriage_return_at_the_start_are_escaped_too() {
		assertThat(onlyCell("\t=1")).isEqualTo("'\t=1");
		assertThat(onlyCell("\r=1")).isEqualTo("\"'\r=1\"");
	}

	@Test
	void commas_quotes_and_line_breaks_are_quoted() {
		assertThat(onlyCell("Bakery, Inc.")).isEqualTo("\"Bakery, Inc.\"");
		assertThat(onlyCell("The \"best\" bakery")).isEqualTo("\"The \"\"best\"\" bakery\"");
		assertThat(onlyCell("two\nlines")).isEqualTo("\"two\nlines\"");
		assertThat(onlyCell("=HYPERLINK(\"http://x\",\"y\")")).isEqualTo("\"'=HYPERLINK(\"\"http://x\"\",\"\"y\"\")\"");
	}

	@Test
	void numbers_stay_numbers_even_when_negative() {
		byte[] file = Csv.withHeaders("Move", "Count", "Note").row(new BigDecimal("-0.50"), 3, null).toBytes();

		assertThat(text(file)).isEqualTo("Move,Count,Note\r\n-0.50,3,\r\n");
	}

	@Test
	void large_decimals_are_written_without_an_exponent() {
		byte[] file = Csv.withHeaders("Spend").row(new BigDecimal("1E+3")).toBytes();

		assertThat(text(file)).isEqualTo("Spend\r\n1000\r\n");
	}

	@Test
	void file_is_utf8_with_a_byte_order_mark_for_excel() {
		byte[] file = Csv.withHeaders("Name").row("Bäckerei Müller").toBytes();

		assertThat(Arrays.copyOf(file, 3)).containsExactly(0xEF, 0xBB, 0xBF);
		assertThat(text(file)).isEqualTo("Name\r\nBäckerei Müller\r\n");
	}

	@Test
	void a_row_must_fill_every_column() {
		assertThatThrownBy(() -> Csv.withHeaders("A", "B").row("only one"))
			.isInstanceOf(IllegalArgumentException.class);
	}

	/** The one cell of a one-column file, as written. */
	private static String onlyCell(String value) {
		String file = text(Csv.withHeaders("Cell").row(value).toBytes());
		assertThat(file).startsWith("Cell\r\n").endsWith("\r\n");
		return file.substring("Cell\r\n".length(), file.length() - 2);
	}

	private static String text(byte[] file) {
		return new String(file, 3, file.length - 3, StandardCharsets.UTF_8);
	}

}
