package app.locus.upstream.overhttp;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.Optional;

import javax.sql.DataSource;

import app.locus.base.WorkspaceId;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.api.Confirmation;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.ActionLink;
import app.locus.upstream.api.gbp.Attribute;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.GbpClient;
import app.locus.upstream.api.gbp.GbpReview;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.MediaFormat;
import app.locus.upstream.api.gbp.MediaItem;
import app.locus.upstream.api.gbp.NewMedia;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.Post;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileUpdate;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.Service;
import app.locus.upstream.api.gbp.ServiceItem;
import app.locus.upstream.api.gbp.TimeOfDay;
import app.locus.upstream.gateway.GatewayNode;
import app.locus.upstream.gateway.GatewayProperties;
import app.locus.upstream.gateway.UpstreamCredential;
import app.locus.simulator.DemoData;
import app.locus.simulator.SimulatorServer;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

/**
 * Every profile (GBP) read and write of the typed client, through a real gateway node,
 * against a simulator of its own (writes change the demo profile, so not the shared
 * simulator at /sim). Each destructive write goes with its typed phrase.
 */
@IntegrationTest
class GbpThroughGatewayTest {

	private static final Lane LANE = Lane.INTERACTIVE;

	private static final PlaceId PLACE = new PlaceId(DemoData.BLUE_BOTTLE_DIVISION);

	@Autowired
	DataSource dataSource;

	private final WorkspaceId workspace = WorkspaceId.random();

	private SimulatorServer server;

	private GatewayNode node;

	private GbpClient gbp;

	@BeforeEach
	void simulatorAndGateway() {
		server = SimulatorServer.start(0);
		node = new GatewayNode(dataSource, GatewayProperties.defaults(server.baseUrl()),
				ws -> Optional.of(new UpstreamCredential(DemoData.BLUE_BOTTLE_KEY, "demo key")));
		gbp = new GbpClient(node.gateway);
	}

	@AfterEach
	void stop() {
		node.close();
		server.close();
	}

	private static Confirmation typed(ConfirmationPhrase phrase) {
		return new Confirmation(phrase, phrase.phrase());
	}

	@Test
	void every_profile_read_decodes() {
		assertThat(gbp.profile().location(workspace, LANE, PLACE).title()).contains("Blue Bottle");
		assertThat(gbp.profile().googleUpdated(workspace, LANE, PLACE)).isNotNull();
		assertThat(gbp.profile().verification(workspace, LANE, PLACE).verificationState()).isNotBlank();
		assertThat(gbp.hours().hours(workspace, LANE, PLACE).regular()).isNotEmpty();
		assertThat(gbp.posts().list(workspace, LANE, PLACE, Limit.MAX, null).items()).isNotEmpty()
			.allSatisfy(post -> assertThat(post.postId()).isNotBlank());
		assertThat(gbp.media().list(workspace, LANE, PLACE, Limit.MAX, null).items()).isNotEmpty()
			.allSatisfy(item -> assertThat(item.mediaId()).isNotBlank());
		assertThat(gbp.media().customerMedia(workspace, LANE, PLACE, Limit.MAX, null).items())
			.allSatisfy(item -> assertThat(item.mediaId()).isNotBlank());
		assertThat(gbp.services().list(workspace, LANE, PLACE)).isNotEmpty();
		assertThat(gbp.attributes().list(workspace, LANE, PLACE)).isNotEmpty();
		assertThat(gbp.attributes().metadata(workspace, LANE, PLACE)).isNotEmpty();
		assertThat(gbp.links().list(workspace, LANE, PLACE)).isNotEmpty();
		assertThat(gbp.links().actionTypes(workspace, LANE, PLACE)).isNotEmpty();
		assertThat(gbp.reviews().list(workspace, LANE, PLACE, Limit.MAX, null).items()).isNotEmpty();
		assertThat(gbp.reference().categories(workspace, LANE, PLACE, "bak")).isNotEmpty();
		assertThat(gbp.reference().chains(workspace, LANE, PLACE, "blue"))
			.allSatisfy(chain -> assertThat(chain.name()).isNotBlank());
		LocalDate end = server.simulator().clock().instant().atZone(java.time.ZoneOffset.UTC).toLocalDate();
		assertThat(gbp.metrics()
			.metrics(workspace, LANE, PLACE, List.of("BUSINESS_DIRECTION_REQUESTS"),
					DateRange.between(end.minusDays(7), end)))
			.singleElement()
			.satisfies(series -> assertThat(series.values()).isNotEmpty());
	}

	@Test
	void a_post_is_created_updated_and_deleted_with_delete_post() {
		String id = gbp.posts().create(workspace, LANE, PLACE, "Fresh croissants every morning");
		gbp.posts().update(workspace, LANE, PLACE, id, "Fresh croissants from 7 am");
		assertThat(posts()).filteredOn(post -> post.postId().equals(id))
			.singleElement()
			.satisfies(post -> assertThat(post.summary()).isEqualTo("Fresh croissants from 7 am"));

		gbp.posts().delete(workspace, LANE, PLACE, id, typed(ConfirmationPhrase.DELETE_POST));

		assertThat(posts()).extracting(Post::postId).doesNotContain(id);
	}

