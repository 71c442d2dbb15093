package app.locus.upstream.api;

import java.math.BigDecimal;
import java.time.Instant;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.LocalTime;

import com.fasterxml.jackson.databind.JsonNode;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.RecordingGateway.json;
import static org.assertj.core.api.Assertions.assertThat;

class LenientTest {

	private final JsonNode node = json("""
			{"as_string": "3.42", "as_number": 3.42, "not_found": "20+", "whole": "12", "none": false,
			 "nothing": null, "blank": " ", "garbage": "n/a", "yes": true, "one": "1", "no": false,
			 "date": "03/07/2026", "iso": "2026-03-07", "stamp": "1772841600", "rfc": "2026-03-07T00:00:00Z",
			 "time": "9:05 AM", "when": "03/07/2026 9:05 PM", "bad_date": "02/30/2026",
			 "list": ["a", "b"], "csv": "a, b", "object": {"primary": "x", "more": ["y", false]},
			 "platform": "ChatGPT", "unknown_platform": "bing"}
			""");

	@Test
	void numbers_read_the_same_from_strings_and_numbers() {
		assertThat(Lenient.decimal(node, "as_string")).isEqualByComparingTo("3.42");
		assertThat(Lenient.decimal(node, "as_number")).isEqualByComparingTo("3.42");
		assertThat(Lenient.integer(node, "whole")).isEqualTo(12);
		assertThat(Lenient.decimal(node, "not_found")).isEqualByComparingTo(BigDecimal.valueOf(20));
	}

	@Test
	void false_null_blank_and_missing_all_read_as_absent() {
		for (String field : new String[] { "none", "nothing", "blank", "missing" }) {
			assertThat(Lenient.text(node, field)).as(field).isNull();
			assertThat(Lenient.decimal(node, field)).as(field).isNull();
			assertThat(Lenient.date(node, field)).as(field).isNull();
			assertThat(Lenient.objectOrNull(node, field)).as(field).isNull();
		}
	}

	@Test
	void unreadable_values_read_as_absent_instead_of_failing() {
		assertThat(Lenient.decimal(node, "garbage")).isNull();
		assertThat(Lenient.integer(node, "as_string")).isNull();
		assertThat(Lenient.date(node, "bad_date")).isNull();
		assertThat(Lenient.code(node, "unknown_platform", Platform.class)).isNull();
	}

	@Test
	void flags_read_true_from_true_or_1_and_false_otherwise() {
		assertThat(Lenient.flag(node, "yes")).isTrue();
		assertThat(Lenient.flag(node, "one")).isTrue();
		assertThat(Lenient.flag(node, "no")).isFalse();
		assertThat(Lenient.flag(node, "missing")).isFalse();
	}

	@Test
	void dates_times_and_timestamps_read_in_the_spec_formats_and_iso() {
		assertThat(Lenient.date(node, "date")).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(Lenient.date(node, "iso")).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(Lenient.date(node, "when")).isEqualTo(LocalDate.of(2026, 3, 7));
		assertThat(Lenient.time(node, "time")).isEqualTo(LocalTime.of(9, 5));
		assertThat(Lenient.dateTime(node, "when")).isEqualTo(LocalDateTime.of(2026, 3, 7, 21, 5));
		assertThat(Lenient.dateTime(node, "date")).isEqualTo(LocalDateTime.of(2026, 3, 7, 0, 0));
		assertThat(Lenient.instant(node, "stamp")).isEqualTo(Instant.parse("2026-03-07T00:00:00Z"));
		assertThat(Lenient.instant(node, "rfc")).isEqualTo(Instant.parse("2026-03-07T00:00:00Z"));
	}

	@Test
	void texts_read_arrays_comma_lists_and_object_values() {
		assertThat(Lenient.texts(node, "list")).containsExactly("a", "b");
		assertThat(Lenient.texts(node, "csv")).containsExactly("a", "b");
		assertThat(Lenient.texts(node, "object")).containsExactly("x", "y");
		assertThat(Lenient.texts(node, "none")).isEmpty();
	}

	@Test
	void codes_read_ignoring_case() {
		assertThat(Lenient.code(node, "platform", Platform.class)).isEqualTo(Platform.CHATGPT);
	}

}
