package app.locus.help;

import java.util.List;

/** A knowledge-base article for the help panel: plain text only. */
public record HelpArticle(String id, String title, String url, List<String> paragraphs) {

	public HelpArticle {
		paragraphs = List.copyOf(paragraphs);
	}

}
