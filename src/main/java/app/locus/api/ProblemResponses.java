package app.locus.api;

import java.io.IOException;
import java.net.URI;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ProblemDetail;

/**
 * Writes RFC 9457 problem details from the API's filters, before any controller runs.
 */
final class ProblemResponses {

	/** The problem types, under one base so that a client can tell them apart. */
	static final String TYPES = "https://locus.app/problems/";

	private ProblemResponses() {
	}

	static ProblemDetail problem(HttpStatus status, String type, String detail) {
		ProblemDetail problem = ProblemDetail.forStatusAndDetail(status, detail);
		problem.setType(URI.create(TYPES + type));
		return problem;
	}

	static void write(HttpServletResponse response, ObjectMapper json, ProblemDetail problem) throws IOException {
		response.setStatus(problem.getStatus());
		response.setContentType(MediaType.APPLICATION_PROBLEM_JSON_VALUE);
		json.writeValue(response.getOutputStream(), problem);
	}

}
