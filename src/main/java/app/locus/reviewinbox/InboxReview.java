package app.locus.reviewinbox;

import java.time.Instant;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * One customer review in the inbox, with its client workspace and location. Null where
 * the service gave no value (a review of stars only has no text).
 */
public record InboxReview(WorkspaceId workspace, String clientName, String placeId, @Nullable String locationName,
		String reviewId, @Nullable String reviewer, @Nullable Integer stars, @Nullable String text, Instant createdAt,
		@Nullable String replyText, @Nullable Instant repliedAt, ReplyState state) {

}
