package app.locus.upstream.gateway;

import java.io.IOException;
import java.net.ConnectException;
import java.net.URI;
import java.net.URLEncoder;
import java.net.UnknownHostException;
import java.net.http.HttpClient;
import java.net.http.HttpConnectTimeoutException;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.HttpTimeoutException;
import java.nio.channels.UnresolvedAddressException;
import java.nio.charset.StandardCharsets;
import java.time.Clock;
import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.LongConsumer;
import java.util.function.Supplier;

import javax.net.ssl.SSLHandshakeException;

import app.locus.base.WorkspaceId;
import app.locus.upstream.CallKind;
import app.locus.upstream.Envelope;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.gateway.AttemptResult.Answered;
import app.locus.upstream.gateway.AttemptResult.Failed;
import app.locus.upstream.gateway.AttemptResult.Failure;
import app.locus.upstream.gateway.AttemptResult.Refused;
import app.locus.upstream.gateway.AttemptResult.TooManyRequests;
import app.locus.upstream.gateway.SlotDispatcher.Turn;
import app.locus.upstream.gateway.UpstreamWaitListener.WaitReason;

import org.jspecify.annotations.Nullable;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.slf4j.MDC;

/**
 * The gateway to the service over HTTP (java.net.http, one shared client). For each call:
 * the workspace's credential, a turn in the account's cluster-wide rate limit
 * (interactive lane first), the request with the credential as {@code api_key} (an OAuth
 * access token, or any credential of a GET, as {@code Authorization: Bearer}: DD034,
 * DD010), the envelope decoded and redacted, retries only where {@link RetryPolicy}
 * allows them, and every failure as a typed {@link UpstreamException} whose message never
 * holds the credential. Logs carry the workspace id in the MDC ({@code workspace}), never
 * a secret or a request body.
 */
public final class HttpUpstreamGateway implements UpstreamGateway {

	static final String MDC_WORKSPACE = "workspace";

	private static final Logger log = LoggerFactory.getLogger(HttpUpstreamGateway.class);

	/** Extra time for the client's own timeout to surface before the gateway gives up. */
	private static final Duration GRACE = Duration.ofSeconds(1);

	private final GatewayProperties settings;

	private final Supplier<URI> baseUri;

	private final HttpClient http;

	private final CredentialSource credentials;

	private final SlotDispatcher slots;

	private final GatewayMetrics metrics;

	private final Sleeper sleeper;

	private final EnvelopeDecoder decoder;

	private final CredentialOutcomes outcomes;

	private final UpstreamAccounts accounts;

	public HttpUpstreamGateway(GatewayProperties settings, HttpClient http, CredentialSource credentials,
			SlotDispatcher slots, GatewayMetrics metrics, Sleeper sleeper, Clock clock) {
		this(settings, settings::baseUri, http, credentials, CredentialOutcomes.IGNORED, UpstreamAccounts.byWorkspace(),
				slots, metrics, sleeper, clock);
	}

	/**
	 * @param baseUri read at every call: in demo mode the address names the server's own
	 * port, which is only known once the server runs
	 */
	HttpUpstreamGateway(GatewayProperties settings, Supplier<URI> baseUri, HttpClient http,
			CredentialSource credentials, CredentialOutcomes outcomes, UpstreamAccounts accounts, SlotDispatcher slots,
			GatewayMetrics metrics, Sleeper sleeper, Clock clock) {
		this.settings = settings;
		this.accounts = accounts;
		this.baseUri = baseUri;
		this.http = http;
		this.credentials = credentials;
		this.outcomes = outcomes;
		this.slots = slots;
		this.metrics = metrics;
		this.sleeper = sleeper;
		this.decoder = new EnvelopeDecoder(clock);
	}

	/**
	 * The one HTTP client of the gateway: HTTP/1.1, no redirects, the connect timeout.
	 */
	public static HttpClient httpClient(GatewayProperties settings) {
		return HttpClient.newBuilder()
			.version(HttpClient.Version.HTTP_1_1)
			.followRedirects(HttpClient.Redirect.NEVER)
			.connectTimeout(settings.connectTimeout())
			.build();
	}

	@Override
	public Envelope call(WorkspaceId workspace, Lane lane, UpstreamRequest request) {
		return run(workspace, lane, request, () -> credentials.activeCredential(workspace)
			.orElseThrow(() -> new UpstreamException.NoCredential(
					"This workspace has no active API key or connection to the service. Add one under Settings → API keys.")));
	}

