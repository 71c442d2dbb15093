package app.locus.security;

import org.springframework.security.core.AuthenticationException;

/**
 * A sign-in through an agency's identity provider that Locus refuses, with the reason the
 * login page gives.
 */
public class ProviderSignInRefusedException extends AuthenticationException {

	private final ProviderRefusal refusal;

	public ProviderSignInRefusedException(ProviderRefusal refusal) {
		super("Provider sign-in refused: " + refusal.code());
		this.refusal = refusal;
	}

	public ProviderRefusal refusal() {
		return refusal;
	}

}
