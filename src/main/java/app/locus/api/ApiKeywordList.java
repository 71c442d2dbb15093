package app.locus.api;

import java.util.List;

import app.locus.keywords.KeywordList;

/** A named keyword list of a workspace, its keywords in the order they were added. */
record ApiKeywordList(String id, String name, List<String> keywords) {

	static ApiKeywordList of(KeywordList list) {
		return new ApiKeywordList(list.id().value(), list.name(), list.keywords());
	}

}
