package app.locus.help;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.security.CurrentUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.knowledge.Article;
import app.locus.upstream.api.knowledge.ArticlePage;
import app.locus.upstream.api.knowledge.ArticleSummary;
import org.jspecify.annotations.Nullable;
import org.jsoup.Jsoup;

import org.springframework.stereotype.Service;

/**
 * Searches the scanning service's knowledge base for the help panel, with the open
 * workspace's credential in the interactive lane. The knowledge base is the only GET
 * endpoint (the key travels as a query parameter): the gateway keeps it out of every log
 * and answer, and nothing here returns it. Article bodies are returned as plain text, so
 * no markup of the service's ever reaches a page.
 */
@Service
public class KnowledgeBaseService {

	private final WorkspaceAccess access;

	private final CurrentUser currentUser;

	private final LocalVisibilityClient client;

	KnowledgeBaseService(WorkspaceAccess access, CurrentUser currentUser, LocalVisibilityClient client) {
		this.access = access;
		this.currentUser = currentUser;
		this.client = client;
	}

	/**
	 * Whether the signed-in person is one the knowledge base is for (agency staff), so
	 * that a client viewer is offered no help button that would be refused.
	 */
	public boolean forCurrentPerson() {
		return currentUser.get().map(user -> user.role().canWrite()).orElse(false);
	}

	/**
	 * Whether the current person may read the knowledge base of this workspace.
	 * @throws NotFoundException for a workspace the person may not see
	 */
	public boolean mayRead(WorkspaceId workspace) {
		return access.requireRead(workspace).role().canWrite();
	}

	/**
	 * Articles containing every word of the query.
	 * @throws NotFoundException for a workspace the person may not see
	 * @throws ForbiddenException for a client viewer
	 * @throws ValidationException ({@code q}) for an empty or over-long query
	 * @throws UpstreamException when the service cannot be asked
	 */
	public List<ArticleSummary> search(WorkspaceId workspace, String query) {
		requireStaff(workspace);
		return client.knowledgeBase()
			.search(workspace, Lane.INTERACTIVE, query)
			.articles()
			.stream()
			.map(KnowledgeBaseService::plain)
			.toList();
	}

	/**
	 * One article, its body as plain-text paragraphs.
	 * @throws ForbiddenException for a client viewer
	 * @throws NotFoundException for a workspace the person may not see, or no such
	 * article
	 * @throws ValidationException ({@code articleId}) for an id that cannot be one
	 */
	public HelpArticle article(WorkspaceId workspace, String articleId) {
		requireStaff(workspace);
		Article article = client.knowledgeBase().article(workspace, Lane.INTERACTIVE, articleId);
		return new HelpArticle(article.id(), plain(article.title()), article.url(), paragraphs(article.body()));
	}

	/**
	 * One page of the knowledge base as the service lists it (DD137): every article, or
	 * those matching every word of the query, titles and excerpts as plain text.
	 * @param query null or blank for every article
	 * @param nextToken null for the first page, else the token the previous page gave
	 * @throws NotFoundException for a workspace the person may not see
	 * @throws ForbiddenException for a client viewer
	 * @throws ValidationException ({@code q}, {@code next_token}) for an over-long query
	 * or a token that cannot be one
	 */
	public ArticlePage browse(WorkspaceId workspace, @Nullable String query, @Nullable String nextToken) {
		requireStaff(workspace);
		ArticlePage page = client.knowledgeBase().browse(workspace, Lane.INTERACTIVE, query, nextToken);
		return new ArticlePage(page.articles().stream().map(KnowledgeBaseService::plain).toList(), page.total(),
				page.nextToken());
	}

	/**
	 * One article of the listing by the id it gave, its body as plain-text paragraphs.
	 * @throws ForbiddenException for a client viewer
	 * @throws NotFoundException for a workspace the person may not see, or no such
	 * article
	 * @throws ValidationException ({@code articleId}) for an id that cannot be one
	 */
	public HelpArticle entry(WorkspaceId workspace, String articleId) {
		requireStaff(workspace);
		Article article = client.knowledgeBase().entry(workspace, Lane.INTERACTIVE, articleId);
		return new HelpArticle(article.id(), plain(article.title()), article.url(), paragraphs(article.body()));
	}

	/**
	 * The service's own help is about its metrics, credits and prices, and names the
	 * service: agency staff read it, a client viewer of a white-labelled portal does not
	 * (DD164).
	 */
	private void requireStaff(WorkspaceId workspace) {
		if (!mayRead(workspace)) {
			throw new ForbiddenException("The scanning service's knowledge base is for agency staff.");
		}
	}

	private static ArticleSummary plain(ArticleSummary hit) {
		return new ArticleSummary(hit.id(), plain(hit.title()), hit.url(), plain(hit.excerpt()));
	}

	/** Text without markup: tags dropped, entities decoded. */
	static String plain(String text) {
		return text == null ? "" : Jsoup.parse(text).text();
	}

	/** Paragraphs of text: HTML block ends and blank lines separate them. */
	static List<String> paragraphs(String body) {
		if (body == null) {
			return List.of();
		}
		String marked = body.replaceAll("(?i)<br\\s*/?>|</p>|</li>|</h[1-6]>|</div>", "\n");
		List<String> paragraphs = new ArrayList<>();
		for (String line : Jsoup.parse(marked).wholeText().split("\\n")) {
			String text = line.strip();
			if (!text.isEmpty()) {
				paragraphs.add(text);
			}
		}
		return paragraphs.stream().filter(Objects::nonNull).toList();
	}

}
