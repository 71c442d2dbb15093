package app.locus.upstream.api.gbp;

import java.util.List;

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

class AttributesApiTest {

	private final RecordingGateway gateway = new RecordingGateway();

	private final AttributesApi api = new AttributesApi(gateway);

	@Test
	void attribute_values_keep_false_as_an_explicit_no() {
		gateway.answer("""
				{"attributes": [
				 {"attribute_id": "is_small_business", "display_name": "Small business", "value": true},
				 {"attribute_id": "has_wheelchair_accessible_entrance", "display_name": "Wheelchair entrance",
				  "value": false},
				 {"attribute_id": "has_wifi", "display_name": "Wi-Fi"}]}""");

		List<Attribute> attributes = api.list(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/attributes", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(attributes).extracting(Attribute::value).containsExactly(true, false, null);
	}

	@Test
	void metadata_lists_the_allowed_attributes() {
		gateway.answer("""
				{"attributes": [{"attribute_id": "is_small_business", "display_name": "Small business",
				 "group_display_name": "From the business", "value_type": "BOOL"}]}""");

		List<AttributeMetadata> metadata = api.metadata(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/attribute-metadata", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(metadata)
			.containsExactly(new AttributeMetadata("is_small_business", "Small business", "From the business", "BOOL"));
	}

	@Test
	void update_sends_indexed_ids_and_true_or_false_with_the_phrase() {
		api.update(WORKSPACE, LANE, PLACE,
				List.of(new AttributeValue("is_small_business", true), new AttributeValue("has_wifi", false)),
				ConfirmationPhrase.SET_ATTRIBUTES.typed("SET_ATTRIBUTES"));

		assertPost(gateway.onlyCall(), "/v2/gbp/update-attributes", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "attributes[0][attribute_id]",
				"is_small_business", "attributes[0][value]", "true", "attributes[1][attribute_id]", "has_wifi",
				"attributes[1][value]", "false", "confirm", "SET_ATTRIBUTES"));
	}

	@Test
	void update_without_the_phrase_never_reaches_the_gateway() {
		assertThatThrownBy(() -> api.update(WORKSPACE, LANE, PLACE, List.of(new AttributeValue("has_wifi", true)),
				ConfirmationPhrase.SET_ATTRIBUTES.typed("yes")))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).isEmpty();
	}

}
