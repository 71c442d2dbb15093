package app.locus.shell;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;

import app.locus.support.IntegrationTest;
import jakarta.servlet.RequestDispatcher;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.test.web.server.LocalServerPort;
import org.springframework.http.ResponseEntity;
import org.springframework.mock.web.MockHttpServletRequest;

/**
 * The error page of requests that fail outside Vaadin says what happened in words, in the
 * site's name, and shows nothing of the failure itself; asked for directly, it is a page
 * that does not exist.
 */
@IntegrationTest
class ErrorPageTest {

	@LocalServerPort
	int port;

	@Autowired
	ErrorPage errorPage;

	@Test
	void error_asked_for_directly_answers_not_found_without_a_stack_trace() throws Exception {
		HttpResponse<String> page = HttpClient.newHttpClient()
			.send(HttpRequest.newBuilder(URI.create("http://127.0.0.1:" + port + "/error")).build(),
					HttpResponse.BodyHandlers.ofString());

		assertThat(page.statusCode()).isEqualTo(404);
		assertThat(page.body()).contains("This page does not exist", "Locus")
			.doesNotContain("Whitelabel", "Exception", "exception", "trace", "\tat ");
	}

	@Test
	void the_error_page_shows_no_stack_trace_nor_exception_names() {
		MockHttpServletRequest failed = new MockHttpServletRequest("GET", "/error");
		failed.setAttribute(RequestDispatcher.ERROR_STATUS_CODE, 500);
		failed.setAttribute(RequestDispatcher.ERROR_EXCEPTION, new IllegalStateException("secret detail"));

		ResponseEntity<String> page = errorPage.error(failed);

		assertThat(page.getStatusCode().value()).isEqualTo(500);
		assertThat(page.getBody()).contains("Something went wrong on our side")
			.doesNotContain("Whitelabel", "Exception", "secret detail", "\tat ");
	}

}
