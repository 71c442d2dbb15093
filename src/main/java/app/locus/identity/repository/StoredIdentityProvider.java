package app.locus.identity.repository;

import java.time.Instant;
import java.util.Optional;

import app.locus.identity.DiscoveredProvider;
import app.locus.identity.IdentityProviderSettings;
import app.locus.base.vault.SealedSecret;

/**
 * An identity provider row: its settings, the sealed client secret, when it last changed,
 * and the endpoints its discovery document named.
 */
public record StoredIdentityProvider(IdentityProviderSettings settings, SealedSecret secret, Instant updatedAt,
		Optional<DiscoveredProvider> discovered) {

}
