package app.locus.help;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.fixtures.SimulatedTenant;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.knowledge.ArticleSummary;
import app.locus.upstream.credentials.ApiKeyService;
import app.locus.simulator.AccountHandle;
import app.locus.simulator.DemoData;
import app.locus.simulator.ReceivedCall;
import app.locus.simulator.Simulator;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.boot.logging.LogLevel;
import org.springframework.boot.logging.LoggingSystem;
import org.springframework.boot.test.system.CapturedOutput;
import org.springframework.boot.test.system.OutputCaptureExtension;

/**
 * Knowledge-base search over real HTTP (GET with the key as a bearer header) against the
 * simulator: results and articles as plain text, and the key in no log line even with the
 * HTTP client and the gateway logging at their most talkative.
 */
@IntegrationTest
@ExtendWith(OutputCaptureExtension.class)
class KnowledgeBaseOverHttpTest {

	/**
	 * Everything of ours, the gateway included, at its most talkative. The JDK's HTTP
	 * client stays at the level the application pins it to (INFO), because at DEBUG it
	 * writes every request URI, query string included.
	 */
	private static final List<String> CHATTY = List.of("app.locus");

	@Autowired
	DSLContext db;

	@Autowired
	Simulator simulator;

	@Autowired
	ApiKeyService keys;

	@Autowired
	KnowledgeBaseService knowledgeBase;

	@Autowired
	LoggingSystem logging;

	Tenant tenant;

	AccountHandle account;

	@BeforeEach
	void aWorkspaceWithItsOwnKey() {
		SimulatedTenant simulated = SimulatedTenant.create(db, simulator, keys, "KB test", 100,
				DemoData.BLUE_BOTTLE_DIVISION);
		tenant = simulated.tenant();
		account = simulated.account();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void quietAgain() {
		CHATTY.forEach(name -> logging.setLogLevel(name, null));
		TenantFixture.signOut();
	}

	@Test
	void a_search_finds_articles_and_opens_one_without_the_key_in_any_log_line(CapturedOutput output) {
		CHATTY.forEach(name -> logging.setLogLevel(name, LogLevel.TRACE));
		int before = simulator.calls().count("/v1/knowledge-base/search", account.id());

		List<ArticleSummary> hits = knowledgeBase.search(tenant.workspace(), "credits charged");
		HelpArticle article = knowledgeBase.article(tenant.workspace(), hits.get(0).id());

		assertThat(hits).extracting(ArticleSummary::id).containsExactly("credits");
		assertThat(article.title()).isEqualTo("How credits are charged");
		assertThat(article.paragraphs()).isNotEmpty().allSatisfy(text -> assertThat(text).doesNotContain("<"));
		assertThat(simulator.calls().count("/v1/knowledge-base/search", account.id()) - before).isEqualTo(1);
		assertThat(simulator.calls()
			.all()
			.stream()
			.filter(call -> call.path().startsWith("/v1/knowledge-base"))
			.map(call -> call.method())).contains("GET");
		assertThat(simulator.calls().all()).filteredOn(call -> account.id().equals(call.accountId()))
			.as("the key travels in the Authorization header, never in a URL")
			.isNotEmpty()
			.noneMatch(ReceivedCall::keyInQuery);
		assertThat(logging.getLoggerConfiguration("jdk.internal.httpclient").getEffectiveLevel())
			.isEqualTo(LogLevel.INFO);
		assertThat(output.getAll()).as("something was logged at TRACE").isNotBlank().doesNotContain(account.key());
	}

	@Test
	void an_empty_query_is_refused_before_any_call() {
		int before = simulator.calls().countForAccount(account.id());

		assertThatThrownBy(() -> knowledgeBase.search(tenant.workspace(), "  "))
			.isInstanceOfSatisfying(ValidationException.class, ex -> assertThat(ex.fieldErrors()).containsKey("q"));
		assertThat(simulator.calls().countForAccount(account.id())).isEqualTo(before);
	}

	@Test
	void someone_of_another_tenant_cannot_search_with_this_workspace() {
		Tenant other = new TenantFixture(db).tenant();
		TenantFixture.signIn(other.viewer());

		assertThatThrownBy(() -> knowledgeBase.search(tenant.workspace(), "credits"))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> knowledgeBase.article(tenant.workspace(), "credits"))
			.isInstanceOf(NotFoundException.class);
	}

	@Test
	void markup_in_an_article_becomes_plain_text() {
		List<String> paragraphs = KnowledgeBaseService
			.paragraphs("<p>One <b>bold</b> &amp; safe</p><script>alert(1)</script><p>Two");
		assertThat(paragraphs).startsWith("One bold & safe").endsWith("Two");
		assertThat(paragraphs).noneMatch(text -> text.contains("<") || text.contains(">"));
		assertThat(KnowledgeBaseService.plain("<img src=x onerror=alert(1)>Title")).isEqualTo("Title");
	}

}
