package app.locus.upstream.api;

import org.jspecify.annotations.Nullable;

import java.util.function.Function;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A paged list endpoint: its path, the name of its item array and the item decoder.
 * Listings are reads.
 */
public record Listing<T>(String path, String itemsField, Function<JsonNode, T> decoder) {

	/** One page; {@code nextToken} null for the first. */
	public Page<T> page(UpstreamCalls calls, WorkspaceId workspace, Lane lane, PageQuery query,
			@Nullable String nextToken) {
		return calls.page(workspace, lane, UpstreamRequest.read(path, query.toForm(nextToken)), itemsField, decoder);
	}

	/** Every item, fetching pages as the stream advances. */
	public Stream<T> stream(UpstreamCalls calls, WorkspaceId workspace, Lane lane, PageQuery query) {
		return Paging.stream(token -> page(calls, workspace, lane, query, token));
	}

}
