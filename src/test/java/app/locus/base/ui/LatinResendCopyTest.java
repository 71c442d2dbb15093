package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import org.junit.jupiter.api.Test;

class LatinResendCopyTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	@Test
	void an_answer_with_arrows_and_dashes_is_kept_as_the_same_json_in_latin1() throws Exception {
		String answer = "for(;;);[{\"changes\":[{\"key\":\"text\",\"value\":\"▲ +4.08 better – Café · 5×5 \uD83D\uDCCD\"}]}]";

		String kept = LatinResendCopy.latin1(answer);

		assertThat(kept.chars()).allMatch(c -> c <= 0xFF);
		assertThat(kept).startsWith("for(;;);[").contains("Café · 5×5").contains("\\u25b2");
		assertThat(JSON.readTree(kept.substring("for(;;);".length())))
			.isEqualTo(JSON.readTree(answer.substring("for(;;);".length())));
	}

	@Test
	void an_answer_already_in_latin1_is_kept_as_it_is() {
		String answer = "for(;;);[{\"changes\":[],\"title\":\"Blue Bottle Bakery · Locus\"}]";

		assertThat(LatinResendCopy.latin1(answer)).isSameAs(answer);
	}

}
