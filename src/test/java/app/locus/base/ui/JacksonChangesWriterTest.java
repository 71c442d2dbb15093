package app.locus.base.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.Composite;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dependency.StyleSheet;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.textfield.TextField;
import com.vaadin.flow.server.communication.UidlWriter;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * An answer whose node changes are copied into Jackson node by node (DD180) is the answer
 * Flow 24.9's own writer gives for the same page: the same changes in the same order, the
 * same constants and the same dependencies of the components it attaches.
 */
class JacksonChangesWriterTest {

	private static final ObjectMapper JSON = new ObjectMapper();

	@AfterEach
	void closeThePage() {
		MockVaadin.tearDown();
	}

	@Test
	void a_page_opened_is_answered_as_flows_own_writer_answers_it() {
		JsonNode ours = answerTo(JacksonChangesWriter::new, JacksonChangesWriterTest::openAPage);
		JsonNode flows = answerTo(UidlWriter::new, JacksonChangesWriterTest::openAPage);

		assertThat(ours.path("changes").size()).as("changes of the page").isGreaterThan(30);
		assertThat(ours).isEqualTo(flows);
	}

	@Test
	void a_page_changed_after_it_was_sent_is_answered_as_flows_own_writer_answers_it() {
		Consumer<UI> openThenChange = ui -> {
			openAPage(ui);
			new UidlWriter().createUidl(ui, false);
			changeThePage(ui);
		};

		JsonNode ours = answerTo(JacksonChangesWriter::new, openThenChange);
		JsonNode flows = answerTo(UidlWriter::new, openThenChange);

		assertThat(ours.path("changes").size()).as("changes of the page").isGreaterThan(3);
		assertThat(ours).isEqualTo(flows);
	}

	@Test
	void text_numbers_and_the_stylesheet_of_an_attached_component_reach_the_answer_as_declared() throws Exception {
		JsonNode answer = answerTo(JacksonChangesWriter::new, JacksonChangesWriterTest::openAPage);

		ObjectNode text = changeOf(answer, "text");
		assertThat(text.path("type").asText()).isEqualTo("put");
		assertThat(text.get("value")).isEqualTo(JSON.readTree("\"Blue \\\"Bottle\\\" Café ▲ +4.08\""));
		assertThat(changeOf(answer, "cells").get("value")).isEqualTo(JSON.readTree("{\"rank\": 3, \"of\": 5}"));
		assertThat(answer.findValuesAsText("url")).contains("context://styles/badge.css");
	}

	private static ObjectNode changeOf(JsonNode answer, String key) {
		List<JsonNode> changes = answer.path("changes").findParents("key");
		return (ObjectNode) changes.stream()
			.filter(change -> change.path("key").asText().equals(key))
			.findFirst()
			.orElseThrow(() -> new AssertionError("no change of " + key + " in " + answer));
	}

	private static JsonNode answerTo(Supplier<UidlWriter> writer, Consumer<UI> page) {
		MockVaadin.setup();
		UI ui = UI.getCurrent();
		page.accept(ui);
		ObjectNode answer = writer.get().createUidl(ui, false, false);
		MockVaadin.tearDown();
		return answer;
	}

	private static void openAPage(UI ui) {
		Span text = new Span("Blue \"Bottle\" Café ▲ +4.08");
		TextField field = new TextField("Keyword", "pizza near me", "Search");
		field.setMaxLength(80);
		Button button = new Button("Save", click -> {
		});
		button.addClassNames("primary", "wide");
		Div grid = new Div();
		grid.getElement().setPropertyJson("cells", JSON.createObjectNode().put("rank", 3).put("of", 5));
		ui.add(text, field, button, grid, new Badge("3 of 5"));
	}

	private static void changeThePage(UI ui) {
		List.copyOf(ui.getChildren().toList()).forEach(child -> {
			if (child instanceof Button button) {
				ui.remove(button);
			}
			if (child instanceof TextField field) {
				field.setValue("pizza open now");
				field.setMaxLength(0);
			}
		});
		ui.add(new Span("Saved"));
	}

	@StyleSheet("context://styles/badge.css")
	private static final class Badge extends Composite<Span> {

		Badge(String text) {
			getContent().setText(text);
		}

	}

}
