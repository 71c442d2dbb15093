package app.locus.upstream.api.gbp;

import app.locus.base.ValidationException;
import app.locus.upstream.CallKind;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.RecordingGateway;
import org.junit.jupiter.api.Test;

import static app.locus.upstream.api.UpstreamApiTestSupport.LANE;
import static app.locus.upstream.api.UpstreamApiTestSupport.PLACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.WORKSPACE;
import static app.locus.upstream.api.UpstreamApiTestSupport.assertPost;
import static app.locus.upstream.api.UpstreamApiTestSupport.form;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

class LinksApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final LinksApi api = new LinksApi(gateway);

	@Test
	void links_and_action_types_are_reads() {
		gateway.answer("""
				{"links": [{"link_id": "l1", "type": "APPOINTMENT", "url": "https://book.example", "is_preferred": true,
				            "is_editable": false}]}""").answer("""
				{"action_types": [{"type": "APPOINTMENT", "display_name": "Book an appointment"}]}""");

		assertThat(api.list(WORKSPACE, LANE, PLACE))
			.containsExactly(new ActionLink("l1", "APPOINTMENT", "https://book.example", true, false));
		assertThat(api.actionTypes(WORKSPACE, LANE, PLACE))
			.containsExactly(new ActionType("APPOINTMENT", "Book an appointment"));
		assertPost(gateway.calls().get(0), "/v2/gbp/links", CallKind.READ, TimeoutClass.STANDARD);
		assertPost(gateway.calls().get(1), "/v2/gbp/action-types", CallKind.READ, TimeoutClass.STANDARD);
	}

	@Test
	void create_sends_type_url_and_preference_and_returns_the_link_id() {
		gateway.answer("""
				{"link_id": "l2"}""");

		String linkId = api.create(WORKSPACE, LANE, PLACE, "ONLINE_APPOINTMENT", "https://book.example/now", false);

		assertPost(gateway.onlyCall(), "/v2/gbp/create-link", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "type", "ONLINE_APPOINTMENT",
				"url", "https://book.example/now", "is_preferred", "false"));
		assertThat(linkId).isEqualTo("l2");
	}

	@Test
	void update_leaves_out_what_does_not_change() {
		api.update(WORKSPACE, LANE, PLACE, "l2", null, true);

		assertPost(gateway.onlyCall(), "/v2/gbp/update-link", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "link_id", "l2", "is_preferred", "true"));
	}

	@Test
	void delete_needs_delete_link_typed() {
		api.delete(WORKSPACE, LANE, PLACE, "l2", ConfirmationPhrase.DELETE_LINK.typed("Delete_Link"));
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "link_id", "l2", "confirm", "Delete_Link"));
		assertPost(gateway.onlyCall(), "/v2/gbp/delete-link", CallKind.WRITE, TimeoutClass.STANDARD);

		assertThatThrownBy(() -> api.delete(WORKSPACE, LANE, PLACE, "l2", null))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).hasSize(1);
	}

	@Test
	void a_link_must_be_a_web_address_of_a_named_type() {
		assertThatThrownBy(() -> api.create(WORKSPACE, LANE, PLACE, "APPOINTMENT", "javascript:alert(1)", true))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("url"));
		assertThatThrownBy(() -> api.create(WORKSPACE, LANE, PLACE, "book now", "https://book.example", true))
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("type"));
		assertThat(gateway.calls()).isEmpty();
	}

}
