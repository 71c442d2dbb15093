package app.locus.reviewinbox;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The fields of a reply template, found and filled in. */
class ReplyFieldsTest {

	@ParameterizedTest
	@CsvSource(delimiter = '|', nullValues = "-", textBlock = """
			Anna Keller      | Anna
			'  Anna  Keller' | Anna
			Anna             | Anna
			-                | ''
			'   '            | ''
			""")
	void the_first_name_is_the_first_word_of_the_reviewers_name(@Nullable String reviewer, String first) {
		assertThat(ReplyFields.firstName(reviewer)).isEqualTo(first);
	}

	@Test
	void finds_every_field_that_is_not_one_of_the_three() {
		assertThat(ReplyFields.unknownIn("Hi {first_name} of {business} at {location}")).isEmpty();
		assertThat(ReplyFields.unknownIn("Hi {name}, {first_name} and {}")).containsExactly("{name}", "{}");
	}

	@Test
	void fills_every_field_and_leaves_a_missing_name_out_with_its_comma() {
		assertThat(ReplyFields.fill("Thank you, {first_name}! {business}, {location}", review("Anna K.", "Main St")))
			.isEqualTo("Thank you, Anna! Bayside Dental, Main St");
		assertThat(ReplyFields.fill("Thank you, {first_name}! {location}", review(null, null)))
			.isEqualTo("Thank you! Bayside Dental");
	}

	private static InboxReview review(@Nullable String reviewer, @Nullable String location) {
		return new InboxReview(WorkspaceId.random(), "Bayside Dental", "place", location, "review", reviewer, 5,
				"Great", Instant.EPOCH, null, null, ReplyState.UNANSWERED);
	}

}
