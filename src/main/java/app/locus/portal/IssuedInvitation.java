package app.locus.portal;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * The answer to an invitation: either it went out by e-mail, or {@code link} is the one
 * and only time the link can be seen, for the admin to pass on.
 *
 * @param link the link when it was not mailed, otherwise null
 */
public record IssuedInvitation(String email, Instant expiresAt, boolean mailed, @Nullable String link) {

}
