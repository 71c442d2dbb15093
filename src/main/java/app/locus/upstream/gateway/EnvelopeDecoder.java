package app.locus.upstream.gateway;

import java.net.http.HttpHeaders;
import java.time.Clock;
import java.util.Optional;

import app.locus.upstream.Envelope;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.gateway.AttemptResult.Answered;
import app.locus.upstream.gateway.AttemptResult.Failed;
import app.locus.upstream.gateway.AttemptResult.Failure;
import app.locus.upstream.gateway.AttemptResult.Refused;
import app.locus.upstream.gateway.AttemptResult.TooManyRequests;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.DeserializationFeature;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jspecify.annotations.Nullable;

/**
 * Turns the service's answer into an {@link AttemptResult}: a redacted {@link Envelope}
 * on success, the typed {@link UpstreamException} for a refusal, or a failure the retry
 * policy decides about. A body that is not a complete envelope (truncated, HTML from a
 * proxy, trailing garbage) counts as an unreadable answer, never as success.
 */
final class EnvelopeDecoder {

	static final String CONFIRMATION_REQUIRED = "GBP_CONFIRMATION_REQUIRED";

	private static final ObjectMapper JSON = new ObjectMapper().enable(DeserializationFeature.FAIL_ON_TRAILING_TOKENS);

	private final Clock clock;

	EnvelopeDecoder(Clock clock) {
		this.clock = clock;
	}

	AttemptResult decode(int status, HttpHeaders headers, String body, SecretRedactor redactor) {
		if (status == 429) {
			return new TooManyRequests(RetryPolicy.parseRetryAfter(headers.firstValue("Retry-After"), clock));
		}
		Envelope envelope = parse(body, status, redactor);
		if (status >= 500) {
			return new Failed(Failure.SERVER_ERROR, status, envelope == null ? null : envelope.message());
		}
		if (status >= 400 && status < 500) {
			return new Refused(envelope == null ? refusal(status, null, null)
					: refusal(status, envelope.codeDesc(), envelope.message()));
		}
		if (status < 200 || status >= 300 || envelope == null) {
			return new Failed(Failure.UNREADABLE_ANSWER, status, "answer is not a complete envelope");
		}
		if (envelope.success() || isPending(status, envelope)) {
			return new Answered(envelope);
		}
		return unsuccessfulEnvelope(envelope);
	}

	/**
	 * 202 "accepted, not finished": an answer, not a refusal, even when the envelope says
	 * success false; the typed client reads it as "not yet".
	 */
	private static boolean isPending(int status, Envelope envelope) {
		return status == 202 || envelope.code() == 202;
	}

	/** A 2xx whose envelope says success false: the envelope's own code decides. */
	private AttemptResult unsuccessfulEnvelope(Envelope envelope) {
		int code = envelope.code();
		if (code == 429) {
			return new TooManyRequests(Optional.empty());
		}
		if (code >= 500) {
			return new Failed(Failure.SERVER_ERROR, code, envelope.message());
		}
		return new Refused(refusal(code >= 400 ? code : 400, envelope.codeDesc(), envelope.message()));
	}

	static UpstreamException refusal(int status, @Nullable String codeDesc, @Nullable String message) {
		return switch (status) {
			case 400 -> CONFIRMATION_REQUIRED.equals(codeDesc)
					? new UpstreamException.ConfirmationRequired(
							orElse(message, "The service asks for the confirmation phrase; nothing was changed."))
					: new UpstreamException.BadRequest(codeDesc,
							orElse(message, "The service refused the request as invalid."));
			case 401, 403 -> new UpstreamException.Unauthorized(orElse(message,
					"The service refused the API key (missing, invalid, revoked or without permission)."));
			case 402 -> new UpstreamException.InsufficientCredits(
					orElse(message, "The account at the service has too few credits."));
			case 404 -> new UpstreamException.NotFound(orElse(message, "The service has no such report or resource."));
			default -> new UpstreamException.BadRequest(codeDesc,
					orElse(message, "The service refused the request (HTTP " + status + ")."));
		};
	}

	/** The envelope, or null when the body is not one. */
	private static @Nullable Envelope parse(@Nullable String body, int status, SecretRedactor redactor) {
		JsonNode root;
		try {
			root = body == null || body.isBlank() ? null : JSON.readTree(body);
		}
		catch (JsonProcessingException ex) {
			return null;
		}
		if (root == null || !root.isObject() || !root.path("success").isBoolean()) {
			return null;
		}
		JsonNode code = root.path("code");
		return new Envelope(code.canConvertToInt() || code.isTextual() ? code.asInt(status) : status,
				redactor.redact(text(root.path("code_desc"))), root.path("success").booleanValue(),
				redactor.redact(text(root.path("message"))), redactor.redact(root.path("parameters")),
				redactor.redact(root.path("data")));
	}

	/**
	 * A string field; the service's {@code false} ("not applicable") and blanks are null.
	 */
	private static @Nullable String text(JsonNode node) {
		return node.isTextual() && !node.textValue().isBlank() ? node.textValue() : null;
	}

	private static String orElse(@Nullable String message, String fallback) {
		return message == null ? fallback : message;
	}

}
