package app.locus.isolation;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.ClientApprovalService;
import app.locus.campaigns.CampaignService;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.MarkedWorld.Actor;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.security.LocusUser;
import org.junit.jupiter.api.Test;

/**
 * The matrix's oracle names every action: a public service method or a route that no
 * access declaration names fails here (in seconds, without the application), with a
 * message that says what to add where; a declaration of something that no longer exists
 * fails too, so the table never drifts from the code it judges.
 */
class AccessDeclarationsTest {

	private final AccessTable table = AccessTable.get();

	@Test
	void every_public_service_method_is_declared() {
		List<String> undeclared = new ArrayList<>();
		for (Class<?> service : ServiceMethods.serviceTypes()) {
			for (Method method : ServiceMethods.publicMethods(service)) {
				if (table.find(service, method.getName()).isEmpty()) {
					undeclared.add(table.undeclared(service, method));
				}
			}
		}
		assertThat(undeclared).as("service methods without an access declaration").isEmpty();
	}

	@Test
	void every_route_is_declared() {
		List<String> undeclared = PageRoutes.views()
			.stream()
			.filter(view -> table.route(PageRoutes.template(view)).isEmpty())
			.map(view -> table.undeclaredRoute(PageRoutes.template(view), view))
			.toList();
		assertThat(undeclared).as("routes without an access declaration").isEmpty();
	}

	@Test
	void every_declaration_names_an_existing_method_or_route() {
		List<String> stale = new ArrayList<>();
		table.services().forEach((service, methods) -> {
			Set<String> offered = ServiceMethods.publicMethods(service)
				.stream()
				.map(Method::getName)
				.collect(Collectors.toSet());
			methods.forEach((name, declared) -> {
				if (!offered.contains(name)) {
					stale.add(service.getSimpleName() + "." + name + " (declared in "
							+ declared.declaredIn().getSimpleName() + ") is no public method any more");
				}
			});
		});
		Set<String> templates = PageRoutes.views().stream().map(PageRoutes::template).collect(Collectors.toSet());
		table.routes()
			.stream()
			.filter(template -> !templates.contains(template))
			.forEach(template -> stale.add("route '" + template + "' is declared but no view has it"));
		assertThat(stale).as("declarations of what no longer exists").isEmpty();
	}

	@Test
	void a_campaign_pause_is_a_write_that_the_table_refuses_a_client_viewer() {
		Declared pause = table.find(CampaignService.class, "pause").orElseThrow();
		MarkedWorkspace home = workspace();
		MarkedWorkspace away = workspace();
		assertThat(pause.expected(actor(Role.CLIENT_VIEWER, home, away), home, true)).isEqualTo(Outcome.FORBIDDEN);
		assertThat(pause.expected(actor(Role.ACCOUNT_MANAGER, home, away), home, true)).isEqualTo(Outcome.ALLOWED);
		assertThat(pause.expected(actor(Role.AGENCY_ADMIN, away, home), home, true)).isEqualTo(Outcome.NOT_FOUND);
		assertThat(pause.expectedWithIdsOf(actor(Role.AGENCY_ADMIN, away, home), away)).isEqualTo(Outcome.NOT_FOUND);
		assertThat(pause.expectedWithIdsOf(actor(Role.CLIENT_VIEWER, away, home), away)).isEqualTo(Outcome.FORBIDDEN);
	}

	@Test
	void an_admin_only_action_is_refused_to_an_account_manager() {
		Declared approval = table.find(ClientApprovalService.class, "setRequiresApproval").orElseThrow();
		MarkedWorkspace home = workspace();
		assertThat(approval.expected(actor(Role.ACCOUNT_MANAGER, home, workspace()), home, true))
			.isEqualTo(Outcome.FORBIDDEN);
		assertThat(approval.expected(actor(Role.AGENCY_ADMIN, home, workspace()), home, true))
			.isEqualTo(Outcome.ALLOWED);
	}

	private static MarkedWorkspace workspace() {
		return new MarkedWorkspace(AgencyId.random(), WorkspaceId.random(), MarkedWorld.marker(), null, null, null,
				null, null, null, null, null, null);
	}

	private static Actor actor(Role role, MarkedWorkspace own, MarkedWorkspace unseen) {
		LocusUser user = new LocusUser(UserId.random(), own.agency(), "someone@example.test", "Someone", role, null,
				true);
		return new Actor(role.name(), user, Set.of(unseen.marker()), own);
	}

}
