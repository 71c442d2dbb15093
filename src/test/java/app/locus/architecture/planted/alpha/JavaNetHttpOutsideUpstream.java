package app.locus.architecture.planted.alpha;

import java.net.http.HttpClient;

/** Planted: java.net.http outside the upstream package. */
public class JavaNetHttpOutsideUpstream {

	HttpClient http;

}
