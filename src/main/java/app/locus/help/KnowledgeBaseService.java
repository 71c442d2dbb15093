package app.locus.help;

import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.knowledge.Article;
import app.locus.upstream.api.knowledge.ArticleSummary;
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

	private final LocalVisibilityClient client;

	KnowledgeBaseService(WorkspaceAccess access, LocalVisibilityClient client) {
		this.access = access;
		this.client = client;
	}

	/**
	 * Articles containing every word of the query.
	 * @throws NotFoundException for a workspace the person may not see
	 * @throws ValidationException ({@code q}) for an empty or over-long query
	 * @throws UpstreamException when the service cannot be asked
	 */
	public List<ArticleSummary> search(WorkspaceId workspace, String query) {
		access.requireRead(workspace);
		return client.knowledgeBase()
			.search(workspace, Lane.INTERACTIVE, query)
			.articles()
			.stream()
			.map(hit -> new ArticleSummary(hit.id(), plain(hit.title()), hit.url(), plain(hit.excerpt())))
			.toList();
	}

	/**
	 * One article, its body as plain-text paragraphs.
	 * @throws NotFoundException for a workspace the person may not see, or no such
	 * article
	 * @throws ValidationException ({@code articleId}) for an id that cannot be one
	 */
	public HelpArticle article(WorkspaceId workspace, String articleId) {
		access.requireRead(workspace);
		Article article = client.knowledgeBase().article(workspace, Lane.INTERACTIVE, articleId);
		return new HelpArticle(article.id(), plain(article.title()), article.url(), paragraphs(article.body()));
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
