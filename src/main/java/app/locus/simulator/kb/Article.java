package app.locus.simulator.kb;

/**
 * A knowledge-base article.
 */
public record Article(String id, String title, String body) {

	public String url() {
		return "https://help.local-visibility.example/articles/" + id;
	}

}
