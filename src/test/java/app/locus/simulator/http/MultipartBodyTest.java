package app.locus.simulator.http;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/**
 * A multipart/form-data body becomes the same fields a url-encoded one would, through
 * {@link SimRequest#of}; the bodies are written out byte by byte here, as clients send
 * them.
 */
class MultipartBodyTest {

	static final String BOUNDARY = "XyZ-boundary-42";

	static SimRequest post(String contentType, byte[] body) {
		return SimRequest.of("POST", "/v1/reports", Map.of("Content-Type", contentType), body, "http://127.0.0.1");
	}

	static SimRequest post(String body) {
		return post("multipart/form-data; boundary=" + BOUNDARY, body.getBytes(StandardCharsets.UTF_8));
	}

	static String part(String name, String value) {
		return "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"" + name + "\"\r\n\r\n" + value + "\r\n";
	}

	static String end() {
		return "--" + BOUNDARY + "--\r\n";
	}

	@Test
	void every_field_is_read_in_order_the_last_one_included() {
		SimRequest request = post(
				part("api_key", "k1") + part("place_id", "ChIJ1") + part("keyword", "bakery") + end());

		assertThat(request.form()).containsExactly(Map.entry("api_key", "k1"), Map.entry("place_id", "ChIJ1"),
				Map.entry("keyword", "bakery"));
	}

	@Test
	void the_closing_delimiter_may_end_without_a_line_break_and_a_preamble_and_epilogue_are_ignored() {
		SimRequest request = post(
				"this is a preamble\r\n" + part("a", "1") + part("b", "2") + "--" + BOUNDARY + "--\r\nepilogue text");

		assertThat(request.form()).containsExactly(Map.entry("a", "1"), Map.entry("b", "2"));
		assertThat(post(part("a", "1") + "--" + BOUNDARY + "--").form()).containsExactly(Map.entry("a", "1"));
	}

	@Test
	void indexed_names_repeated_names_and_empty_values_stay_as_sent() {
		SimRequest request = post(part("services[0][name]", "Pastries") + part("services[1][name]", "Gift boxes")
				+ part("keyword", "a") + part("keyword", "b") + part("summary", "") + end());

		assertThat(request.form()).containsExactly(Map.entry("services[0][name]", "Pastries"),
				Map.entry("services[1][name]", "Gift boxes"), Map.entry("keyword", "a"), Map.entry("keyword", "b"),
				Map.entry("summary", ""));
	}

	@Test
	void values_keep_line_breaks_dashes_and_non_ascii_text() {
		String summary = "Fresh rye\r\n-- today only --\r\n--" + BOUNDARY.substring(0, 5) + " crème brûlée 🥐";
		SimRequest request = post(part("summary", summary) + part("after", "x") + end());

		assertThat(request.form()).containsExactly(Map.entry("summary", summary), Map.entry("after", "x"));
	}

	@Test
	void a_quoted_boundary_and_any_case_of_the_media_type_are_understood() {
		String boundary = "quoted boundary:with=odd chars";
		String body = "--" + boundary + "\r\nContent-Disposition: form-data; name=\"keyword\"\r\n\r\nbakery\r\n--"
				+ boundary + "--\r\n";

		SimRequest request = post("Multipart/Form-Data; charset=utf-8; boundary=\"" + boundary + "\"",
				body.getBytes(StandardCharsets.UTF_8));

		assertThat(request.form()).containsExactly(Map.entry("keyword", "bakery"));
	}

	@Test
	void a_part_declaring_its_charset_is_decoded_with_it() {
		Charset latin1 = StandardCharsets.ISO_8859_1;
		byte[] body = ("--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"name\"\r\n"
				+ "Content-Type: text/plain; charset=ISO-8859-1\r\n\r\nCafé\r\n" + end())
			.getBytes(latin1);

		assertThat(post("multipart/form-data; boundary=" + BOUNDARY, body).form())
			.containsExactly(Map.entry("name", "Café"));
	}

	@Test
	void a_file_part_is_an_upload_not_a_field() {
		SimRequest request = post(part("a", "1") + "--" + BOUNDARY
				+ "\r\nContent-Disposition: form-data; name=\"photo\"; filename=\"rye.jpg\"\r\n"
				+ "Content-Type: image/jpeg\r\n\r\n\u00ff\u00d8binary\r\n" + part("b", "2") + end());

		assertThat(request.form()).containsExactly(Map.entry("a", "1"), Map.entry("b", "2"));
	}

	@Test
	void a_body_without_a_boundary_or_cut_short_gives_no_fields_as_if_the_parameters_were_missing() {
		byte[] body = (part("a", "1") + end()).getBytes(StandardCharsets.UTF_8);

		assertThat(post("multipart/form-data", body).form()).isEmpty();
		assertThat(post(part("a", "1") + "--" + BOUNDARY + "\r\nContent-Disposition: form-data; name=\"b\"\r\n\r\n2")
			.form()).isEmpty();
	}

	@Test
	void a_body_of_more_parts_than_any_endpoint_takes_is_refused_whole() {
		String thousand = part("p", "1").repeat(1_000);

		assertThat(post(thousand + end()).form()).hasSize(1_000);
		assertThat(post(thousand + part("p", "1") + end()).form()).isEmpty();
	}

	@Test
	void query_fields_come_before_the_body_fields() {
		SimRequest request = SimRequest.of("POST", "/v1/reports?api_key=k1",
				Map.of("content-type", "multipart/form-data; boundary=" + BOUNDARY),
				(part("limit", "2") + end()).getBytes(StandardCharsets.UTF_8), "http://127.0.0.1");

		assertThat(request.fields()).isEqualTo(List.of(Map.entry("api_key", "k1"), Map.entry("limit", "2")));
	}

}
