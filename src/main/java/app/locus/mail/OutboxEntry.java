package app.locus.mail;

import java.time.Instant;

import org.jspecify.annotations.Nullable;

/**
 * A mail as the outbox lists it: a failed one has its last error, and its next try unless
 * it was given up.
 */
public record OutboxEntry(MailId id, String recipients, String subject, Instant createdAt, MailStatus status,
		int attempts, @Nullable Instant nextTryAt, @Nullable Instant sentAt, @Nullable String lastError,
		boolean personal) {

}
