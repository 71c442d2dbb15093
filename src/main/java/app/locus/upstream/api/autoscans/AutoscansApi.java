package app.locus.upstream.api.autoscans;

import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.ListingApi;

/**
 * The scheduled-scan listing ({@code POST /v1/autoscans/}); creating or changing
 * scheduled scans has no documented endpoint.
 */
public class AutoscansApi extends ListingApi<AutoscanFilter, Autoscan> {

	public AutoscansApi(UpstreamGateway gateway) {
		super(gateway, new Listing<>("/v1/autoscans/", "autoscans", Autoscan::from));
	}

}
