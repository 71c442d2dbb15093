package app.locus.upstream.api.knowledge;

import java.util.List;

import app.locus.upstream.api.Lenient;
import com.fasterxml.jackson.databind.JsonNode;

/** Knowledge-base search results. */
public record ArticleSearch(Integer count, List<ArticleSummary> articles) {

	static ArticleSearch from(JsonNode data) {
		return new ArticleSearch(Lenient.integer(data, "count"), Lenient.list(data, "articles", ArticleSummary::from));
	}

}
