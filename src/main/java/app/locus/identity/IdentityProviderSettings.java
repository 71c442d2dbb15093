package app.locus.identity;

import java.util.List;

/**
 * An agency's identity provider as its admin sees it: never the client secret.
 *
 * @param providerName the name on the login page's button ("Sign in with ...")
 * @param issuerUri the OIDC issuer; its discovery document names every endpoint
 * @param allowedDomains e-mail domains whose addresses may sign in this way
 */
public record IdentityProviderSettings(String providerName, String issuerUri, String clientId,
		List<String> allowedDomains) {

	public IdentityProviderSettings {
		allowedDomains = List.copyOf(allowedDomains);
	}

	/**
	 * Whether the address is at one of the allowed domains (exactly, not a sub-domain).
	 */
	public boolean allows(String email) {
		int at = email == null ? -1 : email.lastIndexOf('@');
		return at > 0 && allowedDomains.contains(email.substring(at + 1).toLowerCase(java.util.Locale.ROOT));
	}

}
