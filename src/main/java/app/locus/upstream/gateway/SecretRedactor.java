package app.locus.upstream.gateway;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Iterator;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.databind.node.TextNode;
import org.jspecify.annotations.Nullable;
import org.springframework.lang.Contract;

/**
 * Keeps a credential out of everything the gateway hands on: the service echoes
 * {@code api_key} in {@code parameters}, and a message may quote it. Fields named like a
 * credential are replaced whatever their value; the secret itself is replaced wherever it
 * appears in text.
 */
final class SecretRedactor {

	static final String REDACTED = "[redacted]";

	private static final Set<String> CREDENTIAL_FIELDS = Set.of("api_key", "apikey", "access_token", "refresh_token",
			"token", "authorization", "client_secret", "code_verifier", "password");

	private final String secret;

	private final String encodedSecret;

	SecretRedactor(String secret) {
		this.secret = secret;
		this.encodedSecret = URLEncoder.encode(secret, StandardCharsets.UTF_8);
	}

	@Contract("null -> null; !null -> !null")
	@Nullable
	String redact(@Nullable String text) {
		if (text == null) {
			return null;
		}
		return text.replace(secret, REDACTED).replace(encodedSecret, REDACTED);
	}

	/** A redacted copy of the tree (the original is left as it is). */
	@Contract("null -> null; !null -> !null")
	@Nullable
	JsonNode redact(@Nullable JsonNode node) {
		if (node == null) {
			return null;
		}
		JsonNode copy = node.deepCopy();
		return redactInPlace(copy);
	}

	private JsonNode redactInPlace(JsonNode node) {
		if (node instanceof ObjectNode object) {
			Iterator<Map.Entry<String, JsonNode>> fields = object.fields();
			while (fields.hasNext()) {
				Map.Entry<String, JsonNode> field = fields.next();
				if (CREDENTIAL_FIELDS.contains(field.getKey().toLowerCase(Locale.ROOT))) {
					field.setValue(TextNode.valueOf(REDACTED));
				}
				else {
					field.setValue(redactInPlace(field.getValue()));
				}
			}
			return object;
		}
		if (node instanceof ArrayNode array) {
			for (int i = 0; i < array.size(); i++) {
				array.set(i, redactInPlace(array.get(i)));
			}
			return array;
		}
		if (node.isTextual()) {
			String redacted = redact(node.textValue());
			return redacted.equals(node.textValue()) ? node : TextNode.valueOf(redacted);
		}
		return node;
	}

}
