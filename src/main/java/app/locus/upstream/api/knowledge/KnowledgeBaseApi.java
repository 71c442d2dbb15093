package app.locus.upstream.api.knowledge;

import java.util.regex.Pattern;

import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.upstream.CallKind;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.UpstreamCalls;

/**
 * The searchable knowledge base: the only GET endpoints (fields become query parameters;
 * paths per DD010).
 */
public class KnowledgeBaseApi {

	private static final Pattern ARTICLE_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

	private final UpstreamCalls calls;

	public KnowledgeBaseApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** {@code GET /v1/knowledge-base/search?q=..}. */
	public ArticleSearch search(WorkspaceId workspace, Lane lane, String query) {
		Validation validation = new Validation();
		String text = validation.text(query, "q", "Search text", 200);
		validation.throwIfInvalid();
		return ArticleSearch
			.from(calls.data(workspace, lane, get("/v1/knowledge-base/search", FormBody.create().add("q", text))));
	}

	/** {@code GET /v1/knowledge-base/articles/{id}}. */
	public Article article(WorkspaceId workspace, Lane lane, String articleId) {
		if (articleId == null || !ARTICLE_ID.matcher(articleId).matches()) {
			throw ValidationException.of("articleId", "Article id must be 1 to 64 letters, digits, - or _.");
		}
		return calls.single(workspace, lane, get("/v1/knowledge-base/articles/" + articleId, FormBody.create()),
				"article", Article::from);
	}

	private static UpstreamRequest get(String path, FormBody query) {
		return new UpstreamRequest(UpstreamRequest.Method.GET, path, query, CallKind.READ, TimeoutClass.STANDARD);
	}

}
