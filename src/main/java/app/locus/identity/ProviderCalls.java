package app.locus.identity;

import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import app.locus.base.net.OutboundHttp;

import org.springframework.context.annotation.Bean;
import org.springframework.context.annotation.Configuration;
import org.springframework.http.converter.FormHttpMessageConverter;
import org.springframework.security.oauth2.client.endpoint.OAuth2AccessTokenResponseClient;
import org.springframework.security.oauth2.client.endpoint.OAuth2AuthorizationCodeGrantRequest;
import org.springframework.security.oauth2.client.endpoint.RestClientAuthorizationCodeTokenResponseClient;
import org.springframework.security.oauth2.client.http.OAuth2ErrorResponseErrorHandler;
import org.springframework.security.oauth2.client.oidc.authentication.OidcIdTokenDecoderFactory;
import org.springframework.security.oauth2.client.oidc.authentication.OidcIdTokenValidator;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.userinfo.DefaultOAuth2UserService;
import org.springframework.security.oauth2.core.DelegatingOAuth2TokenValidator;
import org.springframework.security.oauth2.core.converter.ClaimTypeConverter;
import org.springframework.security.oauth2.core.http.converter.OAuth2AccessTokenResponseHttpMessageConverter;
import org.springframework.security.oauth2.jwt.JwtDecoder;
import org.springframework.security.oauth2.jwt.JwtDecoderFactory;
import org.springframework.security.oauth2.jwt.JwtTimestampValidator;
import org.springframework.security.oauth2.jwt.NimbusJwtDecoder;
import org.springframework.web.client.RestClient;
import org.springframework.web.client.RestTemplate;

/**
 * The calls the server makes to an agency's identity provider during a sign-in (token,
 * signing keys, user info) go through {@link OutboundHttp} like discovery does: public
 * addresses only, the checked address pinned, no redirects (DD115). Spring Security's
 * OAuth2 login picks these beans up in place of its own clients.
 */
@Configuration
class ProviderCalls {

	@Bean
	OAuth2AccessTokenResponseClient<OAuth2AuthorizationCodeGrantRequest> providerTokens(OutboundHttp http) {
		RestClientAuthorizationCodeTokenResponseClient tokens = new RestClientAuthorizationCodeTokenResponseClient();
		tokens
			.setRestClient(RestClient.builder().requestFactory(http.requestFactory()).messageConverters(converters -> {
				converters.clear();
				converters.add(new FormHttpMessageConverter());
				converters.add(new OAuth2AccessTokenResponseHttpMessageConverter());
			}).defaultStatusHandler(new OAuth2ErrorResponseErrorHandler()).build());
		return tokens;
	}

	@Bean
	JwtDecoderFactory<ClientRegistration> providerIdTokens(OutboundHttp http) {
		RestTemplate keys = new RestTemplate(http.requestFactory());
		Map<String, JwtDecoder> decoders = new ConcurrentHashMap<>();
		return registration -> decoders
			.computeIfAbsent(String.join("\n", registration.getRegistrationId(), registration.getClientId(),
					registration.getProviderDetails().getIssuerUri(), registration.getProviderDetails().getJwkSetUri()),
					key -> {
						NimbusJwtDecoder decoder = NimbusJwtDecoder
							.withJwkSetUri(registration.getProviderDetails().getJwkSetUri())
							.restOperations(keys)
							.build();
						decoder.setJwtValidator(new DelegatingOAuth2TokenValidator<>(new JwtTimestampValidator(),
								new OidcIdTokenValidator(registration)));
						decoder.setClaimSetConverter(
								new ClaimTypeConverter(OidcIdTokenDecoderFactory.createDefaultClaimTypeConverters()));
						return decoder;
					});
	}

	/** User info, for {@link AgencyOidcUserService}. */
	@Bean
	DefaultOAuth2UserService providerUserInfo(OutboundHttp http) {
		RestTemplate userInfo = new RestTemplate(http.requestFactory());
		userInfo.setErrorHandler(new OAuth2ErrorResponseErrorHandler());
		DefaultOAuth2UserService service = new DefaultOAuth2UserService();
		service.setRestOperations(userInfo);
		return service;
	}

}
