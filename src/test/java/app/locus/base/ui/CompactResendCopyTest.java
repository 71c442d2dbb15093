package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.vaadin.flow.component.UI;
import org.junit.jupiter.api.Test;

class CompactResendCopyTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	private static final String ANSWER = "for(;;);[{\"syncId\":3,\"changes\":[{\"key\":\"text\",\"value\":"
			+ "\"▲ +4.08 better – Café · 5×5 \uD83D\uDCCD\"}]}]";

	@Test
	void an_answer_with_arrows_and_dashes_is_written_as_the_same_json_in_latin1() throws Exception {
		String kept = CompactResendCopy.latin1(ANSWER);

		assertThat(kept.chars()).allMatch(c -> c <= 0xFF);
		assertThat(kept).startsWith("for(;;);[").contains("Café · 5×5").contains("\\u25b2");
		assertThat(json(kept)).isEqualTo(json(ANSWER));
	}

	@Test
	void an_answer_already_in_latin1_is_written_as_it_is() {
		String answer = "for(;;);[{\"changes\":[],\"title\":\"Blue Bottle Bakery · Locus\"}]";

		assertThat(CompactResendCopy.latin1(answer)).isSameAs(answer);
	}

	@Test
	void the_kept_answer_is_compressed_and_comes_back_when_the_browser_repeats_its_last_request() throws Exception {
		UI ui = new UI();
		ui.getInternals().setLastProcessedClientToServerId(4, new byte[0]);
		ui.getInternals().setLastRequestResponse(ANSWER);

		CompactResendCopy.compress(ui);
		assertThat(ui.getInternals().getLastRequestResponse()).isNull();
		CompactResendCopy.restoreIfRepeated(ui, "{\"csrfToken\":\"t\",\"rpc\":[],\"syncId\":3,\"clientId\":4}");

		String restored = ui.getInternals().getLastRequestResponse();
		assertThat(restored).startsWith("for(;;);[");
		assertThat(json(restored)).isEqualTo(json(ANSWER));
	}

	@Test
	void a_new_request_does_not_bring_the_kept_answer_back() {
		UI ui = new UI();
		ui.getInternals().setLastProcessedClientToServerId(4, new byte[0]);
		ui.getInternals().setLastRequestResponse(ANSWER);

		CompactResendCopy.compress(ui);
		CompactResendCopy.restoreIfRepeated(ui, "{\"csrfToken\":\"t\",\"rpc\":[],\"syncId\":3,\"clientId\":5}");

		assertThat(ui.getInternals().getLastRequestResponse()).isNull();
	}

	@Test
	void a_long_answer_is_kept_in_a_fraction_of_its_size() {
		String answer = "for(;;);[{\"changes\":[" + "{\"node\":12,\"type\":\"put\",\"key\":\"tag\",\"feat\":0,"
				+ "\"value\":\"vaadin-side-nav-item\"},".repeat(2000) + "{}]}]";

		CompactResendCopy.Deflated copy = CompactResendCopy.Deflated.of(answer);

		assertThat(copy.bytes().length).isLessThan(answer.length() / 10);
		assertThat(copy.text()).isEqualTo(answer);
	}

	private static Object json(String answer) throws Exception {
		return JSON.readTree(answer.substring("for(;;);".length()));
	}

}
