package app.locus.businessprofile;

import static app.locus.db.Tables.AUDIT_EVENT;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.time.LocalDate;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import app.locus.base.ValidationException;
import app.locus.businessprofile.ProfileChange.ChangeServices;
import app.locus.businessprofile.ProfileChange.ChangeServices.ServicesOperation;
import app.locus.fixtures.ScriptedUpstreamGateway;
import app.locus.fixtures.TenantFixture;
import app.locus.fixtures.TenantFixture.Tenant;
import app.locus.support.IntegrationTest;
import app.locus.upstream.api.gbp.AttributeValue;
import app.locus.upstream.api.gbp.HoursUpdate;
import app.locus.upstream.api.gbp.MediaCategory;
import app.locus.upstream.api.gbp.MediaFormat;
import app.locus.upstream.api.gbp.NewMedia;
import app.locus.upstream.api.gbp.OpenStatus;
import app.locus.upstream.api.gbp.ProfileField;
import app.locus.upstream.api.gbp.ProfileUpdate;
import app.locus.upstream.api.gbp.ServiceItem;
import app.locus.upstream.api.gbp.SpecialPeriod;
import org.jooq.DSLContext;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * Client approval is decided by the service when a write is asked for (DD104): with it
 * on, every write a manager can ask for (declared here, one per endpoint) becomes a
 * proposal and nothing reaches the service, however the setting stood before.
 */
@IntegrationTest
class ApprovalDecidedAtWriteTest {

	private static final String PLACE = ScriptedBusinessProfile.PLACE;

	/** One write the editor can ask for: the endpoint it reaches and the phrase typed. */
	record Write(String endpoint, ProfileChange change, String phrase) {

		@Override
		public String toString() {
			return endpoint;
		}

	}

	static final List<Write> WRITES = List.of(
			new Write("update-location",
					new ProfileChange.UpdateLocation(
							ProfileUpdate.merge().set(ProfileField.TITLE, "Blue Bottle Bread")),
					null),
			new Write("update-status", new ProfileChange.UpdateStatus(OpenStatus.CLOSED_PERMANENTLY),
					"CLOSED_PERMANENTLY"),
			new Write("update-hours",
					new ProfileChange.UpdateHours(
							HoursUpdate.special(List.of(SpecialPeriod.closedOn(LocalDate.of(2026, 12, 25))))),
					null),
			new Write("create-post", new ProfileChange.CreatePost("Rye on Fridays"), null),
			new Write("update-post", new ProfileChange.UpdatePost("p1", "Fresh rye"), null),
			new Write("delete-post", new ProfileChange.DeletePost("p1"), "DELETE_POST"),
			new Write("create-media",
					new ProfileChange.CreateMedia(
							new NewMedia(MediaFormat.PHOTO, MediaCategory.COVER, "https://img.example/new.jpg", null)),
					null),
			new Write("update-media", new ProfileChange.UpdateMedia("m1", MediaCategory.EXTERIOR, null), null),
			new Write("delete-media", new ProfileChange.DeleteMedia("m1"), "DELETE_MEDIA"),
			new Write("add-services",
					new ChangeServices(ServicesOperation.ADD, List.of(ServiceItem.freeForm("Bread classes"))), null),
			new Write("remove-services",
					new ChangeServices(ServicesOperation.REMOVE, List.of(ServiceItem.freeForm("Catering"))), null),
			new Write("replace-services",
					new ChangeServices(ServicesOperation.REPLACE, List.of(ServiceItem.freeForm("Catering"))),
					"REPLACE_SERVICES"),
			new Write("update-attributes",
					new ProfileChange.SetAttributes(List.of(new AttributeValue("has_seating", true))),
					"SET_ATTRIBUTES"),
			new Write("create-link", new ProfileChange.CreateLink("ORDER", "https://order2.example", false), null),
			new Write("update-link", new ProfileChange.UpdateLink("l1", "https://order3.example", null), null),
			new Write("delete-link", new ProfileChange.DeleteLink("l1"), "DELETE_LINK"),
			new Write("reply-review", new ProfileChange.ReplyReview("r1", "Thank you, Ann"), null),
			new Write("delete-review-reply", new ProfileChange.DeleteReply("r1"), "DELETE_REPLY"));

	/**
	 * The public methods of BusinessProfileService that may write; all the others read.
	 */
	static final Set<String> WRITING_METHODS = Set.of("apply");

	static final Set<String> READING_METHODS = Set.of("linkedLocations", "linkedLocation", "location", "googleUpdated",
			"verification", "posts", "media", "customerMedia", "services", "attributes", "attributeMetadata", "links",
			"actionTypes", "reviews", "categories", "chains", "metrics", "preview", "awaitsApproval");

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	ScriptedUpstreamGateway upstream;

	BusinessProfileService profiles;

	ClientApprovalService approvals;

	Tenant tenant;

