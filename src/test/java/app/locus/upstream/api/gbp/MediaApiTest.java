package app.locus.upstream.api.gbp;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class MediaApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final MediaApi api = new MediaApi(gateway);

	@Test
	void owner_and_customer_media_are_paged_reads_decoding_media_items() {
		String page = """
				{"count": 1, "media": [{"media_id": "m1", "media_format": "PHOTO", "category": "EXTERIOR",
				 "google_url": "https://lh3.example/m1", "thumbnail_url": "https://lh3.example/m1=s100",
				 "description": false, "create_time": "2026-02-01T08:00:00Z"}]}""";
		gateway.answer(page).answer(page);

		Page<MediaItem> owner = api.list(WORKSPACE, LANE, PLACE, Limit.of(10), null);
		api.customerMedia(WORKSPACE, LANE, PLACE, null, "c2");

		assertPost(gateway.calls().get(0), "/v2/gbp/media", CallKind.READ, TimeoutClass.STANDARD);
		assertPost(gateway.calls().get(1), "/v2/gbp/customer-media", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(1).fields()).isEqualTo(form("place_id", PLACE.value(), "next_token", "c2"));
		assertThat(owner.items()).singleElement().satisfies(item -> {
			assertThat(item.format()).isEqualTo(MediaFormat.PHOTO);
			assertThat(item.category()).isEqualTo("EXTERIOR");
			assertThat(item.description()).isNull();
		});
	}

	@Test
	void create_sends_format_category_source_and_description_and_returns_the_media_id() {
		gateway.answer("""
				{"media_id": "m9"}""");

		String mediaId = api.create(WORKSPACE, LANE, PLACE, new NewMedia(MediaFormat.PHOTO, MediaCategory.COVER,
				"https://cdn.example/cover.jpg", "Our front desk"));

		assertPost(gateway.onlyCall(), "/v2/gbp/create-media", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "media_format", "PHOTO",
				"category", "COVER", "source_url", "https://cdn.example/cover.jpg", "description", "Our front desk"));
		assertThat(mediaId).isEqualTo("m9");
	}

	@Test
	void update_sends_only_what_changes() {
		api.update(WORKSPACE, LANE, PLACE, "m9", MediaCategory.INTERIOR, null);

		assertPost(gateway.onlyCall(), "/v2/gbp/update-media", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "media_id", "m9", "category", "INTERIOR"));
	}

	@Test
	void delete_needs_delete_media_typed() {
		api.delete(WORKSPACE, LANE, PLACE, "m9", ConfirmationPhrase.DELETE_MEDIA.typed("DELETE_MEDIA"));
		assertPost(gateway.onlyCall(), "/v2/gbp/delete-media", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "media_id", "m9", "confirm", "DELETE_MEDIA"));

		assertThatThrownBy(
				() -> api.delete(WORKSPACE, LANE, PLACE, "m9", ConfirmationPhrase.DELETE_MEDIA.typed("DELETE_POST")))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).hasSize(1);
	}

	@Test
	void a_source_that_is_not_a_web_address_is_refused() {
		assertThatThrownBy(() -> new NewMedia(MediaFormat.VIDEO, MediaCategory.AT_WORK, "file:///etc/passwd", null))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("source_url"));
	}

}
