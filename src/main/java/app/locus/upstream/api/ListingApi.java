package app.locus.upstream.api;

import org.jspecify.annotations.Nullable;

import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;

/**
 * An area that is one paged listing (scheduled scans, guard, reviews analysis): one page
 * for lazy grids, or every page as a stream.
 */
public abstract class ListingApi<Q extends PageQuery, T> {

	private final UpstreamCalls calls;

	private final Listing<T> listing;

	protected ListingApi(UpstreamGateway gateway, Listing<T> listing) {
		this.calls = new UpstreamCalls(gateway);
		this.listing = listing;
	}

	/** One page; {@code nextToken} null for the first. */
	public Page<T> list(WorkspaceId workspace, Lane lane, Q query, @Nullable String nextToken) {
		return listing.page(calls, workspace, lane, query, nextToken);
	}

	/** Every matching item, fetching pages as the stream advances. */
	public Stream<T> stream(WorkspaceId workspace, Lane lane, Q query) {
		return listing.stream(calls, workspace, lane, query);
	}

}
