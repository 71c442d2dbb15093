package app.locus.identity;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class IssuerAddressPolicyTest {

	private final IssuerAddressPolicy production = new IssuerAddressPolicy(false);

	@ParameterizedTest
	@ValueSource(strings = { "https://127.0.0.1/", "https://localhost/realms/x", "https://10.1.2.3/",
			"https://172.16.0.9/", "https://192.168.1.1/", "https://169.254.169.254/latest/meta-data",
			"https://100.64.0.1/", "https://0.0.0.0/", "https://[::1]/", "https://[fd00::1]/", "https://[fe80::1]/",
			"https://224.0.0.1/" })
	void an_issuer_on_a_local_or_private_address_is_refused_with_its_host_named(String issuer) {
		URI uri = URI.create(issuer);

		assertThat(production.refusal(uri))
			.hasValueSatisfying(reason -> assertThat(reason).contains(uri.getHost()).contains("public internet"));
		assertThatThrownBy(() -> production.requirePublic(uri)).isInstanceOf(IllegalStateException.class);
	}

	@ParameterizedTest
	@ValueSource(strings = { "https://8.8.8.8/", "https://100.128.0.1/", "https://172.32.0.1/",
			"https://[2001:4860:4860::8888]/" })
	void an_issuer_on_a_public_address_is_accepted(String issuer) {
		assertThat(production.refusal(URI.create(issuer))).isEmpty();
	}

	@Test
	void a_host_name_that_does_not_resolve_is_refused_as_unknown() {
		assertThat(production.refusal(URI.create("https://login.example.invalid/")))
			.hasValueSatisfying(reason -> assertThat(reason).contains("login.example.invalid is not known"));
	}

	@Test
	void the_test_setting_lets_a_local_authorization_server_through() {
		assertThat(new IssuerAddressPolicy(true).refusal(URI.create("http://127.0.0.1:9000/"))).isEmpty();
	}

}
