package app.locus.security;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.support.IntegrationTest;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * A request Tomcat refuses before any filter of ours (a bad request line or header) gets
 * a bare 400 page with the browser-side defences every other answer has, and no report or
 * server version (issue 54, finding 9).
 */
@IntegrationTest
class TomcatErrorPageTest {

	@LocalServerPort
	int port;

	@ParameterizedTest
	@ValueSource(strings = { "GET /<script>alert(1)</script> HTTP/1.1\r\nHost: localhost\r\n\r\n",
			"GET /login?q={\"a\"} HTTP/1.1\r\nHost: localhost\r\n\r\n",
			"GET /login HTTP/1.1\r\nHost: localhost\r\nBad header line\r\n\r\n" })
	void a_request_tomcat_refuses_gets_the_security_headers_and_no_report(String malformed) throws Exception {
		String answer = RawHttp.exchange(port, malformed);
		String head = answer.substring(0, Math.max(0, answer.indexOf("\r\n\r\n"))).toLowerCase();

		assertThat(answer).startsWith("HTTP/1.1 400 ");
		assertThat(head).contains("content-security-policy: default-src 'none'", "x-content-type-options: nosniff",
				"x-frame-options: deny", "referrer-policy: no-referrer", "permissions-policy: accelerometer=()");
		assertThat(answer).doesNotContain("Tomcat", "Invalid character", "RFC 7230", "Exception", "<script>");
	}

}
