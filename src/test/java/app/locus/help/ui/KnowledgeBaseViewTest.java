package app.locus.help.ui;

import static com.github.mvysny.kaributesting.v10.LocatorJ._setValue;
import static org.assertj.core.api.Assertions.assertThat;

import app.locus.base.ui.UiTest;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.simulator.DemoData;
import app.locus.simulator.Simulator;
import app.locus.upstream.credentials.ApiKeyService;
import com.github.mvysny.kaributesting.v10.ButtonKt;
import com.vaadin.flow.component.UI;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.H3;
import com.vaadin.flow.component.textfield.TextField;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Test;
import org.springframework.beans.factory.annotation.Autowired;

/**
 * The knowledge-base page: reachable from the navigation, lists the articles a page at a
 * time, searches and opens one as text; a client viewer has no such page (DD164).
 */
class KnowledgeBaseViewTest extends UiTest {

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Test
	void a_manager_browses_searches_and_reads_an_article() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "KB page", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		Tenant tenant = simulated.tenant();
		signInAs(tenant.manager());
		navigate("w/" + tenant.workspace() + "/dashboard");
		assertThat(navLinks()).containsEntry("nav-knowledge-base", "w/" + tenant.workspace() + "/knowledge-base");

		navigate("w/" + tenant.workspace() + "/knowledge-base");
		int firstPage = byId(Div.class, "kb-articles").getComponentCount();
		assertThat(firstPage).isPositive();
		assertThat(byId(Button.class, "kb-more").isVisible()).isTrue();
		ButtonKt._click(byId(Button.class, "kb-more"));
		assertThat(byId(Div.class, "kb-articles").getComponentCount()).isGreaterThan(firstPage);

		_setValue(byId(TextField.class, "kb-query"), "spot check");
		ButtonKt._click(byId(Button.class, "kb-search"));
		assertThat(byId(Div.class, "kb-articles").getComponentCount()).isEqualTo(1);
		ButtonKt._click(byId(Button.class, "kb-open-113"));

		assertThat(byId(H3.class, "kb-article-title").getText()).isEqualTo("Spot checks: the rank at one point");
		assertThat(byId(Div.class, "kb-article").getElement().getOuterHTML()).contains("billed per request");
		assertThat(UI.getCurrent().getElement().getOuterHTML()).doesNotContain(simulated.account().key());
	}

	@Test
	void a_client_viewer_has_no_knowledge_base_in_the_navigation_and_its_page_is_not_found() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "KB refused", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		Tenant tenant = simulated.tenant();
		signInAs(tenant.viewer());
		navigate("w/" + tenant.workspace() + "/dashboard");
		assertThat(navLinks()).doesNotContainKey("nav-knowledge-base");

		navigate("w/" + tenant.workspace() + "/knowledge-base");
		assertNotFoundPage();
	}

}
