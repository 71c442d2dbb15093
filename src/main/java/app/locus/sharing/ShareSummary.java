package app.locus.sharing;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A row of the workspace's shared links (never the token).
 *
 * @param expiresAt null for a link that never expires
 */
public record ShareSummary(ShareLinkId id, String report, String sharedBy, Instant sharedAt,
		@Nullable Instant expiresAt, ShareStatus status, int timesOpened) {
}
