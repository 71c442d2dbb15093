package app.locus.keywords;

import java.util.List;

/**
 * A list as a form gives it: its name and its keywords, untrimmed and possibly repeated;
 * the service trims, checks and de-duplicates them.
 */
public record KeywordListInput(String name, List<String> keywords) {

	public KeywordListInput {
		keywords = keywords == null ? List.of() : List.copyOf(keywords);
	}

}