	/**
	 * Like {@link #call} but with the given credential instead of the workspace's active
	 * one: for testing a stored key before or after it is in use. Same rate limit (the
	 * workspace's account), lanes, retries and redaction.
	 */
	public Envelope callWith(WorkspaceId workspace, Lane lane, UpstreamRequest request, UpstreamCredential credential) {
		return run(workspace, lane, request, () -> credential);
	}

	private Envelope run(WorkspaceId workspace, Lane lane, UpstreamRequest request,
			Supplier<UpstreamCredential> credential) {
		long started = System.nanoTime();
		String outerWorkspace = MDC.get(MDC_WORKSPACE);
		MDC.put(MDC_WORKSPACE, workspace.value());
		UpstreamCredential sent = null;
		try {
			sent = credential.get();
			UpstreamAccount spent = accounts.of(workspace, sent);
			Envelope envelope = new Call(spent, lane, request, sent).execute();
			// A send paced by another bucket still counted at the service (DD162).
			UpstreamAccounts.namedBy(request.path(), envelope.data())
				.filter(held -> !held.equals(spent))
				.ifPresent(slots::charge);
			metrics.call(lane, GatewayMetrics.SUCCESS, Duration.ofNanos(System.nanoTime() - started));
			outcomes.worked(sent);
			return envelope;
		}
		catch (UpstreamException ex) {
			if (ex instanceof UpstreamException.Unauthorized && sent != null) {
				outcomes.refused(sent, ex.getMessage());
			}
			String outcome = GatewayMetrics.outcome(ex);
			metrics.call(lane, outcome, Duration.ofNanos(System.nanoTime() - started));
			if (ex.status() >= 400 && ex.status() < 500 && ex.status() != 429) {
				// no stack trace: a refusal is the service's answer, made into an
				// exception
				// one call below; its message (redacted) says all there is
				log.info("{} {} ({}, {}) refused: {}: {}", request.method(), request.path(), request.kind(), lane,
						outcome, ex.getMessage());
			}
			else {
				log.warn("{} {} ({}, {}) failed: {}", request.method(), request.path(), request.kind(), lane, outcome,
						ex);
			}
			throw ex;
		}
		finally {
			if (outerWorkspace == null) {
				MDC.remove(MDC_WORKSPACE);
			}
			else {
				MDC.put(MDC_WORKSPACE, outerWorkspace);
			}
		}
	}

	/** One call: its attempts, waits and the counters of failures and 429s. */
	private final class Call {

		private final UpstreamAccount account;

		private final Lane lane;

		private final UpstreamRequest request;

		private final UpstreamCredential credential;

		private final SecretRedactor redactor;

		private final Duration timeout;

		private final UpstreamWaitListener listener = UpstreamWaitNotices.current();

		private int failures;

		private int rateLimited;

		private Duration waitedForService = Duration.ZERO;

		Call(UpstreamAccount account, Lane lane, UpstreamRequest request, UpstreamCredential credential) {
			this.account = account;
			this.lane = lane;
			this.request = request;
			this.credential = credential;
			this.redactor = new SecretRedactor(credential.secret());
			this.timeout = settings.timeout(request.timeout());
		}

		Envelope execute() {
			RequestParts parts = requestParts();
			for (int attempt = 1;; attempt++) {
				Turn turn = awaitTurn(slots.enqueue(account, lane));
				while (!slots.sending(turn)) {
					turn = awaitTurn(slots.requeue(account, lane));
				}
				long sent = System.nanoTime();
				AttemptResult result = send(parts, turn);
				log.debug("{} {} attempt {} ({}): {} in {} ms", request.method(), request.path(), attempt, lane,
						describe(result), (System.nanoTime() - sent) / 1_000_000);
				if (result instanceof Answered answered) {
					return answered.envelope();
				}
				if (result instanceof Refused refused) {
					throw refused.error();
				}
				if (result instanceof TooManyRequests tooMany) {
					waitAfter429(tooMany);
				}
				else {
					waitAfterFailure((Failed) result);
				}
			}
		}

		private void waitAfter429(TooManyRequests tooMany) {
			metrics.rateLimited(lane);
			rateLimited++;
			Duration wait = RetryPolicy.after429(tooMany.retryAfter(), rateLimited);
			if (waitedForService.plus(wait).compareTo(timeout) > 0) {
				throw new UpstreamException.RateLimited("The service is answering \"too many requests\" and did not "
						+ "accept the call within " + timeout.toSeconds() + " s. Try again shortly.");
			}
			waitedForService = waitedForService.plus(wait);
			log.info("{} {}: the service answered 429; trying again in {} ms", request.method(), request.path(),
					wait.toMillis());
			pause(wait, WaitReason.SERVICE_BUSY);
		}

