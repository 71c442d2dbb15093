package app.locus.upstream.api;

import app.locus.upstream.UpstreamGateway;
import org.springframework.beans.factory.ObjectProvider;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;

/**
 * Makes the typed client a bean. The gateway is looked up on each call rather than at
 * startup, so the application starts even where no gateway bean exists yet; a call
 * without one fails with Spring's NoSuchBeanDefinitionException.
 */
@Configuration(proxyBeanMethods = false)
class UpstreamApiConfiguration {

	@Bean
	LocalVisibilityClient localVisibilityClient(ObjectProvider<UpstreamGateway> gateway) {
		return new LocalVisibilityClient(
				(workspace, lane, request) -> gateway.getObject().call(workspace, lane, request));
	}

}
