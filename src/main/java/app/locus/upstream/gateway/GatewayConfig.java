package app.locus.upstream.gateway;

import java.time.Clock;

import javax.sql.DataSource;

import app.locus.upstream.gateway.repository.AccountHolderRepository;

import io.micrometer.core.instrument.MeterRegistry;

import org.springframework.boot.context.properties.EnableConfigurationProperties;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.env.Environment;

/**
 * Wires the one gateway of a node: its rate limiter on the application's MariaDB, its
 * slot dispatcher, its meters and its HTTP client.
 */
@Configuration(proxyBeanMethods = false)
@EnableConfigurationProperties(GatewayProperties.class)
class GatewayConfig {

	@Bean
	ClusterRateLimiter clusterRateLimiter(DataSource dataSource, GatewayProperties properties) {
		return new ClusterRateLimiter(dataSource, properties.rateLimitMargin());
	}

	@Bean
	UpstreamAccounts upstreamAccounts(AccountHolderRepository holders) {
		return new UpstreamAccounts(holders::newestHolder, System::nanoTime);
	}

	@Bean
	GatewayMetrics gatewayMetrics(MeterRegistry registry) {
		return new GatewayMetrics(registry);
	}

	@Bean(destroyMethod = "close")
	SlotDispatcher slotDispatcher(ClusterRateLimiter limiter, GatewayMetrics metrics, GatewayProperties properties) {
		return new SlotDispatcher(limiter, metrics, properties.dispatcherThreads());
	}

	/**
	 * The address is resolved from the environment at each call rather than bound once:
	 * the demo default names {@code local.server.port}, which exists only after the web
	 * server has started.
	 */
	@Bean
	HttpUpstreamGateway upstreamGateway(GatewayProperties properties, Environment environment,
			CredentialSource credentials, CredentialOutcomes outcomes, UpstreamAccounts accounts, SlotDispatcher slots,
			GatewayMetrics metrics, Clock clock) {
		return new HttpUpstreamGateway(properties,
				() -> GatewayProperties.parseBaseUri(environment.getProperty("locus.upstream.base-url")),
				HttpUpstreamGateway.httpClient(properties), credentials, outcomes, accounts, slots, metrics,
				Sleeper.REAL, clock);
	}

}