	@BeforeEach
	void wire() {
		upstream = new ScriptedUpstreamGateway();
		profiles = ScriptedBusinessProfile.wire(context, upstream);
		approvals = context.getBean(ClientApprovalService.class);
		tenant = new TenantFixture(db).tenant();
	}

	@AfterEach
	void signOut() {
		TenantFixture.signOut();
	}

	static Stream<Write> writes() {
		return WRITES.stream();
	}

	@Test
	void the_declared_writes_cover_every_kind_of_change_and_every_public_method_is_declared() {
		Set<Class<?>> declared = WRITES.stream().map(write -> write.change().getClass()).collect(Collectors.toSet());
		assertThat(declared).containsExactlyInAnyOrder(ProfileChange.class.getPermittedSubclasses());
		assertThat(WRITES.stream()
			.map(Write::change)
			.filter(ChangeServices.class::isInstance)
			.map(change -> ((ChangeServices) change).kind())).containsExactlyInAnyOrder(ServicesOperation.values());
		Set<String> publicMethods = Arrays.stream(BusinessProfileService.class.getDeclaredMethods())
			.filter(method -> Modifier.isPublic(method.getModifiers()) && !method.isSynthetic())
			.map(Method::getName)
			.collect(Collectors.toSet());
		Set<String> known = new HashSet<>(WRITING_METHODS);
		known.addAll(READING_METHODS);
		assertThat(publicMethods).as("a new public method must be declared as reading or writing here")
			.containsExactlyInAnyOrderElementsOf(known);
	}

	@ParameterizedTest
	@MethodSource("writes")
	void with_approval_on_a_managers_write_becomes_a_proposal_and_nothing_is_sent(Write write) {
		approvalOn();
		TenantFixture.signIn(tenant.manager());

		WriteOutcome outcome = profiles.apply(tenant.workspace(), PLACE, write.change(), write.phrase(), null);

		assertThat(outcome).isInstanceOfSatisfying(WriteOutcome.Proposed.class, proposed -> {
			assertThat(proposed.proposal().operation()).isEqualTo(write.endpoint());
			assertThat(proposed.proposal().change()).isEqualTo(write.change());
		});
		assertThat(writesSent()).isEmpty();
		assertThat(approvals.proposals(tenant.workspace(), true)).singleElement()
			.satisfies(pending -> assertThat(pending.change()).isEqualTo(write.change()));
	}

	@Test
	void a_change_over_its_limit_is_refused_before_anything_is_read_proposed_or_sent() {
		approvalOn();
		TenantFixture.signIn(tenant.manager());

		assertThatThrownBy(() -> profiles.apply(tenant.workspace(), PLACE,
				new ProfileChange.CreatePost("y".repeat(1501)), null, null))
			.isInstanceOfSatisfying(ValidationException.class, refused -> assertThat(refused.fieldErrors())
				.containsEntry("summary", "Post text must be at most 1500 characters."));
		assertThat(upstream.calls()).as("nothing read or sent").isEmpty();
		assertThat(approvals.proposals(tenant.workspace(), true)).as("nothing proposed").isEmpty();
	}

	@Test
	void approval_switched_on_after_a_first_write_turns_the_next_one_into_a_proposal() {
		TenantFixture.signIn(tenant.manager());
		assertThat(profiles.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("First"), null, null))
			.isInstanceOf(WriteOutcome.Sent.class);
		approvalOn();
		TenantFixture.signIn(tenant.manager());

		WriteOutcome second = profiles.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("Second"), null,
				null);

		assertThat(second).isInstanceOf(WriteOutcome.Proposed.class);
		assertThat(upstream.callsTo("/v2/gbp/create-post")).singleElement()
			.satisfies(call -> assertThat(call.field("summary")).isEqualTo("First"));
	}

	@Test
	void an_agency_admin_still_writes_directly_and_the_audit_says_so() {
		approvalOn();
		TenantFixture.signIn(tenant.admin());

		WriteOutcome outcome = profiles.apply(tenant.workspace(), PLACE, new ProfileChange.CreatePost("By the admin"),
				null, null);

		assertThat(outcome).isInstanceOf(WriteOutcome.Sent.class);
		assertThat(upstream.count("/v2/gbp/create-post")).isEqualTo(1);
		assertThat(db.select(AUDIT_EVENT.DETAILS)
			.from(AUDIT_EVENT)
			.where(AUDIT_EVENT.WORKSPACE_ID.eq(tenant.workspace().value())
				.and(AUDIT_EVENT.ACTION.eq("gbp.create-post")))
			.fetchSingle(AUDIT_EVENT.DETAILS))
			.contains("sent directly by an agency admin although client approval is on");
	}

	private void approvalOn() {
		TenantFixture.signIn(tenant.admin());
		approvals.setRequiresApproval(tenant.workspace(), true);
	}

	private List<String> writesSent() {
		Set<String> endpoints = WRITES.stream().map(write -> "/v2/gbp/" + write.endpoint()).collect(Collectors.toSet());
		return upstream.calls().stream().map(ScriptedUpstreamGateway.Call::path).filter(endpoints::contains).toList();
	}

}
