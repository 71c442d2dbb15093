package app.locus.identity.repository;

import java.time.Instant;

import app.locus.identity.IdentityProviderSettings;
import app.locus.upstream.credentials.repository.SealedSecret;

/**
 * An identity provider row: its settings, the sealed client secret, and when it last
 * changed (which tells cached client registrations apart).
 */
public record StoredIdentityProvider(IdentityProviderSettings settings, SealedSecret secret, Instant updatedAt) {

}
