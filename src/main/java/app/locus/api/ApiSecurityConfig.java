package app.locus.api;

import java.time.Duration;

import app.locus.apitokens.ApiTokenService;
import app.locus.assistants.AssistantTokens;
import app.locus.assistants.ProtectedResourceMetadata;
import com.fasterxml.jackson.databind.ObjectMapper;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.core.annotation.Order;
import org.springframework.http.HttpHeaders;
import org.springframework.http.HttpStatus;
import org.springframework.security.config.annotation.web.builders.HttpSecurity;
import org.springframework.security.config.http.SessionCreationPolicy;
import org.springframework.security.core.context.SecurityContextHolder;
import org.springframework.security.web.SecurityFilterChain;
import org.springframework.security.web.authentication.AnonymousAuthenticationFilter;
import org.springframework.security.web.servlet.util.matcher.PathPatternRequestMatcher;
import org.springframework.security.web.util.matcher.OrRequestMatcher;
import org.springframework.security.web.util.matcher.RequestMatcher;

/**
 * The API's and the MCP server's own security chain, ahead of the portal's (DD220, DD221,
 * DD224): bearer tokens only (an API token, or an assistant's OAuth access token), no
 * session, no cookie, so no cross-site request forgery to guard against; the OpenAPI
 * document and the protected-resource metadata are public, everything else needs a token.
 */
@Configuration(proxyBeanMethods = false)
class ApiSecurityConfig {

	static final String OPENAPI_PATH = "/api/v1/openapi.json";

	@Bean
	@Order(1)
	SecurityFilterChain apiChain(HttpSecurity http, ApiTokenService tokens, AssistantTokens assistants,
			TokenRateLimit rateLimit, ObjectMapper json, @Value("${locus.api.slots:0}") int slots,
			@Value("${locus.api.waiting:16}") int waiting, @Value("${locus.api.wait:PT0.5S}") Duration wait)
			throws Exception {
		PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
		RequestMatcher resourceMetadata = paths.matcher(ProtectedResourceMetadata.PATH + "/**");
		http.securityMatcher(
				new OrRequestMatcher(paths.matcher("/api/**"), paths.matcher(McpServerConfig.PATH), resourceMetadata))
			.csrf(csrf -> csrf.disable())
			.sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.requestCache(cache -> cache.disable())
			.anonymous(anonymous -> anonymous.disable())
			.authorizeHttpRequests(auth -> auth.requestMatchers(paths.matcher(OPENAPI_PATH), resourceMetadata)
				.permitAll()
				.anyRequest()
				.authenticated())
			.addFilterBefore(
					new BearerTokenFilter(tokens, assistants, rateLimit,
							SecurityContextHolder.getContextHolderStrategy(), json),
					AnonymousAuthenticationFilter.class)
			.addFilterBefore(new BodySizeFilter(json), BearerTokenFilter.class)
			.addFilterAfter(new ApiConcurrencyLimit(slots > 0 ? slots : ApiConcurrencyLimit.halfTheProcessors(),
					waiting, wait, json), BearerTokenFilter.class)
			.exceptionHandling(exceptions -> exceptions.authenticationEntryPoint((request, response, refusal) -> {
				response.setHeader(HttpHeaders.WWW_AUTHENTICATE, BearerTokenFilter.challenge(request, null));
				ProblemResponses.write(response, json,
						ProblemResponses.problem(HttpStatus.UNAUTHORIZED, "token-required",
								"Send an API token (Authorization: Bearer locus_...) or sign in with OAuth: "
										+ ProtectedResourceMetadata.addressFor(request)));
			}));
		return http.build();
	}

}
