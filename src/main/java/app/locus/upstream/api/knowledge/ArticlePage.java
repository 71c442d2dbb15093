package app.locus.upstream.api.knowledge;

import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * One page of the knowledge-base listing: the articles, how many match in all
 * ({@code total}, else {@code count}) and the token of the next page (null on the last).
 */
public record ArticlePage(List<ArticleSummary> articles, @Nullable Integer total, @Nullable String nextToken) {

	public ArticlePage {
		articles = List.copyOf(articles);
	}

	static ArticlePage from(JsonNode data) {
		Integer total = Lenient.integer(data, "total");
		return new ArticlePage(Lenient.list(data, "articles", ArticleSummary::from),
				total != null ? total : Lenient.integer(data, "count"), Lenient.text(data, "next_token"));
	}

}
