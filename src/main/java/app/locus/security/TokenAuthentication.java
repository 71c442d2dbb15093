package app.locus.security;

import java.util.Objects;

import org.springframework.security.authentication.AbstractAuthenticationToken;

/**
 * A request signed in with an API token: its principal is the admin who made the token,
 * its grant narrows what that admin may do (DD220). The secret itself is never kept here.
 */
public final class TokenAuthentication extends AbstractAuthenticationToken {

	private static final long serialVersionUID = 1L;

	private final LocusUser user;

	private final TokenGrant grant;

	public TokenAuthentication(LocusUser user, TokenGrant grant) {
		super(user.getAuthorities());
		this.user = user;
		this.grant = grant;
		setAuthenticated(true);
	}

	public TokenGrant grant() {
		return grant;
	}

	@Override
	public Object getCredentials() {
		return "";
	}

	@Override
	public LocusUser getPrincipal() {
		return user;
	}

	@Override
	public boolean equals(Object other) {
		return other instanceof TokenAuthentication that && user.equals(that.user) && grant.equals(that.grant);
	}

	@Override
	public int hashCode() {
		return Objects.hash(user, grant);
	}

}
