package app.locus.upstream.api.guard;

import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.UpstreamCalls;

/** The profile-protection listing ({@code POST /v1/guard/}). */
public class GuardApi {

	private final UpstreamCalls calls;

	public GuardApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	public Page<GuardReport> list(WorkspaceId workspace, Lane lane, ListQuery query, String nextToken) {
		return calls.page(workspace, lane, UpstreamRequest.read("/v1/guard/", query.toForm(nextToken)), "reports",
				GuardReport::from);
	}

	public Stream<GuardReport> stream(WorkspaceId workspace, Lane lane, ListQuery query) {
		return Paging.stream(token -> list(workspace, lane, query, token));
	}

}
