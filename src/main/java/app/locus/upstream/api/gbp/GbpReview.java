package app.locus.upstream.api.gbp;

import java.time.Instant;
import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A customer review on the profile with the owner's reply (null when there is none).
 * {@code starRating} is 1 to 5 (the platform's words ONE..FIVE are read as numbers).
 */
public record GbpReview(String reviewId, String reviewer, Integer starRating, String comment, Instant createTime,
		Reply reply) {

	private static final List<String> STARS = List.of("ONE", "TWO", "THREE", "FOUR", "FIVE");

	/** The owner's reply. */
	public record Reply(String comment, Instant updateTime) {

		static Reply from(JsonNode node) {
			return new Reply(Lenient.text(node, "comment"), Lenient.instant(node, "update_time"));
		}

	}

	static GbpReview from(JsonNode node) {
		JsonNode reply = Lenient.objectOrNull(node, "reply");
		return new GbpReview(Lenient.text(node, "review_id"), reviewer(node), stars(node),
				Lenient.text(node, "comment"), Lenient.instant(node, "create_time"),
				reply == null ? null : Reply.from(reply));
	}

	private static String reviewer(JsonNode node) {
		JsonNode reviewer = Lenient.object(node, "reviewer");
		if (reviewer.isObject()) {
			String name = Lenient.text(reviewer, "display_name");
			return name != null ? name : Lenient.text(reviewer, "displayName");
		}
		return Lenient.text(node, "reviewer");
	}

	private static Integer stars(JsonNode node) {
		String text = Lenient.text(node, "star_rating");
		int word = text == null ? -1 : STARS.indexOf(text.strip().toUpperCase());
		return word >= 0 ? Integer.valueOf(word + 1) : Lenient.integer(node, "star_rating");
	}

}
