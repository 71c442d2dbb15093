package app.locus.upstream.api.gbp;

import java.time.DayOfWeek;

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

class ProfileApiTest {

	static final String LOCATION = """
			{"location": {"title": "Bright Smiles",
			 "storefrontAddress": {"addressLines": ["1 Main St", "Suite 2"], "locality": "Austin",
			                       "administrativeArea": "TX", "postalCode": "78701", "regionCode": "US"},
			 "phoneNumbers": {"primaryPhone": "+1 512-555-0100"}, "websiteUri": "https://brightsmiles.example",
			 "regularHours": {"periods": [
			   {"openDay": "MONDAY", "openTime": {"hours": 9}, "closeDay": "MONDAY",
			    "closeTime": {"hours": 17, "minutes": 30}},
			   {"openDay": "FRIDAY", "openTime": {}, "closeDay": "FRIDAY", "closeTime": {"hours": 24}}]},
			 "specialHours": {"specialHourPeriods": [
			   {"startDate": {"year": 2026, "month": 12, "day": 25}, "closed": true},
			   {"startDate": {"year": 2026, "month": 12, "day": 24}, "openTime": {"hours": 9},
			    "closeTime": {"hours": 12}, "closed": false}]},
			 "categories": {"primaryCategory": {"name": "categories/gcid:dentist", "displayName": "Dentist"}},
			 "profile": {"description": "Family dentistry."}, "openInfo": {"status": "OPEN"}}}""";

	private final RecordingGateway gateway = new RecordingGateway();

	private final ProfileApi api = new ProfileApi(gateway);

	@Test
	void location_reads_the_camel_case_resource_keyed_on_place_id() {
		gateway.answer(LOCATION);

		ProfileLocation location = api.location(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/location", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value()));
		assertThat(location.title()).isEqualTo("Bright Smiles");
		assertThat(location.address().addressLines()).containsExactly("1 Main St", "Suite 2");
		assertThat(location.address().postalCode()).isEqualTo("78701");
		assertThat(location.primaryPhone()).isEqualTo("+1 512-555-0100");
		assertThat(location.websiteUri()).isEqualTo("https://brightsmiles.example");
		assertThat(location.primaryCategory()).isEqualTo(new NamedItem("categories/gcid:dentist", "Dentist"));
		assertThat(location.description()).isEqualTo("Family dentistry.");
		assertThat(location.openStatus()).isEqualTo(OpenStatus.OPEN);
		assertThat(location.hours().regular()).containsExactly(
				RegularPeriod.sameDay(DayOfWeek.MONDAY, new TimeOfDay(9, 0), new TimeOfDay(17, 30)),
				RegularPeriod.sameDay(DayOfWeek.FRIDAY, TimeOfDay.MIDNIGHT, TimeOfDay.END_OF_DAY));
		assertThat(location.hours().special()).hasSize(2);
		assertThat(location.raw().get("title").asText()).isEqualTo("Bright Smiles");
	}

	@Test
	void google_updated_decodes_the_platform_version_and_the_changed_fields() {
		gateway.answer("""
				{"location": {"title": "Bright Smiles Dental", "websiteUri": "https://other.example"},
				 "diff_mask": "websiteUri,title"}""");

		GoogleUpdated updated = api.googleUpdated(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/google-updated", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(updated.location().title()).isEqualTo("Bright Smiles Dental");
		assertThat(updated.changedFields()).containsExactly("websiteUri", "title");
	}

	@Test
	void verification_decodes_voice_of_merchant() {
		gateway.answer("""
				{"has_voice_of_merchant": false, "verification_state": "UNVERIFIED"}""");

		Verification verification = api.verification(WORKSPACE, LANE, PLACE);

		assertPost(gateway.onlyCall(), "/v2/gbp/verification", CallKind.READ, TimeoutClass.STANDARD);
		assertThat(verification).isEqualTo(new Verification(false, "UNVERIFIED"));
	}

	@Test
	void update_location_sends_nested_location_fields_and_merges_by_default() {
		api.updateLocation(WORKSPACE, LANE, PLACE,
				ProfileUpdate.merge()
					.set(ProfileField.TITLE, " Bright Smiles ")
					.set(ProfileField.PRIMARY_PHONE, "+1 (512) 555-0100")
					.set(ProfileField.DESCRIPTION, "Family dentistry."));

		assertPost(gateway.onlyCall(), "/v2/gbp/update-location", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields()).isEqualTo(form("place_id", PLACE.value(), "location[title]",
				"Bright Smiles", "location[phoneNumbers][primaryPhone]", "+1 (512) 555-0100",
				"location[profile][description]", "Family dentistry."));
	}

	@Test
	void update_location_can_replace_and_clear_fields() {
		api.updateLocation(WORKSPACE, LANE, PLACE,
				ProfileUpdate.merge()
					.set(ProfileField.PRIMARY_CATEGORY, "categories/gcid:dentist")
					.clear(ProfileField.WEBSITE)
					.clear(ProfileField.DESCRIPTION)
					.replacing());

		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "location[categories][primaryCategory]",
					"categories/gcid:dentist", "mode", "replace", "clear", "websiteUri,profile.description"));
	}

