package app.locus.businessprofile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.function.Function;

import app.locus.base.ValidationException;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileUpdate;
import org.junit.jupiter.api.Test;

/**
 * A change refuses a text over its limit itself, naming the field and the limit, and
 * counts the limit in code points (DD125). The limits here are written apart from the
 * code: Google's 1500 for a post, 750 for the description, 4096 for a reply.
 */
class ProfileChangeLimitsTest {

	private static final String WIDE = "🥐";

	@Test
	void a_post_summary_of_1500_code_points_passes_and_one_more_is_refused_naming_the_limit() {
		assertLimit(text -> new ProfileChange.CreatePost(text), 1500, "summary");
		assertLimit(text -> new ProfileChange.UpdatePost("post-1", text), 1500, "summary");
	}

	@Test
	void a_reply_and_the_business_description_keep_their_limits() {
		assertLimit(text -> new ProfileChange.ReplyReview("review-1", text), 4096, "comment");
		assertLimit(text -> new ProfileChange.UpdateLocation(ProfileUpdate.merge().set(ProfileField.DESCRIPTION, text)),
				750, "profile.description");
	}

	private static void assertLimit(Function<String, ProfileChange> change, int limit, String field) {
		assertThatCode(() -> change.apply(WIDE.repeat(limit)).validate())
			.as("%d code points in 4-byte characters fit %s", limit, field)
			.doesNotThrowAnyException();
		assertThatThrownBy(() -> change.apply("y".repeat(limit + 1)).validate())
			.as("%d characters in %s are refused", limit + 1, field)
			.isInstanceOfSatisfying(ValidationException.class,
					refused -> assertThat(refused.fieldErrors()).hasEntrySatisfying(field,
							message -> assertThat(message).contains("at most " + limit + " characters")));
	}

}
