package app.locus.architecture.planted.alpha.ui;

import app.locus.architecture.planted.upstream.api.SearchClient;

/** Planted: a view calls the upstream client itself. */
public class ViewCallingTheUpstreamService {

	SearchClient client;

}
