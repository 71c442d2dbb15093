package app.locus.keywords;

import java.util.List;

/** A named list of keywords of one workspace, in the order they were added. */
public record KeywordList(KeywordListId id, String name, List<String> keywords) {

	public KeywordList {
		keywords = List.copyOf(keywords);
	}

}
