package app.locus.businessprofile;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.DayOfWeek;
import java.time.LocalDate;
import java.util.List;
import java.util.stream.Stream;

import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.businessprofile.ProfileChange.ChangeServices;
import app.locus.businessprofile.ProfileChange.ChangeServices.ServicesOperation;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.RegularPeriod;
import app.locus.upstream.api.gbp.ServiceItem;
import app.locus.upstream.api.gbp.SpecialPeriod;
import app.locus.upstream.api.gbp.TimeOfDay;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

@IntegrationTest
class BusinessProfileServiceTest {

	private static final String PLACE = ScriptedBusinessProfile.PLACE;

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	BusinessProfileService service;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		service = ScriptedBusinessProfile.wire(context, upstream);
		tenant = new TenantFixture(db).tenant();
		TenantFixture.signIn(tenant.manager());
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	static Stream<ProfileChange> destructiveWrites() {
		return Stream.of(new ProfileChange.DeletePost("p1"), new ProfileChange.DeleteMedia("m1"),
				new ProfileChange.DeleteLink("l1"), new ProfileChange.DeleteReply("r1"),
				new ProfileChange.SetAttributes(List.of(new AttributeValue("has_wifi", false))),
				new ChangeServices(ServicesOperation.REPLACE, List.of(ServiceItem.freeForm("Catering"))),
				new ProfileChange.UpdateStatus(OpenStatus.CLOSED_PERMANENTLY));
	}

	@ParameterizedTest
	@MethodSource("destructiveWrites")
	void a_destructive_write_without_its_phrase_never_reaches_the_service(ProfileChange change) {
		for (String typed : new String[] { null, "", "DELETE", "yes please" }) {
			assertThatThrownBy(() -> service.apply(tenant.workspace(), PLACE, change, typed, null))
				.isInstanceOf(UpstreamException.ConfirmationRequired.class)
				.hasMessageContaining(change.phrase().phrase());
		}
		assertThat(upstream.count("/v2/gbp/" + change.operation())).isZero();
		assertThat(outcomes("gbp." + change.operation())).containsOnly("DENIED");
	}

	@ParameterizedTest
	@MethodSource("destructiveWrites")
	void a_destructive_write_is_sent_once_when_the_phrase_is_typed_in_lower_case_with_spaces(ProfileChange change) {
		String typed = "  " + change.phrase().phrase().toLowerCase() + " ";

		service.apply(tenant.workspace(), PLACE, change, typed, null);

		assertThat(upstream.callsTo("/v2/gbp/" + change.operation())).singleElement().satisfies(call -> {
			assertThat(call.field("confirm")).isEqualTo(change.phrase().phrase().toLowerCase());
			assertThat(call.field("place_id")).isEqualTo(PLACE);
			assertThat(call.lane()).isEqualTo(Lane.INTERACTIVE);
		});
		assertThat(outcomes("gbp." + change.operation())).containsExactly("SUCCESS");
	}

	@Test
	void a_failed_write_is_sent_exactly_once_and_audited_as_a_failure() {
		upstream.fail("/v2/gbp/delete-post", () -> new UpstreamException.ServerError(500, "Internal error"));

		assertThatThrownBy(
				() -> service.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost("p1"), "DELETE_POST", null))
			.isInstanceOf(UpstreamException.ServerError.class);

