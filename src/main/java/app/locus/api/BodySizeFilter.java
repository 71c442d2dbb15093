package app.locus.api;

import java.io.IOException;

import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.servlet.FilterChain;
import jakarta.servlet.ServletException;
import jakarta.servlet.http.HttpServletRequest;
import jakarta.servlet.http.HttpServletResponse;
import org.springframework.http.HttpStatus;
import org.springframework.web.filter.OncePerRequestFilter;

/**
 * Refuses an API or MCP body over {@link #MAX_BYTES} with a 413 before anything reads it:
 * the largest call (a scan with every field, an MCP tool call) is a few hundred bytes, so
 * a megabyte leaves room for any honest client and none for filling the memory.
 */
final class BodySizeFilter extends OncePerRequestFilter {

	static final long MAX_BYTES = 1L << 20;

	private final ObjectMapper json;

	BodySizeFilter(ObjectMapper json) {
		this.json = json;
	}

	@Override
	protected void doFilterInternal(HttpServletRequest request, HttpServletResponse response, FilterChain chain)
			throws ServletException, IOException {
		long length = request.getContentLengthLong();
		boolean chunked = length < 0 && request.getHeader("Transfer-Encoding") != null;
		if (length > MAX_BYTES || chunked) {
			ProblemResponses.write(response, json, ProblemResponses.problem(HttpStatus.PAYLOAD_TOO_LARGE,
					"body-too-large", "A request body is at most 1 MiB and states its Content-Length."));
			return;
		}
		chain.doFilter(request, response);
	}

}