	@Test
	void update_location_refuses_bad_values_and_empty_changes_before_sending() {
		assertThatThrownBy(() -> api.updateLocation(WORKSPACE, LANE, PLACE,
				ProfileUpdate.merge().set(ProfileField.WEBSITE, "ftp://files.example")))
			.isInstanceOf(ValidationException.class)
			.satisfies(ex -> assertThat(((ValidationException) ex).fieldErrors()).containsKey("websiteUri"));
		assertThatThrownBy(() -> api.updateLocation(WORKSPACE, LANE, PLACE,
				ProfileUpdate.merge().set(ProfileField.DESCRIPTION, "x".repeat(751))))
			.hasMessageContaining("750");
		assertThatThrownBy(() -> api.updateLocation(WORKSPACE, LANE, PLACE, ProfileUpdate.merge()))
			.hasMessage("Nothing to change.");
		assertThatThrownBy(
				() -> api.updateLocation(WORKSPACE, LANE, PLACE, ProfileUpdate.merge().clear(ProfileField.TITLE)))
			.hasMessageContaining("cannot be emptied");
		assertThat(gateway.calls()).isEmpty();
	}

	@Test
	void opening_or_closing_temporarily_needs_no_confirmation() {
		api.updateStatus(WORKSPACE, LANE, PLACE, OpenStatus.CLOSED_TEMPORARILY, null);

		assertPost(gateway.onlyCall(), "/v2/gbp/update-status", CallKind.WRITE, TimeoutClass.STANDARD);
		assertThat(gateway.onlyCall().fields())
			.isEqualTo(form("place_id", PLACE.value(), "status", "CLOSED_TEMPORARILY"));
	}

	@Test
	void closing_permanently_sends_the_typed_phrase() {
		api.updateStatus(WORKSPACE, LANE, PLACE, OpenStatus.CLOSED_PERMANENTLY,
				ConfirmationPhrase.CLOSED_PERMANENTLY.typed(" closed_permanently "));

		assertThat(gateway.onlyCall().fields()).isEqualTo(
				form("place_id", PLACE.value(), "status", "CLOSED_PERMANENTLY", "confirm", "closed_permanently"));
	}

	@Test
	void closing_permanently_with_a_wrong_or_missing_phrase_never_reaches_the_gateway() {
		assertThatThrownBy(() -> api.updateStatus(WORKSPACE, LANE, PLACE, OpenStatus.CLOSED_PERMANENTLY,
				ConfirmationPhrase.CLOSED_PERMANENTLY.typed("closed")))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThatThrownBy(() -> api.updateStatus(WORKSPACE, LANE, PLACE, OpenStatus.CLOSED_PERMANENTLY, null))
			.isInstanceOf(UpstreamException.ConfirmationRequired.class);
		assertThat(gateway.calls()).isEmpty();
	}

}
