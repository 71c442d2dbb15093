package app.locus.identity;

import java.util.List;
import java.util.Map;
import java.util.UUID;

import org.springframework.boot.autoconfigure.ImportAutoConfiguration;
import org.springframework.boot.autoconfigure.context.PropertyPlaceholderAutoConfiguration;
import org.springframework.boot.autoconfigure.http.HttpMessageConvertersAutoConfiguration;
import org.springframework.boot.autoconfigure.jackson.JacksonAutoConfiguration;
import org.springframework.boot.autoconfigure.security.oauth2.server.servlet.OAuth2AuthorizationServerAutoConfiguration;
import org.springframework.boot.autoconfigure.security.oauth2.server.servlet.OAuth2AuthorizationServerJwtAutoConfiguration;
import org.springframework.boot.autoconfigure.security.servlet.SecurityAutoConfiguration;
import org.springframework.boot.autoconfigure.security.servlet.SecurityFilterAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.DispatcherServletAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.ServletWebServerFactoryAutoConfiguration;
import org.springframework.boot.autoconfigure.web.servlet.WebMvcAutoConfiguration;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.boot.web.servlet.context.ServletWebServerApplicationContext;
import org.springframework.context.ConfigurableApplicationContext;
import org.springframework.context.annotation.Bean;
import org.springframework.security.core.userdetails.User;
import org.springframework.security.core.userdetails.UserDetailsService;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.oidc.OidcScopes;
import org.springframework.security.oauth2.core.oidc.endpoint.OidcParameterNames;
import org.springframework.security.oauth2.server.authorization.client.InMemoryRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClient;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.settings.ClientSettings;
import org.springframework.security.oauth2.server.authorization.token.JwtEncodingContext;
import org.springframework.security.oauth2.server.authorization.token.OAuth2TokenCustomizer;
import org.springframework.security.provisioning.InMemoryUserDetailsManager;

/**
 * A real OpenID Connect provider for tests: Spring Authorization Server with its own form
 * login, on its own random port, in its own small Spring context (not a component, so the
 * application's scan never picks it up). It knows one client and a list of people (user
 * name = e-mail address, password {@link #PASSWORD}); ID tokens carry {@code email} and
 * {@code email_verified} (false for addresses that start with {@code unverified}).
 */
@ImportAutoConfiguration({ PropertyPlaceholderAutoConfiguration.class, ServletWebServerFactoryAutoConfiguration.class,
		DispatcherServletAutoConfiguration.class, WebMvcAutoConfiguration.class,
		HttpMessageConvertersAutoConfiguration.class, JacksonAutoConfiguration.class, SecurityAutoConfiguration.class,
		SecurityFilterAutoConfiguration.class, OAuth2AuthorizationServerAutoConfiguration.class,
		OAuth2AuthorizationServerJwtAutoConfiguration.class })
public class TestIdentityProvider implements AutoCloseable {

	public static final String PASSWORD = "idp-password-1";

	public static final String CLIENT_ID = "locus-test";

	public static final String CLIENT_SECRET = "locus-test-secret-" + UUID.randomUUID();

	private static final String REDIRECT_URIS = "test.idp.redirect-uris";

	private static final String PEOPLE = "test.idp.people";

	private final ConfigurableApplicationContext context;

	TestIdentityProvider() {
		this.context = null;
	}

	private TestIdentityProvider(ConfigurableApplicationContext context) {
		this.context = context;
	}

	/**
	 * Starts a provider that sends people back to these redirect addresses and knows
	 * these people.
	 */
	public static TestIdentityProvider start(List<String> redirectUris, List<String> people) {
		ConfigurableApplicationContext context = new SpringApplicationBuilder(TestIdentityProvider.class)
			.properties(Map.of("spring.config.name", "test-idp-none", "server.port", "0", "spring.main.banner-mode",
					"off", REDIRECT_URIS, String.join(",", redirectUris), PEOPLE, String.join(",", people)))
			.run();
		return new TestIdentityProvider(context);
	}

	/** The issuer, as the agency's settings name it. */
	public String issuer() {
		return "http://localhost:" + ((ServletWebServerApplicationContext) context).getWebServer().getPort();
	}

	@Override
	public void close() {
		context.close();
	}

	@Bean
	UserDetailsService people(org.springframework.core.env.Environment environment) {
		InMemoryUserDetailsManager people = new InMemoryUserDetailsManager();
		for (String email : environment.getRequiredProperty(PEOPLE).split(",")) {
			people.createUser(User.withUsername(email).password("{noop}" + PASSWORD).roles("USER").build());
		}
		return people;
	}

	@Bean
	RegisteredClientRepository clients(org.springframework.core.env.Environment environment) {
		RegisteredClient.Builder client = RegisteredClient.withId(UUID.randomUUID().toString())
			.clientId(CLIENT_ID)
			.clientSecret("{noop}" + CLIENT_SECRET)
			.clientAuthenticationMethod(ClientAuthenticationMethod.CLIENT_SECRET_BASIC)
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.scope(OidcScopes.OPENID)
			.scope(OidcScopes.EMAIL)
			.scope(OidcScopes.PROFILE)
			.clientSettings(ClientSettings.builder().requireAuthorizationConsent(false).build());
		for (String uri : environment.getRequiredProperty(REDIRECT_URIS).split(",")) {
			client.redirectUri(uri);
		}
		return new InMemoryRegisteredClientRepository(client.build());
	}

	@Bean
	OAuth2TokenCustomizer<JwtEncodingContext> emailClaims() {
		return context -> {
			if (OidcParameterNames.ID_TOKEN.equals(context.getTokenType().getValue())) {
				String email = context.getPrincipal().getName();
				context.getClaims().claim("email", email).claim("email_verified", !email.startsWith("unverified"));
			}
		};
	}

}
