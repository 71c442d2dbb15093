package app.locus.keywords;

import java.util.List;

/** A named list of keywords of one workspace, in the order they were added. */
public record KeywordList(KeywordListId id, String name, List<String> keywords) {

	public KeywordList {
		keywords = List.copyOf(keywords);
	}

	/** Every keyword of the lists once, in alphabetical order. */
	public static List<String> allKeywords(List<KeywordList> lists) {
		return lists.stream().flatMap(list -> list.keywords().stream()).distinct().sorted().toList();
	}

	/** The list's name with how many keywords it holds. */
	public String label() {
		return name + " (" + keywords.size() + ")";
	}

}
