package app.locus.identity;

import org.jspecify.annotations.Nullable;

/**
 * What an identity provider's discovery document said, stored with its settings (DD115):
 * sign-in builds its client registration from these alone.
 *
 * @param userInfoUri may be null (the ID token then carries the claims)
 * @param tokenAuthMethod {@code client_secret_basic} or {@code client_secret_post}
 */
public record DiscoveredProvider(String authorizationUri, String tokenUri, String jwkSetUri,
		@Nullable String userInfoUri, String tokenAuthMethod) {

}
