package app.locus.alerts;

import java.net.URI;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;

import app.locus.alerts.repository.WebhookRepository;
import app.locus.alerts.repository.WebhookRepository.Due;
import app.locus.base.lock.Lease;
import app.locus.base.lock.LeasedLocks;
import app.locus.base.net.OutboundHttp;
import app.locus.security.PublicAddresses;
import app.locus.base.vault.SecretCipher;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.core.NestedExceptionUtils;
import org.springframework.http.MediaType;
import org.springframework.stereotype.Component;
import org.springframework.util.backoff.BackOffExecution;
import org.springframework.util.backoff.ExponentialBackOff;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestClientException;

/**
 * POSTs queued alerts to workspaces' webhooks, on one node at a time (DD148): JSON, or
 * Slack's {@code {"text": ...}}, signed ({@link WebhookSignature}) with the workspace's
 * secret. The connection goes through {@link OutboundHttp}, which refuses local, private
 * and reserved addresses and follows no redirect. An answer other than 2xx, or none, is
 * tried again after an exponential back-off ({@code locus.alerts.webhook-retry-first},
 * default 30 seconds, doubling, at most 30 minutes apart) until
 * {@code locus.alerts.webhook-max-attempts} (default 6) tries, then given up.
 */
@Component
class WebhookSender {

	static final String LOCK = "alerts-webhooks";

	private static final Logger log = LoggerFactory.getLogger(WebhookSender.class);

	private static final int BATCH = 50;

	private static final int ERROR_MAX = 500;

	private final WebhookRepository webhooks;

	private final SecretCipher cipher;

	private final RestClient http;

	private final PublicAddresses addresses;

	private final ObjectMapper json;

	private final LeasedLocks locks;

	private final Clock clock;

	private final ExponentialBackOff backOff;

	WebhookSender(WebhookRepository webhooks, SecretCipher cipher, OutboundHttp outbound, PublicAddresses addresses,
			ObjectMapper json, LeasedLocks locks, Clock clock,
			@Value("${locus.alerts.webhook-retry-first:PT30S}") Duration first,
			@Value("${locus.alerts.webhook-max-attempts:6}") int maxAttempts) {
		this.webhooks = webhooks;
		this.cipher = cipher;
		this.http = RestClient.builder().requestFactory(outbound.requestFactory()).build();
		this.addresses = addresses;
		this.json = json;
		this.locks = locks;
		this.clock = clock;
		this.backOff = new ExponentialBackOff(first.toMillis(), 2);
		backOff.setMaxInterval(Duration.ofMinutes(30).toMillis());
		backOff.setMaxAttempts(maxAttempts - 1);
	}

	/**
	 * @return how many were delivered, or -1 when another node is sending
	 */
	int sendDue() {
		Optional<Lease> taken = locks.take(LOCK, Duration.ZERO);
		if (taken.isEmpty()) {
			return -1;
		}
		try (Lease lease = taken.get()) {
			int sent = 0;
			for (Due delivery : webhooks.due(clock.instant(), BATCH)) {
				if (!lease.held()) {
					break;
				}
				if (send(delivery, lease)) {
					sent++;
				}
			}
			return sent;
		}
	}

	/**
	 * Calls the webhook once and writes the outcome, unless the lease lapsed meanwhile:
	 * then the node that took the lock over may have delivered it already, and a failure
	 * written now would queue it again (DD201).
	 */
	private boolean send(Due delivery, Lease lease) {
		int attempts = delivery.attempts() + 1;
		try {
			String body = body(delivery);
			String secret = cipher.open(delivery.secret(), Webhooks.secretContext(delivery.workspace()),
					"alert webhook secret of workspace " + delivery.workspace());
			http.post()
				.uri(URI.create(delivery.url()))
				.contentType(MediaType.APPLICATION_JSON)
				.header(WebhookSignature.HEADER,
						WebhookSignature.header(secret, clock.instant().getEpochSecond(), body))
				.body(body)
				.retrieve()
				.toBodilessEntity();
		}
		catch (RestClientException | IllegalStateException | IllegalArgumentException | JsonProcessingException ex) {
			Throwable cause = NestedExceptionUtils.getMostSpecificCause(ex);
			String error = (cause.getClass().getSimpleName() + ": " + cause.getMessage()).replace(delivery.url(),
					"[webhook address]");
			error = error.length() <= ERROR_MAX ? error : error.substring(0, ERROR_MAX);
			lease.requireHeld();
			Instant next = nextTry(attempts);
			webhooks.markFailed(delivery.id(), attempts, error, next);
			// no stack trace: a webhook address may carry its own secret (Slack's do),
			// and
			// exceptions of the HTTP client quote the address; only the summary is logged
			log.warn("Alert webhook of workspace {} failed (attempt {}, {}): {}", delivery.workspace(), attempts,
					next == null ? "given up" : "next try " + next, error);
			return false;
		}
		lease.requireHeld();
		webhooks.markSent(delivery.id(), attempts, clock.instant());
		return true;
	}

	private String body(Due delivery) throws JsonProcessingException {
		String link = delivery.link() == null ? null
				: addresses.agency(delivery.agency()).resolve("/" + delivery.link()).toString();
		if (delivery.slackFormat()) {
			return json.writeValueAsString(Map.of("text", delivery.workspaceName() + ": " + delivery.title() + "\n"
					+ delivery.detail() + (link == null ? "" : "\n" + link)));
		}
		Map<String, @Nullable Object> alert = new LinkedHashMap<>();
		alert.put("id", delivery.alert().value());
		alert.put("kind", delivery.kind().name());
		alert.put("workspace", delivery.workspaceName());
		alert.put("title", delivery.title());
		alert.put("detail", delivery.detail());
		alert.put("link", link);
		alert.put("firedAt", delivery.firedAt().toString());
		return json.writeValueAsString(alert);
	}

	/** When to try again after this many failed attempts; null to give up. */
	@Nullable
	Instant nextTry(int attempts) {
		BackOffExecution execution = backOff.start();
		long wait = BackOffExecution.STOP;
		for (int i = 0; i < attempts; i++) {
			wait = execution.nextBackOff();
		}
		return wait == BackOffExecution.STOP ? null : clock.instant().plusMillis(wait);
	}

}
