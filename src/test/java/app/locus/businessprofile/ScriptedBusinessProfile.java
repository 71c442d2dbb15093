package app.locus.businessprofile;

import java.time.Clock;

import app.locus.audit.AuditLog;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.fixtures.Dd010Samples;
import app.locus.fixtures.MutableClock;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.locations.ScriptedLocations;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.api.LocalVisibilityClient;
import org.springframework.context.ApplicationContext;

/**
 * The business-profile service wired with the application's real beans and a scripted
 * upstream (until the gateway is merged), with one linked location whose profile areas
 * answer DD010 shapes.
 */
public final class ScriptedBusinessProfile {

	public static final String PLACE = Dd010Samples.PLACE;

	static final String LOCATION = "{\"location\":{\"title\":\"Blue Bottle Bakery\",\"websiteUri\":\"https://bluebottle.example\","
			+ "\"regularHours\":{\"periods\":[{\"openDay\":\"MONDAY\",\"openTime\":{\"hours\":8},\"closeDay\":\"MONDAY\","
			+ "\"closeTime\":{\"hours\":17}}]},\"openInfo\":{\"status\":\"OPEN\"}}}";

	static final String POSTS = "{\"count\":2,\"posts\":[{\"post_id\":\"p1\",\"topic_type\":\"STANDARD\",\"summary\":\"Fresh bread\","
			+ "\"state\":\"LIVE\",\"create_time\":\"2026-03-01T10:00:00Z\",\"update_time\":\"2026-03-01T10:00:00Z\"},"
			+ "{\"post_id\":\"p2\",\"topic_type\":\"STANDARD\",\"summary\":\"Croissants\",\"state\":\"LIVE\","
			+ "\"create_time\":\"2026-03-02T10:00:00Z\",\"update_time\":\"2026-03-02T10:00:00Z\"}]}";

	static final String SERVICES = "{\"services\":[{\"name\":\"Catering\",\"service_type_id\":false,\"structured\":false,"
			+ "\"display_name\":\"Catering\"},{\"name\":\"Wedding cakes\",\"service_type_id\":false,\"structured\":false,"
			+ "\"display_name\":\"Wedding cakes\"}]}";

	static final String LINKS = "{\"links\":[{\"link_id\":\"l1\",\"type\":\"ORDER\",\"url\":\"https://order.example\","
			+ "\"is_preferred\":true,\"is_editable\":true},{\"link_id\":\"l2\",\"type\":\"BOOK\",\"url\":\"https://agg.example\","
			+ "\"is_preferred\":false,\"is_editable\":false}]}";

	static final String MEDIA = "{\"count\":1,\"media\":[{\"media_id\":\"m1\",\"media_format\":\"PHOTO\",\"category\":\"COVER\","
			+ "\"google_url\":\"https://img.example/m1.jpg\",\"thumbnail_url\":\"https://img.example/m1_t.jpg\","
			+ "\"description\":\"Front\",\"create_time\":\"2026-03-01T10:00:00Z\"}]}";

	static final String REVIEWS = "{\"count\":1,\"reviews\":[{\"review_id\":\"r1\",\"reviewer\":{\"display_name\":\"Ann\"},"
			+ "\"star_rating\":5,\"comment\":\"Great\",\"create_time\":\"2026-03-01T10:00:00Z\","
			+ "\"reply\":{\"comment\":\"Thanks\",\"update_time\":\"2026-03-02T10:00:00Z\"}}]}";

	static final String ATTRIBUTES = "{\"attributes\":[{\"attribute_id\":\"has_wifi\",\"display_name\":\"Wi-Fi\",\"value\":true}]}";

	static final String ATTRIBUTE_METADATA = "{\"attributes\":[{\"attribute_id\":\"has_wifi\",\"display_name\":\"Wi-Fi\","
			+ "\"group_display_name\":\"Amenities\",\"value_type\":\"BOOL\"},{\"attribute_id\":\"has_seating\","
			+ "\"display_name\":\"Seating\",\"group_display_name\":\"Amenities\",\"value_type\":\"BOOL\"}]}";

	private ScriptedBusinessProfile() {
	}

	public static BusinessProfileService wire(ApplicationContext context, ScriptedUpstreamGateway upstream) {
		return wire(context, upstream, MutableClock.startingNow());
	}

	/**
	 * The service over the scripted upstream, whose proposals take their times from the
	 * clock.
	 */
	public static BusinessProfileService wire(ApplicationContext context, ScriptedUpstreamGateway upstream,
			Clock clock) {
		upstream.on("/v1/locations/", Dd010Samples.savedLocations())
			.on("/v2/gbp/location", LOCATION)
			.on("/v2/gbp/posts", POSTS)
			.on("/v2/gbp/services", SERVICES)
			.on("/v2/gbp/links", LINKS)
			.on("/v2/gbp/media", MEDIA)
			.on("/v2/gbp/reviews", REVIEWS)
			.on("/v2/gbp/attributes", ATTRIBUTES)
			.on("/v2/gbp/customer-media", "{\"count\":0,\"media\":[]}")
			.on("/v2/gbp/attribute-metadata", ATTRIBUTE_METADATA)
			.on("/v2/gbp/action-types", "{\"action_types\":[{\"type\":\"ORDER\",\"display_name\":\"Order online\"}]}")
			.on("/v2/gbp/google-updated", "{\"location\":{\"title\":\"Blue Bottle\"},\"diff_mask\":\"title\"}")
			.on("/v2/gbp/metrics",
					"{\"metrics\":[{\"metric\":\"CALL_CLICKS\",\"values\":[{\"date\":\"2026-03-01\",\"value\":4},"
							+ "{\"date\":\"2026-03-02\",\"value\":6}]},{\"metric\":\"WEBSITE_CLICKS\",\"values\":"
							+ "[{\"date\":\"2026-03-02\",\"value\":9}]}]}")
			.on("/v2/gbp/categories",
					"{\"categories\":[{\"name\":\"categories/gcid:bakery\",\"display_name\":\"Bakery\"}]}")
			.on("/v2/gbp/chains", "{\"chains\":[{\"name\":\"chains/blue-bottle\",\"display_name\":\"Blue Bottle\"}]}")
			.on("/v2/gbp/verification", "{\"has_voice_of_merchant\":true,\"verification_state\":\"VERIFIED\"}");
		for (String write : new String[] { "update-location", "update-status", "update-hours", "update-post",
				"add-services", "remove-services", "replace-services", "update-attributes", "update-link",
				"reply-review", "delete-review-reply", "delete-post", "delete-media", "delete-link", "update-media" }) {
			upstream.on("/v2/gbp/" + write, "{}");
		}
		upstream.on("/v2/gbp/create-post", "{\"post_id\":\"p3\"}")
			.on("/v2/gbp/create-media", "{\"media_id\":\"m2\"}")
			.on("/v2/gbp/create-link", "{\"link_id\":\"l3\"}");
		return new BusinessProfileService(context.getBean(WorkspaceAccess.class),
				ScriptedLocations.wire(context, upstream, MutableClock.startingNow()),
				new LocalVisibilityClient(upstream), context.getBean(AuditLog.class),
				context.getBean(ProposalRepository.class), context.getBean(ReviewRatings.class), clock);
	}

	/** Client approval over the scripted business-profile service. */
	public static ClientApprovalService approvals(ApplicationContext context, BusinessProfileService profiles,
			Clock clock) {
		return new ClientApprovalService(context.getBean(WorkspaceAccess.class), profiles,
				context.getBean(ProposalRepository.class), context.getBean(AuditLog.class), clock);
	}

}
