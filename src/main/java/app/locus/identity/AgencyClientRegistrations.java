package app.locus.identity;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.StoredIdentityProvider;
import app.locus.security.PublicAddresses;
import app.locus.base.vault.SecretCipher;

import org.jspecify.annotations.Nullable;
import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.core.AuthorizationGrantType;
import org.springframework.security.oauth2.core.ClientAuthenticationMethod;
import org.springframework.security.oauth2.core.oidc.IdTokenClaimNames;
import org.springframework.stereotype.Component;

/**
 * Spring Security's client registrations, one per agency with an identity provider; the
 * registration id is the agency id. A registration is built from the stored settings and
 * the endpoints stored when its admin saved them (DD115): nothing is fetched here, so an
 * anonymous request to {@code /oauth2/authorization/<id>} never makes the server call
 * out. The redirect address is the agency's verified host or the platform's configured
 * address, never the request's {@code Host} header (DD114).
 */
@Component
class AgencyClientRegistrations implements ClientRegistrationRepository {

	private final IdentityProviderRepository providers;

	private final SecretCipher cipher;

	private final PublicAddresses addresses;

	AgencyClientRegistrations(IdentityProviderRepository providers, SecretCipher cipher, PublicAddresses addresses) {
		this.providers = providers;
		this.cipher = cipher;
		this.addresses = addresses;
	}

	@Override
	public @Nullable ClientRegistration findByRegistrationId(String registrationId) {
		if (!OpaqueId.isWellFormed(registrationId)) {
			return null;
		}
		AgencyId agency = AgencyId.parse(registrationId);
		StoredIdentityProvider stored = providers.find(agency).orElse(null);
		if (stored == null || stored.discovered().isEmpty()) {
			return null;
		}
		DiscoveredProvider endpoints = stored.discovered().get();
		String secret = cipher.open(stored.secret(), IdentityProviderService.secretContext(agency),
				"identity provider secret of agency " + agency.value());
		return ClientRegistration.withRegistrationId(agency.value())
			.clientName(stored.settings().providerName())
			.clientId(stored.settings().clientId())
			.clientSecret(secret)
			.clientAuthenticationMethod(new ClientAuthenticationMethod(endpoints.tokenAuthMethod()))
			.authorizationGrantType(AuthorizationGrantType.AUTHORIZATION_CODE)
			.redirectUri(addresses.agency(agency).resolve("/login/oauth2/code/" + agency.value()).toString())
			.scope("openid", "email", "profile")
			.issuerUri(stored.settings().issuerUri())
			.authorizationUri(endpoints.authorizationUri())
			.tokenUri(endpoints.tokenUri())
			.jwkSetUri(endpoints.jwkSetUri())
			.userInfoUri(endpoints.userInfoUri())
			.userNameAttributeName(IdTokenClaimNames.SUB)
			.build();
	}

}
