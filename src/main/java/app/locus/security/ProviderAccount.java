package app.locus.security;

/**
 * The principal an identity-provider sign-in produces: it names the Locus account it was
 * matched to, which then becomes the session's principal like after a password sign-in.
 */
public interface ProviderAccount {

	LocusUser locusUser();

}
