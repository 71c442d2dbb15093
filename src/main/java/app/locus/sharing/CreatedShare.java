package app.locus.sharing;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A share link just made. {@code link} holds the token: it is shown to its creator this
 * once and stored nowhere (only its hash is).
 *
 * @param expiresAt null for a link that never expires
 */
public record CreatedShare(ShareLinkId id, String link, @Nullable Instant expiresAt) {

	@Override
	public String toString() {
		return "CreatedShare[" + id + "]";
	}

}
