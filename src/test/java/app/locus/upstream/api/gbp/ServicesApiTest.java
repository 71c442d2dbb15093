package app.locus.upstream.api.gbp;

import java.util.List;

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

class ServicesApiTest {

	private static final List<ServiceItem> SERVICES = List.of(ServiceItem.freeForm("Teeth whitening"),
			ServiceItem.structured("job_type_id:dental_cleaning"));

	private final RecordingGateway gateway = new RecordingGateway();

	private final ServicesApi api = new ServicesApi(gateway);

	@Test
	void services_decode_free_form_and_structured_entries() {
		gateway.answer("""
				{"services": [
				 {"name": "Teeth whitening", "service_type_id": false, "structured": false,
				  "display_name": "Teeth whitening"},
				 {"name": "job_type_id:dental_cleaning", "service_type_id": "job_type_id:dental_cleaning",
				  "structured": true, "display_name": "Dental cleaning"}]}""");

		List<Service> services = api.list(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/services", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(services).containsExactly(new Service("Teeth whitening", null, false, "Teeth whitening"),
				new Service("job_type_id:dental_cleaning", "job_type_id:dental_cleaning", true, "Dental cleaning"));
	}

	@Test
	void add_and_remove_send_indexed_service_names() {
		api.add(WORKSPACE, LANE, PLACE, SERVICES);
		api.remove(WORKSPACE, LANE, PLACE, List.of(ServiceItem.freeForm("Teeth whitening")));

		assertPost(gateway.calls().get(0), "/v2/gbp/add-services", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(0).fields())
			.isEqualTo(form("place_id", PLACE.value(), "services[0][name]", "Teeth whitening", "services[1][name]",
					"job_type_id:dental_cleaning", "services[1][service_type_id]", "job_type_id:dental_cleaning"));
		assertPost(gateway.calls().get(1), "/v2/gbp/remove-services", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.calls().get(1).fields())
			.isEqualTo(form("place_id", PLACE.value(), "services[0][name]", "Teeth whitening"));
	}

	@Test
	void replace_needs_replace_services_typed() {
		api.replace(WORKSPACE, LANE, PLACE, SERVICES, ConfirmationPhrase.REPLACE_SERVICES.typed(" replace_services"));

		assertPost(gateway.onlyCall(), "/v2/gbp/replace-services", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).containsEntry("services[0][name]", "Teeth whitening")
			.containsEntry("confirm", "replace_services");

		assertThatThrownBy(() -> api.replace(WORKSPACE, LANE, PLACE, SERVICES, null))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).hasSize(1);
	}

	@Test
	void an_empty_service_list_or_name_is_refused() {
		assertThatThrownBy(() -> api.add(WORKSPACE, LANE, PLACE, List.of())).isInstanceOf(ValidationException.class);
		assertThatThrownBy(() -> ServiceItem.freeForm(" ")).isInstanceOf(ValidationException.class);
		assertThat(gateway.calls()).isEmpty();
	}

}
