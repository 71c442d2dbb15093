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

}
