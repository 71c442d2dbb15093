package app.locus.architecture.planted.alpha;

import app.locus.architecture.planted.upstream.gateway.Gateway;

/** Planted: a feature uses the gateway instead of the typed client. */
public class GatewayOutsideUpstream {

	Gateway gateway;

}
