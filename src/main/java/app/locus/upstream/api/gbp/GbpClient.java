package app.locus.upstream.api.gbp;

import app.locus.upstream.UpstreamGateway;

/**
 * Every business-profile area ({@code /v2/gbp/}); only for locations connected to a
 * linked account. Writes change the public listing at once; there is no sandbox.
 */
public record GbpClient(ProfileApi profile, HoursApi hours, PostsApi posts, MediaApi media, ServicesApi services,
		AttributesApi attributes, LinksApi links, GbpReviewsApi reviews, ReferenceApi reference, MetricsApi metrics) {

	public GbpClient(UpstreamGateway gateway) {
		this(new ProfileApi(gateway), new HoursApi(gateway), new PostsApi(gateway), new MediaApi(gateway),
				new ServicesApi(gateway), new AttributesApi(gateway), new LinksApi(gateway), new GbpReviewsApi(gateway),
				new ReferenceApi(gateway), new MetricsApi(gateway));
	}

}