	@Test
	void a_photo_is_added_described_and_deleted_with_delete_media() {
		String id = gbp.media()
			.create(workspace, LANE, PLACE, new NewMedia(MediaFormat.PHOTO, MediaCategory.INTERIOR,
					"https://example.test/counter.jpg", "The counter"));
		gbp.media().update(workspace, LANE, PLACE, id, MediaCategory.FOOD_AND_DRINK, "Pastries");
		assertThat(media()).filteredOn(item -> item.mediaId().equals(id))
			.singleElement()
			.satisfies(item -> assertThat(item.category()).isEqualTo("FOOD_AND_DRINK"));

		gbp.media().delete(workspace, LANE, PLACE, id, typed(ConfirmationPhrase.DELETE_MEDIA));

		assertThat(media()).extracting(MediaItem::mediaId).doesNotContain(id);
	}

	@Test
	void a_link_is_created_updated_and_deleted_with_delete_link() {
		String type = gbp.links().actionTypes(workspace, LANE, PLACE).get(0).type();
		String id = gbp.links().create(workspace, LANE, PLACE, type, "https://example.test/order", false);
		gbp.links().update(workspace, LANE, PLACE, id, "https://example.test/order-now", null);
		assertThat(gbp.links().list(workspace, LANE, PLACE)).filteredOn(link -> link.linkId().equals(id))
			.singleElement()
			.satisfies(link -> assertThat(link.url()).isEqualTo("https://example.test/order-now"));

		gbp.links().delete(workspace, LANE, PLACE, id, typed(ConfirmationPhrase.DELETE_LINK));

		assertThat(gbp.links().list(workspace, LANE, PLACE)).extracting(ActionLink::linkId).doesNotContain(id);
	}

	@Test
	void a_review_is_replied_to_and_the_reply_deleted_with_delete_reply() {
		GbpReview review = gbp.reviews().list(workspace, LANE, PLACE, Limit.MAX, null).items().get(0);

		gbp.reviews().reply(workspace, LANE, PLACE, review.reviewId(), "Thank you for visiting!");
		assertThat(reviewById(review.reviewId()).reply().comment()).isEqualTo("Thank you for visiting!");

		gbp.reviews().deleteReply(workspace, LANE, PLACE, review.reviewId(), typed(ConfirmationPhrase.DELETE_REPLY));
		assertThat(reviewById(review.reviewId()).reply()).isNull();
	}

	@Test
	void attributes_are_set_with_set_attributes() {
		Attribute first = gbp.attributes().list(workspace, LANE, PLACE).get(0);
		boolean flipped = !Boolean.TRUE.equals(first.value());

		gbp.attributes()
			.update(workspace, LANE, PLACE, List.of(new AttributeValue(first.attributeId(), flipped)),
					typed(ConfirmationPhrase.SET_ATTRIBUTES));

		assertThat(gbp.attributes().list(workspace, LANE, PLACE))
			.filteredOn(a -> a.attributeId().equals(first.attributeId()))
			.singleElement()
			.satisfies(a -> assertThat(a.value()).isEqualTo(flipped));
	}

	@Test
	void services_are_added_removed_and_replaced_with_replace_services() {
		gbp.services().add(workspace, LANE, PLACE, List.of(ServiceItem.freeForm("Wedding cakes")));
		assertThat(serviceNames()).contains("Wedding cakes");
		gbp.services().remove(workspace, LANE, PLACE, List.of(ServiceItem.freeForm("Wedding cakes")));
		assertThat(serviceNames()).doesNotContain("Wedding cakes");

		gbp.services()
			.replace(workspace, LANE, PLACE, List.of(ServiceItem.freeForm("Bread")),
					typed(ConfirmationPhrase.REPLACE_SERVICES));

		assertThat(serviceNames()).containsExactly("Bread");
	}

	@Test
	void the_profile_hours_and_status_are_updated_closing_for_good_only_with_closed_permanently() {
		gbp.profile()
			.updateLocation(workspace, LANE, PLACE,
					ProfileUpdate.merge().set(ProfileField.WEBSITE, "https://bluebottle.example.test"));
		assertThat(gbp.profile().location(workspace, LANE, PLACE).websiteUri())
			.isEqualTo("https://bluebottle.example.test");

		gbp.hours()
			.update(workspace, LANE, PLACE, HoursUpdate
				.regular(List.of(RegularPeriod.sameDay(DayOfWeek.MONDAY, new TimeOfDay(7, 0), new TimeOfDay(15, 0)))));
		assertThat(gbp.hours().hours(workspace, LANE, PLACE).regular()).singleElement()
			.satisfies(period -> assertThat(period.openTime()).isEqualTo(new TimeOfDay(7, 0)));

		gbp.profile()
			.updateStatus(workspace, LANE, PLACE, OpenStatus.CLOSED_PERMANENTLY,
					typed(ConfirmationPhrase.CLOSED_PERMANENTLY));
		assertThat(gbp.profile().location(workspace, LANE, PLACE).openStatus())
			.isEqualTo(OpenStatus.CLOSED_PERMANENTLY);
	}

	private List<Post> posts() {
		return gbp.posts().list(workspace, LANE, PLACE, Limit.MAX, null).items();
	}

	private List<MediaItem> media() {
		return gbp.media().list(workspace, LANE, PLACE, Limit.MAX, null).items();
	}

	private List<String> serviceNames() {
		return gbp.services().list(workspace, LANE, PLACE).stream().map(Service::displayName).toList();
	}

	private GbpReview reviewById(String id) {
		return gbp.reviews()
			.stream(workspace, LANE, PLACE, Limit.MAX)
			.filter(review -> review.reviewId().equals(id))
			.findFirst()
			.orElseThrow();
	}

}
