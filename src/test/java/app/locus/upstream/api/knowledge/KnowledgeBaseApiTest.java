package app.locus.upstream.api.knowledge;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class KnowledgeBaseApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final KnowledgeBaseApi api = new KnowledgeBaseApi(gateway);

	@Test
	void search_is_a_get_with_the_query_as_q() {
		gateway.answer("""
				{"count": "1", "articles": [{"id": "what-is-solv", "title": "What is SoLV?",
				 "url": "https://help.example/what-is-solv", "excerpt": "Share of local voice..."}]}""");

		ArticleSearch result = api.search(WORKSPACE, LANE, " solv ");

		UpstreamRequest request = gateway.onlyCall().request();
		assertThat(request.method()).isEqualTo(UpstreamRequest.Method.GET);
		assertThat(request.path()).isEqualTo("/v1/knowledge-base/search");
		assertThat(request.kind()).isEqualTo(CallKind.READ);
		assertThat(request.timeout()).isEqualTo(TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("q", "solv"));
		assertThat(result.count()).isEqualTo(1);
		assertThat(result.articles()).singleElement()
			.isEqualTo(new ArticleSummary("what-is-solv", "What is SoLV?", "https://help.example/what-is-solv",
					"Share of local voice..."));
	}

	@Test
	void article_is_a_get_by_id_decoding_the_article() {
		gateway.answer("""
				{"article": {"id": "what-is-solv", "title": "What is SoLV?", "url": "https://help.example/a",
				 "body": "SoLV is..."}}""");

		Article article = api.article(WORKSPACE, LANE, "what-is-solv");

		assertThat(gateway.onlyCall().request().method()).isEqualTo(UpstreamRequest.Method.GET);
		assertThat(gateway.onlyCall().request().path()).isEqualTo("/v1/knowledge-base/articles/what-is-solv");
		assertThat(article.body()).isEqualTo("SoLV is...");
	}

	@Test
	void an_empty_query_or_a_path_like_article_id_is_refused_before_sending() {
		assertThatThrownBy(() -> api.search(WORKSPACE, LANE, " ")).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> api.article(WORKSPACE, LANE, "../../v2/account"))
			.isInstanceOf(ValidationException.class);
		assertThat(gateway.calls()).isEmpty();
	}

	@Test
	void browsing_is_the_v2_listing_with_total_and_next_token() {
		gateway.answer("""
				{"count": 1, "total": 13, "next_token": "b2Zmc2V0OjEw", "articles": [{"id": 113, "slug": "spot-checks",
				 "title": "Spot checks", "url": "https://help.example/spot-checks", "excerpt": "A spot check..."}]}""");

		ArticlePage page = api.browse(WORKSPACE, LANE, "spot", "b2Zmc2V0OjA");

		UpstreamRequest request = gateway.onlyCall().request();
		assertThat(request.method()).isEqualTo(UpstreamRequest.Method.GET);
		assertThat(request.path()).isEqualTo("/v2/knowledge-base/");
		assertThat(request.kind()).isEqualTo(CallKind.READ);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("q", "spot", "limit", "10", "next_token", "b2Zmc2V0OjA"));
		assertThat(page.total()).isEqualTo(13);
		assertThat(page.nextToken()).isEqualTo("b2Zmc2V0OjEw");
		assertThat(page.articles()).singleElement().satisfies(hit -> assertThat(hit.id()).isEqualTo("113"));
	}

	@Test
	void a_listing_without_total_counts_and_a_bare_article_reads_as_a_wrapped_one() {
		gateway.answer("""
				{"count": 2, "articles": []}""");
		assertThat(api.browse(WORKSPACE, LANE, null, null).total()).isEqualTo(2);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("limit", "10"));

		RecordingGateway bare = new RecordingGateway().answer("""
				{"id": 113, "title": "Spot checks", "body": "Billed per request."}""");
		Article article = new KnowledgeBaseApi(bare).entry(WORKSPACE, LANE, "113");
		assertThat(bare.onlyCall().request().path()).isEqualTo("/v2/knowledge-base/113");
		assertThat(article.body()).isEqualTo("Billed per request.");
	}

	@Test
	void a_page_token_that_cannot_be_one_is_refused_before_sending() {
		assertThatThrownBy(() -> api.browse(WORKSPACE, LANE, null, "../../v2/account?x"))
			.isInstanceOf(ValidationException.class);
		assertThat(gateway.calls()).isEmpty();
	}

}