		private void waitAfterFailure(Failed failed) {
			failures++;
			Optional<Duration> retryIn = RetryPolicy.afterFailure(request.kind(), failures);
			if (retryIn.isEmpty() || Thread.currentThread().isInterrupted()) {
				throw finalFailure(failed);
			}
			metrics.retry(lane);
			log.warn("{} {} attempt {} failed ({}); retrying in {} s", request.method(), request.path(), failures,
					describe(failed), retryIn.get().toSeconds());
			pause(retryIn.get(), WaitReason.RETRYING);
		}

		private UpstreamException finalFailure(Failed failed) {
			boolean read = request.kind().retryable();
			String afterRetries = read && failures > 1 ? " (after " + (failures - 1) + " retries)" : "";
			return switch (failed.failure()) {
				case SERVER_ERROR -> new UpstreamException.ServerError(failed.status(),
						"The service had an internal error (HTTP " + failed.status() + ")" + afterRetries
								+ (failed.detail() == null ? "." : ": " + failed.detail()));
				case NOT_SENT -> new UpstreamException.Unavailable(
						"The service could not be reached" + afterRetries + "; nothing was sent.");
				case UNREADABLE_ANSWER -> read
						? new UpstreamException.ServerError(failed.status(),
								"The service's answer could not be read" + afterRetries + ".")
						: outcomeUnknown("its answer could not be read");
				case NO_ANSWER -> read
						? new UpstreamException.Unavailable(
								"The service did not answer (" + failed.detail() + ")" + afterRetries + ".")
						: outcomeUnknown("no answer came (" + failed.detail() + ")");
			};
		}

		private UpstreamException outcomeUnknown(String what) {
			String effect = request.kind() == CallKind.SPENDS_CREDITS ? "may have been carried out and spent credits"
					: "may have been carried out";
			return new UpstreamException.OutcomeUnknown("The request reached the service but " + what + ": it " + effect
					+ ". It is not sent again; its outcome is settled by reading the service's listings.");
		}

		private Turn awaitTurn(Turn turn) {
			Duration notice = settings.waitNoticeAfter();
			Duration max = settings.maxQueueWait(lane);
			boolean told = false;
			try {
				try {
					turn.get(notice.toNanos(), TimeUnit.NANOSECONDS);
				}
				catch (TimeoutException notYet) {
					listener.waiting(WaitReason.QUEUED);
					told = true;
					turn.get(Math.max(0, max.minus(notice).toNanos()), TimeUnit.NANOSECONDS);
				}
			}
			catch (TimeoutException ex) {
				if (turn.cancel(false)) {
					throw new UpstreamException.RateLimited("No turn for this workspace at the service within "
							+ max.toSeconds() + " s: too many calls are waiting. Try again shortly.");
				}
			}
			catch (InterruptedException ex) {
				turn.cancel(false);
				Thread.currentThread().interrupt();
				throw new UpstreamException.Unavailable("The call was interrupted before it was sent.");
			}
			catch (ExecutionException ex) {
				throw new IllegalStateException("A turn never completes exceptionally", ex);
			}
			metrics.queueWait(lane, turn.waited());
			if (told) {
				listener.sending();
			}
			return turn;
		}

		private void pause(Duration wait, WaitReason reason) {
			listener.waiting(reason);
			try {
				sleeper.sleep(wait);
			}
			catch (InterruptedException ex) {
				Thread.currentThread().interrupt();
				throw new UpstreamException.Unavailable("The call was interrupted while waiting to try again.");
			}
			listener.sending();
		}

		private AttemptResult send(RequestParts parts, Turn turn) {
			long[] writtenAt = { System.nanoTime() };
			HttpRequest httpRequest = parts.build(at -> {
				writtenAt[0] = at;
				slots.written(turn, at);
			});
			CompletableFuture<HttpResponse<String>> pending = http.sendAsync(httpRequest,
					HttpResponse.BodyHandlers.ofString());
			try {
				HttpResponse<String> response = pending.get(timeout.plus(GRACE).toNanos(), TimeUnit.NANOSECONDS);
				slots.answered(turn, writtenAt[0], System.nanoTime());
				return decoder.decode(response.statusCode(), response.headers(), response.body(), redactor);
			}
			catch (TimeoutException ex) {
				pending.cancel(true);
				return new Failed(Failure.NO_ANSWER, 0, "no answer within " + timeout.toSeconds() + " s");
			}
			catch (ExecutionException ex) {
				Throwable cause = ex.getCause();
				return transportFailure(cause != null ? cause : ex);
			}
			catch (InterruptedException ex) {
				pending.cancel(true);
				Thread.currentThread().interrupt();
				return new Failed(Failure.NO_ANSWER, 0, "interrupted while waiting for the answer");
			}
		}

