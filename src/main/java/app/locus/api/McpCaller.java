package app.locus.api;

import java.util.function.Supplier;

import io.modelcontextprotocol.common.McpTransportContext;
import org.springframework.security.core.Authentication;
import org.springframework.security.core.context.SecurityContext;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * Runs an MCP handler as the request's token: the transport hands over the sign-in that
 * the API's chain made (McpServerConfig), and the services read it from the security
 * context as for any request.
 */
final class McpCaller {

	/** The transport context's key for the request's sign-in. */
	static final String SIGN_IN = "locus.signIn";

	private McpCaller() {
	}

	static <T> T as(McpTransportContext context, Supplier<T> work) {
		SecurityContext previous = SecurityContextHolder.getContext();
		SecurityContext caller = SecurityContextHolder.createEmptyContext();
		caller.setAuthentication((Authentication) context.get(SIGN_IN));
		SecurityContextHolder.setContext(caller);
		try {
			return work.get();
		}
		finally {
			SecurityContextHolder.setContext(previous);
		}
	}

}
