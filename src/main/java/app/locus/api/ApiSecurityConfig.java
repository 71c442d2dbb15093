package app.locus.api;

import app.locus.apitokens.ApiTokenService;
import com.fasterxml.jackson.databind.ObjectMapper;
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

/**
 * The API's and the MCP server's own security chain, ahead of the portal's (DD220,
 * DD221): bearer tokens only, no session, no cookie, so no cross-site request forgery to
 * guard against; the OpenAPI document is public, everything else needs a token.
 */
@Configuration(proxyBeanMethods = false)
class ApiSecurityConfig {

	static final String OPENAPI_PATH = "/api/v1/openapi.json";

	@Bean
	@Order(1)
	SecurityFilterChain apiChain(HttpSecurity http, ApiTokenService tokens, TokenRateLimit rateLimit, ObjectMapper json)
			throws Exception {
		PathPatternRequestMatcher.Builder paths = PathPatternRequestMatcher.withDefaults();
		http.securityMatcher(new OrRequestMatcher(paths.matcher("/api/**"), paths.matcher(McpServerConfig.PATH)))
			.csrf(csrf -> csrf.disable())
			.sessionManagement(session -> session.sessionCreationPolicy(SessionCreationPolicy.STATELESS))
			.requestCache(cache -> cache.disable())
			.anonymous(anonymous -> anonymous.disable())
			.authorizeHttpRequests(
					auth -> auth.requestMatchers(paths.matcher(OPENAPI_PATH)).permitAll().anyRequest().authenticated())
			.addFilterBefore(
					new BearerTokenFilter(tokens, rateLimit, SecurityContextHolder.getContextHolderStrategy(), json),
					AnonymousAuthenticationFilter.class)
			.addFilterBefore(new BodySizeFilter(json), BearerTokenFilter.class)
			.exceptionHandling(exceptions -> exceptions.authenticationEntryPoint((request, response, refusal) -> {
				response.setHeader(HttpHeaders.WWW_AUTHENTICATE, "Bearer");
				ProblemResponses.write(response, json, ProblemResponses.problem(HttpStatus.UNAUTHORIZED,
						"token-required", "Send an API token: Authorization: Bearer locus_..."));
			}));
		return http.build();
	}

}
