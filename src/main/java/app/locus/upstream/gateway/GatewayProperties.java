package app.locus.upstream.gateway;

import java.net.URI;
import java.time.Duration;

import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;

import org.jspecify.annotations.Nullable;
import org.springframework.boot.context.properties.ConfigurationProperties;
import org.springframework.boot.context.properties.bind.DefaultValue;

/**
 * Settings of the gateway ({@code locus.upstream.*}).
 *
 * @param baseUrl the service's {base_url} ({@code LOCUS_UPSTREAM_BASE_URL}); blank means
 * "not configured" and every call fails as unavailable
 * @param rateLimitMargin how much longer than one second the gateway spreads the
 * account's 5 requests over at least, to absorb the jitter between taking a slot and the
 * request reaching the service (DD030); a node widens it up to 500 ms while it sees its
 * requests arrive later than that (DD167)
 * @param connectTimeout how long to wait for a connection (nothing is sent before it)
 * @param standardTimeout timeout of {@link TimeoutClass#STANDARD} calls
 * @param longTimeout timeout of {@link TimeoutClass#LONG} calls
 * @param waitNoticeAfter how long a call may wait for its turn before the caller's
 * {@link UpstreamWaitListener} hears that it is waiting (avoids flicker in the UI)
 * @param interactiveMaxQueueWait longest wait for a turn in the interactive lane
 * @param backgroundMaxQueueWait longest wait for a turn in the background lane
 * @param dispatcherThreads threads that take rate-limit slots from MariaDB and hand them
 * to waiting calls (never blocked by HTTP)
 */
@ConfigurationProperties("locus.upstream")
public record GatewayProperties(String baseUrl, @DefaultValue("15ms") Duration rateLimitMargin,
		@DefaultValue("10s") Duration connectTimeout, @DefaultValue("30s") Duration standardTimeout,
		@DefaultValue("60s") Duration longTimeout, @DefaultValue("300ms") Duration waitNoticeAfter,
		@DefaultValue("60s") Duration interactiveMaxQueueWait, @DefaultValue("15m") Duration backgroundMaxQueueWait,
		@DefaultValue("2") int dispatcherThreads) {

	/** The defaults, pointing at {@code baseUrl}. */
	public static GatewayProperties defaults(String baseUrl) {
		return new GatewayProperties(baseUrl, Duration.ofMillis(15), Duration.ofSeconds(10),
				TimeoutClass.STANDARD.duration(), TimeoutClass.LONG.duration(), Duration.ofMillis(300),
				Duration.ofSeconds(60), Duration.ofMinutes(15), 2);
	}

	public GatewayProperties withTimeouts(Duration standard, Duration longer) {
		return new GatewayProperties(baseUrl, rateLimitMargin, connectTimeout, standard, longer, waitNoticeAfter,
				interactiveMaxQueueWait, backgroundMaxQueueWait, dispatcherThreads);
	}

	public GatewayProperties withWaitNoticeAfter(Duration after) {
		return new GatewayProperties(baseUrl, rateLimitMargin, connectTimeout, standardTimeout, longTimeout, after,
				interactiveMaxQueueWait, backgroundMaxQueueWait, dispatcherThreads);
	}

	Duration timeout(TimeoutClass timeoutClass) {
		return switch (timeoutClass) {
			case STANDARD -> standardTimeout;
			case LONG -> longTimeout;
		};
	}

	Duration maxQueueWait(Lane lane) {
		return switch (lane) {
			case INTERACTIVE -> interactiveMaxQueueWait;
			case BACKGROUND -> backgroundMaxQueueWait;
		};
	}

	/** The base address without a trailing slash, or null when none is configured. */
	@Nullable
	URI baseUri() {
		return parseBaseUri(baseUrl);
	}

	static @Nullable URI parseBaseUri(@Nullable String url) {
		if (url == null || url.isBlank()) {
			return null;
		}
		String trimmed = url.strip();
		return URI.create(trimmed.endsWith("/") ? trimmed.substring(0, trimmed.length() - 1) : trimmed);
	}

}
