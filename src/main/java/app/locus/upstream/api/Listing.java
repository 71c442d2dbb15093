package app.locus.upstream.api;

import org.jspecify.annotations.Nullable;

import java.util.List;
import java.util.function.Function;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamRequest;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * A paged list endpoint: its path, the names of its item array (the first present is
 * read, DD138) and the item decoder. Listings are reads.
 */
public record Listing<T>(String path, List<String> itemsFields, Function<JsonNode, T> decoder) {

	public Listing(String path, String itemsField, Function<JsonNode, T> decoder) {
		this(path, List.of(itemsField), decoder);
	}

	public Listing {
		itemsFields = List.copyOf(itemsFields);
	}

	/** One page; {@code nextToken} null for the first. */
	public Page<T> page(UpstreamCalls calls, WorkspaceId workspace, Lane lane, PageQuery query,
			@Nullable String nextToken) {
		return calls.page(workspace, lane, UpstreamRequest.read(path, query.toForm(nextToken)), itemsFields, decoder);
	}

	/** Every item, fetching pages as the stream advances. */
	public Stream<T> stream(UpstreamCalls calls, WorkspaceId workspace, Lane lane, PageQuery query) {
		return Paging.stream(token -> page(calls, workspace, lane, query, token));
	}

}
