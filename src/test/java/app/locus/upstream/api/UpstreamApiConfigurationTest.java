package app.locus.upstream.api;

import app.locus.upstream.UpstreamGateway;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.NoSuchBeanDefinitionException;
import org.springframework.beans.factory.support.DefaultListableBeanFactory;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class UpstreamApiConfigurationTest {

	private final DefaultListableBeanFactory beans = new DefaultListableBeanFactory();

	private final LocalVisibilityClient client = new UpstreamApiConfiguration()
		.localVisibilityClient(beans.getBeanProvider(UpstreamGateway.class));

	@Test
	void the_client_is_built_without_a_gateway_and_fails_only_when_called() {
		assertThatThrownBy(() -> client.account().account(WORKSPACE, LANE))
			.isInstanceOf(NoSuchBeanDefinitionException.class);
	}

	@Test
	void the_client_uses_the_gateway_bean_once_it_exists() {
		RecordingGateway gateway = new RecordingGateway();
		beans.registerSingleton("upstreamGateway", gateway);

		client.gbp().posts().list(WORKSPACE, LANE, UpstreamApiTestSupport.PLACE, null, null);

		assertThat(gateway.onlyCall().request().path()).isEqualTo("/v2/gbp/posts");
	}

}
