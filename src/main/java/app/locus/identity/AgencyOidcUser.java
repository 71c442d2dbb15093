package app.locus.identity;

import java.util.Collection;
import java.util.Map;

import app.locus.security.LocusUser;
import app.locus.security.ProviderAccount;

import org.springframework.security.core.GrantedAuthority;
import org.springframework.security.oauth2.core.oidc.OidcIdToken;
import org.springframework.security.oauth2.core.oidc.OidcUserInfo;
import org.springframework.security.oauth2.core.oidc.user.OidcUser;

/**
 * A person signed in through their agency's identity provider and matched to their Locus
 * account; the account's role is their only authority.
 */
record AgencyOidcUser(OidcUser provider, LocusUser locusUser) implements OidcUser, ProviderAccount {

	@Override
	public Map<String, Object> getClaims() {
		return provider.getClaims();
	}

	@Override
	public OidcUserInfo getUserInfo() {
		return provider.getUserInfo();
	}

	@Override
	public OidcIdToken getIdToken() {
		return provider.getIdToken();
	}

	@Override
	public Map<String, Object> getAttributes() {
		return provider.getAttributes();
	}

	@Override
	public Collection<? extends GrantedAuthority> getAuthorities() {
		return locusUser.getAuthorities();
	}

	@Override
	public String getName() {
		return locusUser.email();
	}

}
