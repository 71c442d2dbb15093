package app.locus.aivisibility;

import java.util.Map;

import app.locus.upstream.api.Platform;

/**
 * A site the answers of the recent period cited: its kind, how many answers cited it on
 * each engine, and how many of those named the client. One that is cited but never in an
 * answer naming the client is a place to work on.
 */
public record CitedSite(String domain, SourceKind kind, Map<Platform, Integer> citations, int withClient) {

	public CitedSite {
		citations = Map.copyOf(citations);
	}

	public int total() {
		return citations.values().stream().mapToInt(Integer::intValue).sum();
	}

	public boolean citesOnlyOthers() {
		return withClient == 0;
	}

}
