package app.locus.assistants;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import app.locus.base.Role;
import app.locus.base.ui.UiTest;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.html.Input;
import com.vaadin.flow.dom.Element;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The consent page names the assistant and where it returns, offers each scope it asked
 * for as a ticked box, and posts both answers to the authorization endpoint with the
 * consent's state; an unknown assistant is told so. The person's assistants page says
 * when none is connected.
 */
class AssistantPagesTest extends UiTest {

	@Autowired
	AssistantClients clients;

	@Autowired
	AssistantConnectionService connections;

	LocusUser manager;

	@BeforeEach
	void aManager() {
		TestAgency agency = tenants.agency();
		manager = agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery"));
	}

	@Test
	void the_consent_page_asks_about_the_assistant_and_posts_the_answer_with_its_state() {
		String clientId = clients
			.register(new ClientRegistrationRequest(List.of("https://desk.example/callback"), "Desk assistant", null,
					null), "127.0.0.1")
			.getClientId();
		signInAs(manager);
		navigate("connect-assistant?client_id=" + clientId + "&scope=locus.read%20locus.write&state=st-1");

		String text = byId(Component.class, "assistant-consent").getElement().getTextRecursively();
		assertThat(text).contains("Desk assistant asks to work in Locus as you (" + manager.email() + ")")
			.contains("desk.example");
		Element allow = byId(Component.class, "assistant-allow").getElement();
		assertThat(allow.getAttribute("action")).isEqualTo("oauth2/authorize");
		assertThat(allow.getAttribute("method")).isEqualTo("post");
		assertThat(byId(Input.class, "scope-locus-read").getElement().getAttribute("checked")).isNotNull();
		assertThat(byId(Input.class, "scope-locus-write").getElement().getAttribute("value")).isEqualTo("locus.write");
		List<String> hidden = allow.getChildren()
			.filter(child -> "hidden".equals(child.getAttribute("type")))
			.map(child -> child.getAttribute("name") + "=" + child.getAttribute("value"))
			.toList();
		assertThat(hidden).contains("client_id=" + clientId, "state=st-1");
		assertThat(present("assistant-deny")).isTrue();
	}

	@Test
	void an_unknown_assistant_is_told_to_start_again() {
		signInAs(manager);
		navigate("connect-assistant?client_id=nobody&scope=locus.read&state=st-1");

		assertThat(byId(Component.class, "assistant-consent").getElement().getTextRecursively())
			.contains("not registered");
		assertThat(present("assistant-allow")).isFalse();
	}

	@Test
	void the_assistants_page_says_when_none_is_connected_and_shows_the_mcp_address() {
		signInAs(manager);
		navigate("account/assistants");

		String text = byId(Component.class, "connected-assistants").getElement().getTextRecursively();
		assertThat(text).contains("No assistant is connected.").contains("/mcp");
		assertThat(connections.connected()).isEmpty();
	}

}
