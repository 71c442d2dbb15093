package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import app.locus.support.IntegrationTest;
import org.junit.jupiter.api.Test;

import org.springframework.boot.test.web.server.LocalServerPort;

/**
 * The error page of requests that fail outside Vaadin says what happened in words, in the
 * site's name, and shows nothing of the failure itself.
 */
@IntegrationTest
class ErrorPageTest {

	@LocalServerPort
	int port;

	@Test
	void the_error_page_shows_no_stack_trace_nor_exception_names() throws Exception {
		HttpResponse<String> page = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/error")).build(),
					HttpResponse.BodyHandlers.ofString());

		assertThat(page.statusCode()).isEqualTo(500);
		assertThat(page.body()).contains("Something went wrong on our side", "Locus")
			.doesNotContain("Whitelabel", "Exception", "exception", "trace", "\tat ");
	}

}
