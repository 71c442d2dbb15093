package app.locus.architecture.planted.upstream.api;

import java.net.http.HttpClient;

import app.locus.architecture.planted.upstream.gateway.Gateway;

/** Allowed: the typed client uses the gateway and java.net.http. */
public class SearchClient {

	Gateway gateway;

	HttpClient http;

}
