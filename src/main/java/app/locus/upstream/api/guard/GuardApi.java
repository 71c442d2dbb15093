package app.locus.upstream.api.guard;

import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.ListQuery;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.ListingApi;

/** The profile-protection listing ({@code POST /v1/guard/}). */
public class GuardApi extends ListingApi<ListQuery, GuardReport> {

	public GuardApi(UpstreamGateway gateway) {
		super(gateway, new Listing<>("/v1/guard/", "reports", GuardReport::from));
	}

}
