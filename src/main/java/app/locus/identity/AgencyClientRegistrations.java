package app.locus.identity;

import java.net.URI;
import java.time.Instant;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;

import app.locus.base.AgencyId;
import app.locus.base.OpaqueId;
import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.StoredIdentityProvider;
import app.locus.upstream.credentials.SecretCipher;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.security.oauth2.client.registration.ClientRegistration;
import org.springframework.security.oauth2.client.registration.ClientRegistrationRepository;
import org.springframework.security.oauth2.client.registration.ClientRegistrations;
import org.springframework.stereotype.Component;

/**
 * Spring Security's client registrations, one per agency with an identity provider; the
 * registration id is the agency id. A registration is built from the provider's OIDC
 * discovery document when first needed and kept until the agency's settings change (the
 * row's update time tells, so a change on another node is noticed too).
 */
@Component
class AgencyClientRegistrations implements ClientRegistrationRepository {

	private static final Logger log = LoggerFactory.getLogger(AgencyClientRegistrations.class);

	private final IdentityProviderRepository providers;

	private final SecretCipher cipher;

	private final IssuerAddressPolicy addresses;

	private final Map<AgencyId, Built> built = new ConcurrentHashMap<>();

	AgencyClientRegistrations(IdentityProviderRepository providers, SecretCipher cipher,
			IssuerAddressPolicy addresses) {
		this.providers = providers;
		this.cipher = cipher;
		this.addresses = addresses;
	}

	@Override
	public ClientRegistration findByRegistrationId(String registrationId) {
		if (!OpaqueId.isWellFormed(registrationId)) {
			return null;
		}
		AgencyId agency = AgencyId.parse(registrationId);
		StoredIdentityProvider stored = providers.find(agency).orElse(null);
		if (stored == null) {
			built.remove(agency);
			return null;
		}
		Built cached = built.get(agency);
		if (cached != null && cached.updatedAt().equals(stored.updatedAt())) {
			return cached.registration();
		}
		try {
			ClientRegistration registration = build(agency, stored);
			built.put(agency, new Built(stored.updatedAt(), registration));
			return registration;
		}
		catch (RuntimeException ex) {
			// The provider is down, its issuer is wrong or it points at a private
			// address: sign-in with it fails, passwords still work.
			log.warn("Identity provider of agency {} unusable ({})", agency, stored.settings().issuerUri(), ex);
			return null;
		}
	}

	void forget(AgencyId agency) {
		built.remove(agency);
	}

	private ClientRegistration build(AgencyId agency, StoredIdentityProvider stored) {
		String secret = cipher.open(stored.secret(), IdentityProviderService.secretContext(agency),
				"identity provider secret of agency " + agency.value());
		// checked again here, not only when saved: a host name may resolve elsewhere now
		addresses.requirePublic(URI.create(stored.settings().issuerUri()));
		ClientRegistration registration = ClientRegistrations.fromOidcIssuerLocation(stored.settings().issuerUri())
			.registrationId(agency.value())
			.clientName(stored.settings().providerName())
			.clientId(stored.settings().clientId())
			.clientSecret(secret)
			.scope("openid", "email", "profile")
			.redirectUri("{baseUrl}/login/oauth2/code/{registrationId}")
			.build();
		ClientRegistration.ProviderDetails provider = registration.getProviderDetails();
		Stream.of(provider.getTokenUri(), provider.getJwkSetUri(), provider.getUserInfoEndpoint().getUri())
			.filter(uri -> uri != null && !uri.isBlank())
			.forEach(uri -> addresses.requirePublic(URI.create(uri)));
		return registration;
	}

	private record Built(Instant updatedAt, ClientRegistration registration) {
	}

}
