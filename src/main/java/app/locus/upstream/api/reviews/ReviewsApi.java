package app.locus.upstream.api.reviews;

import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.ListingApi;

/** The reviews-analysis listing ({@code POST /v1/reviews/}). */
public class ReviewsApi extends ListingApi<ListQuery, ReviewsReport> {

	public ReviewsApi(UpstreamGateway gateway) {
		super(gateway, new Listing<>("/v1/reviews/", "reports", ReviewsReport::from));
	}

}
