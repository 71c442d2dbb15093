package app.locus.help.ui;

import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.vaadin.flow.component.Component;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.textfield.TextField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * The help button in the top bar opens the knowledge-base panel: search, open an article,
 * and no trace of the key on the page.
 */
class HelpPanelTest extends UiTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Test
	void a_manager_searches_the_knowledge_base_and_reads_an_article() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Help panel", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		Tenant tenant = simulated.tenant();
		AccountHandle account = simulated.account();
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/overview");

		ButtonKt._click(byId(Button.class, "help-button"));
		byId(TextField.class, "help-query").setValue("grid radius");
		ButtonKt._click(byId(Button.class, "help-search"));
		assertThat(byId(Div.class, "help-results").getChildren()).isNotEmpty();
		ButtonKt._click(byId(Button.class, "help-hit-choosing-a-grid"));

		assertThat(byId(H3.class, "help-article-title").getText()).isEqualTo("Choosing grid size and radius");
		assertThat(byId(Div.class, "help-article").getElement().getOuterHTML()).doesNotContain(account.key());
		assertThat(LocatorJ._find(Component.class, spec -> {
		})).noneMatch(component -> component.getElement().getOuterHTML().contains(account.key()));
		assertThat(UI.getCurrent().getElement().getOuterHTML()).doesNotContain("api_key");
	}

	@Test
	void help_opens_on_the_articles_about_the_page_and_elsewhere_on_every_article() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Help topics", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		signInAs(simulated.tenant().manager());
		navigate("w/" + simulated.tenant().workspace() + "/credits");

		ButtonKt._click(byId(Button.class, "help-button"));
		assertThat(byId(TextField.class, "help-query").getValue()).isEqualTo("credits");
		assertThat(present("help-hit-credits")).as("the simulator's article on credits").isTrue();
		ButtonKt._click(byId(Button.class, "help-close"));

		navigate("w/" + simulated.tenant().workspace() + "/keywords");
		ButtonKt._click(byId(Button.class, "help-button"));
		assertThat(byId(TextField.class, "help-query").getValue()).isEmpty();
		// The simulator's knowledge base lists thirteen articles; the first page holds
		// more than one of them, whatever the page size.
		assertThat(LocatorJ._find(byId(Div.class, "help-results"), Div.class)).hasSizeGreaterThan(1);
	}

	@Test
	void an_empty_search_is_refused_on_the_field() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Help empty", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		signInAs(simulated.tenant().manager());
		navigate("w/" + simulated.tenant().workspace() + "/dashboard");

		ButtonKt._click(byId(Button.class, "help-button"));
		byId(TextField.class, "help-query").setValue("");
		ButtonKt._click(byId(Button.class, "help-search"));

		assertThat(byId(TextField.class, "help-query").isInvalid()).isTrue();
	}

	@Test
	void a_client_viewer_is_offered_no_help_button() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "Help refused", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		signInAs(simulated.tenant().viewer());
		navigate("w/" + simulated.tenant().workspace() + "/overview");

		assertThat(present("help-button")).isFalse();
	}

}
