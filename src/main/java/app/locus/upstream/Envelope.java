package app.locus.upstream;

import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * The service's answer envelope {@code {code, code_desc, success, message, parameters,
 * data}}. {@code parameters} is already redacted by the gateway: the echoed api_key never
 * leaves it.
 */
public record Envelope(int code, @Nullable String codeDesc, boolean success, @Nullable String message,
		JsonNode parameters, JsonNode data) {

}
