package app.locus.upstream.api.reviews;

import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.Paging;
import app.locus.upstream.api.UpstreamCalls;

/** The reviews-analysis listing ({@code POST /v1/reviews/}). */
public class ReviewsApi {

	private final UpstreamCalls calls;

	public ReviewsApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	public Page<ReviewsReport> list(WorkspaceId workspace, Lane lane, ListQuery query, String nextToken) {
		return calls.page(workspace, lane, UpstreamRequest.read("/v1/reviews/", query.toForm(nextToken)), "reports",
				ReviewsReport::from);
	}

	public Stream<ReviewsReport> stream(WorkspaceId workspace, Lane lane, ListQuery query) {
		return Paging.stream(token -> list(workspace, lane, query, token));
	}

}