		private Failed transportFailure(Throwable cause) {
			if (neverSent(cause)) {
				return new Failed(Failure.NOT_SENT, 0, cause.getClass().getSimpleName());
			}
			if (cause instanceof HttpTimeoutException) {
				return new Failed(Failure.NO_ANSWER, 0, "no answer within " + timeout.toSeconds() + " s");
			}
			String detail = cause instanceof IOException && cause.getMessage() != null
					? cause.getClass().getSimpleName() + ": " + redactor.redact(cause.getMessage())
					: cause.getClass().getSimpleName();
			return new Failed(Failure.NO_ANSWER, 0, detail);
		}

		private RequestParts requestParts() {
			URI base = baseUri.get();
			if (base == null) {
				throw new UpstreamException.Unavailable(
						"No address of the service is configured (LOCUS_UPSTREAM_BASE_URL); nothing was sent.");
			}
			String path = request.path();
			if (!path.startsWith("/")) {
				throw new IllegalArgumentException("An upstream path starts with '/': " + path);
			}
			boolean keyInBody = request.body().fields().stream().map(Map.Entry::getKey).anyMatch("api_key"::equals);
			if (keyInBody) {
				throw new IllegalArgumentException("The gateway adds api_key itself; it must not be in the body");
			}
			// a GET's query ends up in access logs and proxies: the key goes in the
			// header
			// there, which the service accepts the same way (DD032)
			boolean bearer = credential.scheme() == UpstreamCredential.Scheme.BEARER
					|| request.method() == UpstreamRequest.Method.GET;
			String key = bearer ? "" : "api_key=" + URLEncoder.encode(credential.secret(), StandardCharsets.UTF_8);
			String body = request.body().fields().isEmpty() ? "" : request.body().encode();
			String fields = key + (key.isEmpty() || body.isEmpty() ? "" : "&") + body;
			return new RequestParts(request.method(), base + path, fields,
					bearer ? "Bearer " + credential.secret() : null, timeout);
		}

	}

	/**
	 * What every attempt of a call sends; each attempt builds its own request from it.
	 */
	private record RequestParts(UpstreamRequest.Method method, String url, String fields,
			@Nullable String authorization, Duration timeout) {

		/**
		 * @param onWrite told when the client starts writing a POST's body (a GET is
		 * taken as written when it is handed over)
		 */
		HttpRequest build(LongConsumer onWrite) {
			HttpRequest.Builder builder = HttpRequest.newBuilder()
				.timeout(timeout)
				.header("Accept", "application/json")
				.header("User-Agent", "Locus");
			if (authorization != null) {
				builder.header("Authorization", authorization);
			}
			return switch (method) {
				case GET -> {
					onWrite.accept(System.nanoTime());
					yield builder.uri(URI.create(fields.isEmpty() ? url : url + "?" + fields)).GET().build();
				}
				case POST -> builder.uri(URI.create(url))
					.header("Content-Type", "application/x-www-form-urlencoded")
					.POST(new WriteNotingPublisher(HttpRequest.BodyPublishers.ofString(fields), onWrite))
					.build();
			};
		}

		@Override
		public String toString() {
			return "RequestParts[" + method + " " + url + "]";
		}

	}

	private static boolean neverSent(Throwable failure) {
		for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
			if (cause instanceof ConnectException || cause instanceof HttpConnectTimeoutException
					|| cause instanceof UnresolvedAddressException || cause instanceof UnknownHostException
					|| cause instanceof SSLHandshakeException) {
				return true;
			}
		}
		return false;
	}

	private static String describe(AttemptResult result) {
		if (result instanceof Answered answered) {
			return "success (" + answered.envelope().code() + ")";
		}
		if (result instanceof Refused refused) {
			return "refused (" + refused.error().status() + ")";
		}
		if (result instanceof TooManyRequests) {
			return "429";
		}
		Failed failed = (Failed) result;
		return failed.failure() + (failed.status() == 0 ? "" : " (" + failed.status() + ")")
				+ (failed.detail() == null ? "" : ": " + failed.detail());
	}

}
