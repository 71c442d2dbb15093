package app.locus.upstream;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * The service's answer envelope {@code {code, code_desc, success, message, parameters,
 * data}}. {@code parameters} is already redacted by the gateway: the echoed api_key never
 * leaves it.
 */
public record Envelope(int code, String codeDesc, boolean success, String message, JsonNode parameters, JsonNode data) {

}
