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
import org.jspecify.annotations.Nullable;

/**
 * The searchable knowledge base: the only GET endpoints (fields become query parameters;
 * paths per DD010).
 */
public class KnowledgeBaseApi {

	private static final Pattern ARTICLE_ID = Pattern.compile("[A-Za-z0-9_-]{1,64}");

	private static final Pattern NEXT_TOKEN = Pattern.compile("[A-Za-z0-9_=.-]{1,200}");

	private static final int MAX_QUERY = 200;

	private static final int PAGE_SIZE = 10;

	private final UpstreamCalls calls;

	public KnowledgeBaseApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** {@code GET /v1/knowledge-base/search?q=..}. */
	public ArticleSearch search(WorkspaceId workspace, Lane lane, String query) {
		Validation validation = new Validation();
		String text = validation.text(query, "q", "Search text", MAX_QUERY);
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

	/**
	 * {@code GET /v2/knowledge-base/}, as the service's own clients browse it: every
	 * article, or those matching {@code q}, one page at a time.
	 * @param query null or blank for every article
	 * @param nextToken null for the first page
	 */
	public ArticlePage browse(WorkspaceId workspace, Lane lane, @Nullable String query, @Nullable String nextToken) {
		Validation validation = new Validation();
		String text = query == null || query.isBlank() ? null : validation.text(query, "q", "Search text", MAX_QUERY);
		validation.check(nextToken == null || NEXT_TOKEN.matcher(nextToken).matches(), "next_token",
				"Not a page token of this listing.");
		validation.throwIfInvalid();
		FormBody fields = FormBody.create().add("q", text).add("limit", PAGE_SIZE).add("next_token", nextToken);
		return ArticlePage.from(calls.data(workspace, lane, get("/v2/knowledge-base/", fields)));
	}

	/** {@code GET /v2/knowledge-base/{id}}: one article by the id the listing gave. */
	public Article entry(WorkspaceId workspace, Lane lane, String articleId) {
		if (articleId == null || !ARTICLE_ID.matcher(articleId).matches()) {
			throw ValidationException.of("articleId", "Article id must be 1 to 64 letters, digits, - or _.");
		}
		return calls.single(workspace, lane, get("/v2/knowledge-base/" + articleId, FormBody.create()), "article",
				Article::from);
	}

	private static UpstreamRequest get(String path, FormBody query) {
		return new UpstreamRequest(UpstreamRequest.Method.GET, path, query, CallKind.READ, TimeoutClass.STANDARD);
	}

}
