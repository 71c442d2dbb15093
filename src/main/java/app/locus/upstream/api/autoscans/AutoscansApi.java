package app.locus.upstream.api.autoscans;

import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.UpstreamCalls;

/** The scheduled-scan listing ({@code POST /v1/autoscans/}). */
public class AutoscansApi {

	private final UpstreamCalls calls;

	public AutoscansApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/** One page; {@code nextToken} null for the first. */
	public Page<Autoscan> list(WorkspaceId workspace, Lane lane, AutoscanFilter filter, String nextToken) {
		return calls.page(workspace, lane, UpstreamRequest.read("/v1/autoscans/", filter.toForm(nextToken)),
				"autoscans", Autoscan::from);
	}

	/** Every matching scheduled scan, fetching pages as the stream advances. */
	public Stream<Autoscan> stream(WorkspaceId workspace, Lane lane, AutoscanFilter filter) {
		return Paging.stream(token -> list(workspace, lane, filter, token));
	}

}