		assertThat(upstream.count("/v2/gbp/delete-post")).isEqualTo(1);
		assertThat(outcomes("gbp.delete-post")).containsExactly("FAILURE");
	}

	@Test
	void each_write_is_audited_with_what_it_touched_before_and_after() {
		upstream.on(null, "/v2/gbp/posts", call -> ScriptedUpstreamGateway.ok(upstream.count("/v2/gbp/delete-post") == 0
				? ScriptedBusinessProfile.POSTS : "{\"count\":0,\"posts\":[]}"));

		service.apply(tenant.workspace(), PLACE, new ProfileChange.DeletePost("p1"), "DELETE_POST", null);

		String details = db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
				.and(AUDIT_EVENT.ACTION.eq("gbp.delete-post")))
			.fetchSingle(AUDIT_EVENT.DETAILS);
		assertThat(details).contains("before: Post[postId=p1").contains("Fresh bread").contains("after: (none)");
	}

	@Test
	void regular_hours_send_midnight_as_0_end_of_day_as_24_and_overnight_periods_as_they_are() {
		HoursUpdate hours = HoursUpdate.regular(List.of(
				RegularPeriod.sameDay(DayOfWeek.MONDAY, TimeOfDay.MIDNIGHT, new TimeOfDay(11, 30)),
				RegularPeriod.sameDay(DayOfWeek.MONDAY, new TimeOfDay(13, 0), TimeOfDay.END_OF_DAY),
				new RegularPeriod(DayOfWeek.FRIDAY, new TimeOfDay(22, 0), DayOfWeek.SATURDAY, new TimeOfDay(2, 0))));

		service.apply(tenant.workspace(), PLACE, new ProfileChange.UpdateHours(hours), null, null);

		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/gbp/update-hours").get(0);
		assertThat(call.field("regular[0][open_time][hours]")).isEqualTo("0");
		assertThat(call.field("regular[0][close_time][minutes]")).isEqualTo("30");
		assertThat(call.field("regular[1][close_time][hours]")).isEqualTo("24");
		assertThat(call.field("regular[2][open_day]")).isEqualTo("FRIDAY");
		assertThat(call.field("regular[2][close_day]")).isEqualTo("SATURDAY");
		assertThat(call.field("special[0][date]")).isNull();
	}

	@Test
	void special_hours_alone_leave_the_regular_hours_unsent() {
		HoursUpdate hours = HoursUpdate.special(List.of(SpecialPeriod.closedOn(LocalDate.of(2026, 12, 25)),
				SpecialPeriod.openOn(LocalDate.of(2026, 12, 24), new TimeOfDay(8, 0), new TimeOfDay(12, 0))));

		service.apply(tenant.workspace(), PLACE, new ProfileChange.UpdateHours(hours), null, null);

		ScriptedUpstreamGateway.Call call = upstream.callsTo("/v2/gbp/update-hours").get(0);
		assertThat(call.field("regular[0][open_day]")).isNull();
		assertThat(call.field("special[0][date]")).isEqualTo("12/25/2026");
		assertThat(call.field("special[0][closed]")).isEqualTo("true");
		assertThat(call.field("special[1][open_time][hours]")).isEqualTo("8");
	}

	@Test
	void a_client_viewer_reads_the_profile_but_cannot_write() {
		TenantFixture.signIn(tenant.viewer());

		assertThat(service.posts(tenant.workspace(), PLACE, Limit.of(10), null).items()).hasSize(2);
		assertThatThrownBy(
				() -> service.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Hello"), null, null))
			.isInstanceOf(ForbiddenException.class);
		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
	}

	@Test
	void a_place_that_is_not_linked_to_the_workspace_is_not_found() {
		assertThatThrownBy(() -> service.location(tenant.workspace(), "ChIJsomeoneElse"))
			.isInstanceOf(NotFoundException.class);
		assertThatThrownBy(() -> service.apply(tenant.workspace(), "ChIJsomeoneElse",
				new ProfileChange.CreatePost("Hello"), null, null))
			.isInstanceOf(NotFoundException.class);
		assertThat(upstream.count("/v2/gbp/create-post")).isZero();
	}

	@Test
	void another_agencys_workspace_is_not_found() {
		Tenant other = new TenantFixture(db).tenant();

		assertThatThrownBy(() -> service.links(other.workspace(), PLACE)).isInstanceOf(NotFoundException.class);
	}

	@Test
	void a_created_post_returns_its_new_id() {
		assertThat(service.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("New loaves"), null, null))
			.isEqualTo(new WriteOutcome.Sent("p3"));
		assertThat(upstream.callsTo("/v2/gbp/create-post").get(0).field("summary")).isEqualTo("New loaves");
	}

	private List<String> outcomes(String action) {
		return db.select(AUDIT_EVENT.OUTCOME)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value()).and(AUDIT_EVENT.ACTION.eq(action)))
			.fetch(AUDIT_EVENT.OUTCOME);
	}

}
