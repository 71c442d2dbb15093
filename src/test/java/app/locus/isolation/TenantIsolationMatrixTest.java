package app.locus.isolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;

import java.lang.reflect.InvocationTargetException;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.LocusException;
import app.locus.base.NotFoundException;
import app.locus.base.ui.NavEntry;
import app.locus.base.ui.UiTest;
import app.locus.isolation.ArgumentMakers.Sources;
import app.locus.isolation.MarkedWorld.Actor;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.isolation.PageRoutes.PageRoute;
import app.locus.isolation.ServiceMethods.ServiceMethod;
import app.locus.tenancy.Role;
import app.locus.tenancy.TestTenants;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.progressbar.ProgressBar;
import org.jooq.DSLContext;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;

/**
 * The tenant-isolation matrix (issue 8): every route and every service method that takes
 * an id, as each actor (agency admin, account manager, client viewer of the workspace,
 * client viewer of another workspace of the agency, admin of another agency), against a
 * world whose every tenant carries its own marker. A case fails when a marker of a tenant
 * the actor may not see shows anywhere in the page or the answer ("LEAK"), when the
 * outcome differs from what the route's access annotation and navigation entry, or the
 * service method's access check, admit ("ACCESS"), or when the call fails with an untyped
 * error ("UNTYPED"). Cases are generated from the route classes and the service beans, so
 * new routes and methods are covered without editing this test; a parameter it cannot
 * fill yet fails with a message naming the maker to add ("MISSING MAKER").
 */
class TenantIsolationMatrixTest extends UiTest {

	private static final Duration SETTLE = Duration.ofSeconds(5);

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	private Actor browsing;

	/** What a call is expected to end with. */
	enum Expect {

		ALLOWED, NOT_FOUND, FORBIDDEN, NOT_FOUND_OR_REFUSED, ANY_WITHOUT_LEAK

	}

	@TestFactory
	List<DynamicTest> pages_show_each_actor_only_what_they_may_see() {
		MarkedWorld world = MarkedWorld.get(context);
		List<PageRoute> routes = PageRoutes.all(List.copyOf(context.getBeansOfType(NavEntry.class).values()));
		List<DynamicTest> cases = new ArrayList<>();
		for (Actor actor : world.actors) {
			for (PageRoute route : routes) {
				cases.add(page(actor, route, world.subject, world.subject));
				if (route.inWorkspace() && actor.own() != world.subject) {
					cases.add(page(actor, route, actor.own(), actor.own()));
				}
				if (route.inWorkspace() && route.parameters().size() > 1) {
					MarkedWorkspace other = actor.own() == world.subject ? world.sibling : world.subject;
					cases.add(page(actor, route, actor.own(), other));
				}
			}
		}
		System.out.printf("Tenant-isolation matrix: %d page cases over %d routes and %d actors%n", cases.size(),
				routes.size(), world.actors.size());
		assertThat(cases).as("every route as every actor").hasSizeGreaterThanOrEqualTo(routes.size() * 5);
		return cases;
	}

	@TestFactory
	List<DynamicTest> service_methods_answer_each_actor_only_what_they_may_see() {
		MarkedWorld world = MarkedWorld.get(context);
		ArgumentMakers makers = new ArgumentMakers(world, context);
		List<String> skipped = new ArrayList<>();
		List<ServiceMethod> methods = ServiceMethods.all(context, skipped);
		List<DynamicTest> cases = new ArrayList<>();
		for (ServiceMethod method : methods) {
			for (Actor actor : world.actors) {
				cases.add(call(makers, method, actor, new Sources(world.subject, world.subject),
						expected(method, actor, world.subject)));
				if (method.takesInnerId() && actor.own() != world.subject) {
					cases.add(call(makers, method, actor, new Sources(actor.own(), world.subject),
							Expect.ANY_WITHOUT_LEAK));
				}
			}
		}
		System.out.printf("Tenant-isolation matrix: %d service cases over %d methods; not called (system entry "
				+ "points): %s%n", cases.size(), methods.size(), skipped);
		assertThat(cases).as("every id-taking service method as every actor").hasSizeGreaterThanOrEqualTo(150);
		return cases;
	}

	private DynamicTest page(Actor actor, PageRoute route, MarkedWorkspace target, MarkedWorkspace ids) {
		boolean foreignIds = ids != target;
		Expect expect = route.anonymous() ? Expect.ANY_WITHOUT_LEAK
				: route.admits(actor, target) && !foreignIds ? Expect.ALLOWED : Expect.NOT_FOUND;
		String name = "page " + route.template() + " as " + actor + (foreignIds
				? " in own workspace with ids of another" : target == actor.own() ? " in own workspace" : "") + " -> "
				+ expect;
		return DynamicTest.dynamicTest(name, () -> {
			String path = PageRoutes.path(route, target, ids);
			if (browsing != actor) {
				signInAs(actor.user());
				browsing = actor;
			}
			try {
				navigate(path);
				settle();
			}
			catch (RuntimeException ex) {
				throw new AssertionError(
						"UNTYPED: opening /" + path + " as " + actor + " failed (a 500 for the person)", ex);
			}
			String shown = Exposure.ofPage();
			assertNoLeak("page /" + path, actor, shown);
			boolean notFound = present("not-found");
			boolean login = !LocatorJ._find(LoginForm.class).isEmpty();
			switch (expect) {
				case ALLOWED ->
					assertThat(notFound || login)
						.as("ACCESS: /%s as %s should open (route %s admits %s), but showed %s", path, actor,
								route.template(), route.roles(), login ? "the login" : "not found")
						.isFalse();
				case NOT_FOUND -> assertThat(notFound)
					.as("ACCESS: /%s as %s should answer not found, but the page opened", path, actor)
					.isTrue();
				default -> {
				}
			}
		});
	}

