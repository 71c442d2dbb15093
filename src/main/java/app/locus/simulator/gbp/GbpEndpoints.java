package app.locus.simulator.gbp;

import app.locus.simulator.api.Router;
import app.locus.simulator.places.SavedLocations;
import app.locus.simulator.state.SimKeys;

/**
 * Every business-profile endpoint under {@code /v2/gbp/}.
 */
public final class GbpEndpoints {

	private static final String BASE = "/v2/gbp/";

	private final GbpAccess access;

	private final SimKeys keys;

	public GbpEndpoints(SavedLocations saved, GbpProfiles profiles, SimKeys keys) {
		this.access = new GbpAccess(saved, profiles);
		this.keys = keys;
	}

	public void register(Router router) {
		new GbpProfileEndpoints(access).register(router, BASE);
		new GbpHoursEndpoints(access).register(router, BASE);
		new GbpPostEndpoints(access, keys).register(router, BASE);
		new GbpMediaEndpoints(access, keys).register(router, BASE);
		new GbpServiceEndpoints(access).register(router, BASE);
		new GbpAttributeEndpoints(access).register(router, BASE);
		new GbpLinkEndpoints(access, keys).register(router, BASE);
		new GbpReviewEndpoints(access).register(router, BASE);
		new GbpReferenceEndpoints().register(router, BASE);
		new GbpMetricsEndpoints(access).register(router, BASE);
	}

}
