package app.locus.architecture.planted.alpha;

import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;

/** Planted: an HTTP client outside base.net and the upstream package. */
public class ApacheClientOutsideBaseNet {

	CloseableHttpClient client;

}
