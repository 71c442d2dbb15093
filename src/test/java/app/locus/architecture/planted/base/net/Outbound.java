package app.locus.architecture.planted.base.net;

import org.apache.hc.client5.http.impl.classic.CloseableHttpClient;

/** Allowed: base.net opens HTTP connections (to addresses agencies choose). */
public class Outbound {

	CloseableHttpClient client;

}
