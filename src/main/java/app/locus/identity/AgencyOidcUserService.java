package app.locus.identity;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.EmailAddress;
import app.locus.identity.repository.IdentityProviderRepository;
import app.locus.identity.repository.StoredIdentityProvider;
import app.locus.security.LocusUser;
import app.locus.security.ProviderRefusal;
import app.locus.security.ProviderSignIn;
import app.locus.security.ProviderSignInRefusedException;

import org.springframework.security.core.AuthenticationException;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserRequest;
import org.springframework.security.oauth2.client.oidc.userinfo.OidcUserService;
import org.springframework.security.oauth2.client.userinfo.DefaultOAuth2UserService;
import org.springframework.security.oauth2.client.userinfo.OAuth2UserService;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;
import org.springframework.stereotype.Component;

/**
 * Turns a person the agency's identity provider vouched for into their Locus account
 * (DD071): the provider must have verified the e-mail address, the address must be at one
 * of the agency's allowed domains, and it must belong to an active account of that
 * agency; unknown people are refused, never created. Then the same rules as a password
 * sign-in apply (throttle, host of one's own agency). Every outcome is audited.
 */
@Component
class AgencyOidcUserService implements OAuth2UserService<OidcUserRequest, OidcUser> {

	private final OidcUserService provider = new OidcUserService();

	private final IdentityProviderRepository providers;

	private final ProviderSignIn signIn;

	private final AuditLog audit;

	AgencyOidcUserService(IdentityProviderRepository providers, ProviderSignIn signIn, AuditLog audit,
			DefaultOAuth2UserService providerUserInfo) {
		provider.setOauth2UserService(providerUserInfo);
		this.providers = providers;
		this.signIn = signIn;
		this.audit = audit;
	}

	@Override
	public OidcUser loadUser(OidcUserRequest request) {
		OidcUser person = provider.loadUser(request);
		AgencyId agency = AgencyId.parse(request.getClientRegistration().getRegistrationId());
		String email = person.getEmail() == null ? null : EmailAddress.normalise(person.getEmail());
		try {
			StoredIdentityProvider stored = providers.find(agency)
				.orElseThrow(() -> new ProviderSignInRefusedException(ProviderRefusal.FAILED));
			if (email == null || !Boolean.TRUE.equals(person.getEmailVerified())) {
				throw new ProviderSignInRefusedException(ProviderRefusal.UNVERIFIED);
			}
			if (!stored.settings().allows(email)) {
				throw new ProviderSignInRefusedException(ProviderRefusal.DOMAIN);
			}
			LocusUser user = signIn.accept(agency, email);
			audit.record(AuditEntry.success(agency, null, "identity.sign_in", email, null));
			return new AgencyOidcUser(person, user);
		}
		catch (AuthenticationException ex) {
			String reason = ex instanceof ProviderSignInRefusedException refused ? refused.refusal().code() : "paused";
			audit.record(new AuditEntry(agency, null, "identity.sign_in", email == null ? "(no e-mail)" : email,
					Outcome.DENIED, "refused: " + reason));
			throw ex;
		}
	}

}