	private DynamicTest call(ArgumentMakers makers, ServiceMethod method, Actor actor, Sources from, Expect expect) {
		String name = method.label() + " as " + actor
				+ (from.workspace() == from.ids() ? "" : " in own workspace with ids of another") + " -> " + expect;
		return DynamicTest.dynamicTest(name, () -> {
			Object[] arguments = makers.make(method.method(), from);
			Object result = null;
			Throwable thrown = null;
			TestTenants.signIn(actor.user());
			try {
				result = method.method().invoke(method.bean(), arguments);
			}
			catch (InvocationTargetException ex) {
				thrown = ex.getCause();
			}
			finally {
				TestTenants.signOut();
				MarkedWorld.get(context).repair(db);
			}
			String answer = thrown == null ? Exposure.ofResult(result)
					: thrown.getClass().getName() + ": " + thrown.getMessage();
			assertNoLeak(method.label(), actor, answer);
			if (thrown != null && !(thrown instanceof LocusException)) {
				throw new AssertionError("UNTYPED: " + method.label() + " as " + actor
						+ " failed with an untyped error (a 500 for the person)", thrown);
			}
			assertOutcome(method, actor, expect, thrown);
		});
	}

	private static void assertOutcome(ServiceMethod method, Actor actor, Expect expect, Throwable thrown) {
		String outcome = thrown == null ? "a result"
				: thrown.getClass().getSimpleName() + " (" + thrown.getMessage() + ")";
		String message = "ACCESS: " + method.label() + " as " + actor + " (rule " + method.rule() + ") should end "
				+ expect + " but ended with " + outcome;
		boolean ok = switch (expect) {
			case ALLOWED -> !(thrown instanceof NotFoundException)
					&& (!(thrown instanceof ForbiddenException) || method.rule().mayRefuseFurther());
			case NOT_FOUND -> thrown instanceof NotFoundException;
			case FORBIDDEN -> thrown instanceof ForbiddenException;
			case NOT_FOUND_OR_REFUSED -> thrown instanceof LocusException && !(thrown instanceof ForbiddenException);
			case ANY_WITHOUT_LEAK -> true;
		};
		if (!ok) {
			fail(message, thrown);
		}
	}

	/** The outcome the method's own access check promises this actor for the target. */
	private static Expect expected(ServiceMethod method, Actor actor, MarkedWorkspace target) {
		if (method.rule().check() == null) {
			throw new AssertionError("UNCHECKED: " + method.label() + " takes an id but reaches no WorkspaceAccess or "
					+ "CurrentUser check. Add the check, or (for a system entry point) list it in "
					+ "ServiceMethods.SYSTEM_ENTRY_POINTS with the reason.");
		}
		Role role = actor.user().role();
		boolean sees = actor.sees(target);
		return switch (method.rule().check()) {
			case READ -> sees ? Expect.ALLOWED : Expect.NOT_FOUND;
			case WRITE -> !sees ? Expect.NOT_FOUND : role.canWrite() ? Expect.ALLOWED : Expect.FORBIDDEN;
			case ADMIN -> !sees ? Expect.NOT_FOUND : role == Role.AGENCY_ADMIN ? Expect.ALLOWED : Expect.FORBIDDEN;
			case AGENCY_ADMIN -> role != Role.AGENCY_ADMIN ? Expect.FORBIDDEN
					: actor.user().agencyId().equals(target.agency()) ? Expect.ALLOWED : Expect.NOT_FOUND_OR_REFUSED;
			case SIGNED_IN -> Expect.ANY_WITHOUT_LEAK;
		};
	}

	private static void assertNoLeak(String where, Actor actor, String exposed) {
		Set<String> leaked = Exposure.markersIn(exposed, actor.foreignMarkers());
		if (!leaked.isEmpty()) {
			String marker = leaked.iterator().next();
			int at = exposed.toLowerCase(Locale.ROOT).indexOf(marker.toLowerCase(Locale.ROOT));
			String excerpt = exposed.substring(Math.max(0, at - 150), Math.min(exposed.length(), at + 150));
			fail("LEAK: " + where + " as " + actor + " exposed data of a tenant they may not see (markers " + leaked
					+ "): ..." + excerpt + "...");
		}
	}

	/** Waits for the page's background loads (indeterminate progress bars) to finish. */
	private static void settle() throws InterruptedException {
		Instant until = Instant.now().plus(SETTLE);
		MockVaadin.clientRoundtrip();
		while (LocatorJ._find(ProgressBar.class).stream().anyMatch(bar -> bar.isIndeterminate() && bar.isVisible())
				&& Instant.now().isBefore(until)) {
			Thread.sleep(10);
			MockVaadin.clientRoundtrip();
		}
	}

}
