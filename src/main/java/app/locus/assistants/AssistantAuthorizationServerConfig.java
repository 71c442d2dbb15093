package app.locus.assistants;

import java.time.Duration;

import app.locus.security.LocusUser;
import app.locus.security.PortalSessionGuards;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpStatus;
import org.springframework.jdbc.core.JdbcTemplate;
import org.springframework.security.authorization.AuthorizationDecision;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.JdbcOAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationConsentService;
import org.springframework.security.oauth2.server.authorization.OAuth2AuthorizationService;
import org.springframework.security.oauth2.server.authorization.client.JdbcRegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.client.RegisteredClientRepository;
import org.springframework.security.oauth2.server.authorization.config.annotation.web.configurers.OAuth2AuthorizationServerConfigurer;
import org.springframework.security.oauth2.server.authorization.context.AuthorizationServerContextHolder;
import org.springframework.security.oauth2.server.authorization.settings.AuthorizationServerSettings;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.HttpStatusEntryPoint;
import org.springframework.security.web.authentication.LoginUrlAuthenticationEntryPoint;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.AnyRequestMatcher;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * The authorization server assistants sign in with (DD224): Spring Authorization Server's
 * authorization code flow with PKCE for public clients only, opaque access tokens that
 * live a working day, its stores in the database so that every node knows every sign-in.
 * The person allowing an assistant signs in to the portal first, with its second factor
 * and its session rules, and then says yes on the consent page.
 */
@Configuration(proxyBeanMethods = false)
public class AssistantAuthorizationServerConfig {

	static final String REGISTRATION_PATH = "/oauth2/register";

	static final String AUTHORIZATION_PATH = "/oauth2/authorize";

	/** The portal's page where the person says yes or no (a view of this feature). */
	public static final String CONSENT_ROUTE = "connect-assistant";

	/** A working day: public clients get no refresh token to outlive it. */
	static final Duration ACCESS_TOKEN_LIFE = Duration.ofHours(8);

	@Bean
	@Order(0)
	SecurityFilterChain assistantAuthorizationChain(HttpSecurity http, PortalSessionGuards guards) throws Exception {
		OAuth2AuthorizationServerConfigurer server = OAuth2AuthorizationServerConfigurer.authorizationServer();
		PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
		RequestMatcher registration = paths.matcher(REGISTRATION_PATH);
		http.securityMatcher(new OrRequestMatcher(server.getEndpointsMatcher(), registration))
			.with(server,
					configurer -> configurer
						.authorizationEndpoint(endpoint -> endpoint.consentPage("/" + CONSENT_ROUTE))
						.authorizationServerMetadataEndpoint(metadata -> metadata
							.authorizationServerMetadataCustomizer(claims -> claims.claim("registration_endpoint",
									AuthorizationServerContextHolder.getContext().getIssuer() + REGISTRATION_PATH))))
			.csrf(csrf -> csrf.ignoringRequestMatchers(registration))
			.authorizeHttpRequests(auth -> auth.requestMatchers(registration)
				.permitAll()
				// a person of the portal, fully signed in, allows an assistant
				.requestMatchers(paths.matcher(AUTHORIZATION_PATH))
				.access((authentication, request) -> new AuthorizationDecision(
						authentication.get() != null && authentication.get().isAuthenticated()
								&& authentication.get().getPrincipal() instanceof LocusUser))
				.anyRequest()
				.authenticated());
		guards.guard(http);
		// the person's browser goes to the portal's sign-in; an assistant's own calls are
		// told 401
		LoginUrlAuthenticationEntryPoint toLogin = new LoginUrlAuthenticationEntryPoint("/login");
		toLogin.setFavorRelativeUris(true);
		http.exceptionHandling(
				exceptions -> exceptions.defaultAuthenticationEntryPointFor(toLogin, paths.matcher(AUTHORIZATION_PATH))
					.defaultAuthenticationEntryPointFor(new HttpStatusEntryPoint(HttpStatus.UNAUTHORIZED),
							AnyRequestMatcher.INSTANCE));
		return http.build();
	}

	@Bean
	AuthorizationServerSettings authorizationServerSettings() {
		return AuthorizationServerSettings.builder().build();
	}

	@Bean
	RegisteredClientRepository registeredClientRepository(JdbcTemplate jdbc) {
		return new JdbcRegisteredClientRepository(jdbc);
	}

	@Bean
	OAuth2AuthorizationService oauth2AuthorizationService(JdbcTemplate jdbc, RegisteredClientRepository clients) {
		return new HashedTokenAuthorizations(new JdbcOAuth2AuthorizationService(jdbc, clients));
	}

	@Bean
	OAuth2AuthorizationConsentService oauth2AuthorizationConsentService(JdbcTemplate jdbc,
			RegisteredClientRepository clients) {
		return new JdbcOAuth2AuthorizationConsentService(jdbc, clients);
	}

}
