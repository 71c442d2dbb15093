package app.locus.assistants;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

/**
 * Where an assistant learns how to sign in to the MCP server and the API (RFC 9728): the
 * resource, the authorization server (Locus itself) and the scopes. The 401 of a request
 * without a token names this address in its {@code WWW-Authenticate} challenge.
 */
@RestController
public class ProtectedResourceMetadata {

	public static final String PATH = "/.well-known/oauth-protected-resource";

	/** The resources Locus protects, by their path: the MCP server and the REST API. */
	private static final Set<String> RESOURCES = Set.of("/mcp", "/api/v1");

	@GetMapping(PATH + "/**")
	ResponseEntity<Map<String, Object>> metadata(HttpServletRequest request) {
		String resource = request.getRequestURI().substring(PATH.length());
		if (!RESOURCES.contains(resource)) {
			return ResponseEntity.notFound().build();
		}
		String base = ServletUriComponentsBuilder.fromCurrentContextPath().build().toUriString();
		Map<String, Object> metadata = new LinkedHashMap<>();
		metadata.put("resource", base + resource);
		metadata.put("authorization_servers", List.of(base));
		metadata.put("scopes_supported", AssistantScopes.ALL);
		metadata.put("bearer_methods_supported", List.of("header"));
		metadata.put("resource_name", "Locus");
		return ResponseEntity.ok(metadata);
	}

	/** The metadata address of the resource a request went to, for its challenge. */
	public static String addressFor(HttpServletRequest request) {
		String path = request.getRequestURI().startsWith("/mcp") ? "/mcp" : "/api/v1";
		return ServletUriComponentsBuilder.fromContextPath(request).path(PATH + path).build().toUriString();
	}

}
