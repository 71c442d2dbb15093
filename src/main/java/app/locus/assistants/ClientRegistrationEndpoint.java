package app.locus.assistants;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import jakarta.servlet.http.HttpServletRequest;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.http.MediaType;
import org.springframework.http.ResponseEntity;
import org.springframework.http.converter.HttpMessageNotReadableException;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.web.bind.annotation.ExceptionHandler;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RestController;

/**
 * The registration endpoint assistants find in the authorization server's metadata (RFC
 * 7591): 201 with the client's id, or 400 with the RFC's error and a reason.
 */
@RestController
class ClientRegistrationEndpoint {

	private final AssistantClients clients;

	ClientRegistrationEndpoint(AssistantClients clients) {
		this.clients = clients;
	}

	@PostMapping(path = AssistantAuthorizationServerConfig.REGISTRATION_PATH,
			consumes = MediaType.APPLICATION_JSON_VALUE, produces = MediaType.APPLICATION_JSON_VALUE)
	ResponseEntity<Map<String, Object>> register(@RequestBody ClientRegistrationRequest body,
			HttpServletRequest request) {
		RegisteredClient client = clients.register(body, request.getRemoteAddr());
		Map<String, Object> answer = new LinkedHashMap<>();
		answer.put("client_id", client.getClientId());
		answer.put("client_id_issued_at", client.getClientIdIssuedAt().getEpochSecond());
		answer.put("client_name", client.getClientName());
		answer.put("redirect_uris", client.getRedirectUris());
		answer.put("grant_types", client.getAuthorizationGrantTypes().stream().map(grant -> grant.getValue()).toList());
		answer.put("response_types", List.of("code"));
		answer.put("token_endpoint_auth_method", "none");
		answer.put("scope", String.join(" ", client.getScopes()));
		return ResponseEntity.status(HttpStatus.CREATED).header(HttpHeaders.CACHE_CONTROL, "no-store").body(answer);
	}

	@ExceptionHandler
	ResponseEntity<Map<String, String>> refused(ClientRegistrationRefused refusal) {
		HttpStatus status = refusal.error().equals("too_many_registrations") ? HttpStatus.TOO_MANY_REQUESTS
				: HttpStatus.BAD_REQUEST;
		return ResponseEntity.status(status)
			.body(Map.of("error", refusal.error(), "error_description", refusal.getMessage()));
	}

	@ExceptionHandler
	ResponseEntity<Map<String, String>> unreadable(HttpMessageNotReadableException unreadable) {
		return ResponseEntity.badRequest()
			.body(Map.of("error", "invalid_client_metadata", "error_description",
					"The body is not a JSON object of client metadata."));
	}

}
