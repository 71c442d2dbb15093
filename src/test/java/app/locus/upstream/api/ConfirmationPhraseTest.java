package app.locus.upstream.api;

import app.locus.upstream.UpstreamException;
import org.junit.jupiter.api.Test;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class ConfirmationPhraseTest {

	@Test
	void exact_phrase_matches() {
		assertThat(ConfirmationPhrase.DELETE_POST.matches("DELETE_POST")).isTrue();
	}

	@Test
	void lower_case_phrase_with_surrounding_spaces_matches() {
		assertThat(ConfirmationPhrase.CLOSED_PERMANENTLY.matches("  closed_permanently \t")).isTrue();
		assertThat(ConfirmationPhrase.SET_ATTRIBUTES.matches("Set_Attributes")).isTrue();
	}

	@Test
	void wrong_partial_or_missing_phrase_does_not_match() {
		assertThat(ConfirmationPhrase.DELETE_POST.matches("DELETE_MEDIA")).isFalse();
		assertThat(ConfirmationPhrase.DELETE_POST.matches("DELETE POST")).isFalse();
		assertThat(ConfirmationPhrase.DELETE_POST.matches("DELETE_POSTS")).isFalse();
		assertThat(ConfirmationPhrase.DELETE_POST.matches("")).isFalse();
		assertThat(ConfirmationPhrase.DELETE_POST.matches(null)).isFalse();
	}

	@Test
	void check_returns_the_typed_text_trimmed() {
		assertThat(Confirmation.check(ConfirmationPhrase.DELETE_LINK.typed(" delete_link "),
				ConfirmationPhrase.DELETE_LINK))
			.isEqualTo("delete_link");
	}

	@Test
	void check_refuses_a_mismatch_or_nothing_typed_as_confirmation_required() {
		assertThatThrownBy(() -> Confirmation.check(ConfirmationPhrase.DELETE_LINK.typed("delete"),
				ConfirmationPhrase.DELETE_LINK))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class)
			.hasMessageContaining("DELETE_LINK");
		assertThatThrownBy(() -> Confirmation.check(null, ConfirmationPhrase.DELETE_REPLY))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
	}

	@Test
	void a_confirmation_for_another_write_is_a_programming_error() {
		assertThatThrownBy(() -> Confirmation.check(ConfirmationPhrase.DELETE_POST.typed("DELETE_POST"),
				ConfirmationPhrase.DELETE_MEDIA))
			.isInstanceOf(IllegalArgumentException.class);
	}

}
