package app.locus.isolation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.fail;
import static org.awaitility.Awaitility.await;

import java.lang.reflect.Array;
import java.lang.reflect.InvocationTargetException;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collection;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import app.locus.base.ForbiddenException;
import app.locus.base.LocusException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.ValidationException;
import app.locus.base.ui.UiTest;
import app.locus.isolation.ArgumentMakers.Sources;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.Declared.Scope;
import app.locus.isolation.MarkedWorld.Actor;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.isolation.PageRoutes.PageRoute;
import app.locus.isolation.ServiceMethods.ServiceMethod;
import app.locus.isolation.TenantSnapshot.Reach;
import app.locus.security.TokenAuthentication;
import app.locus.security.TokenGrant;
import app.locus.tenancy.TestTenants;
import com.github.mvysny.kaributesting.v10.LocatorJ;
import com.github.mvysny.kaributesting.v10.MockVaadin;
import com.vaadin.flow.component.login.LoginForm;
import com.vaadin.flow.component.progressbar.ProgressBar;
import org.awaitility.core.ConditionTimeoutException;
import org.jooq.DSLContext;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.function.Executable;
import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.context.ApplicationContext;
import org.springframework.security.core.context.SecurityContextHolder;

/**
 * The tenant-isolation matrix (issue 8, issue 16): every route and every public service
 * method, as each actor (agency admin, account manager, client viewer of the workspace,
 * client viewer of another workspace of the agency, admin of another agency), against a
 * world whose every tenant carries its own marker. What each case must end with comes
 * from the hand-written access declarations ({@link AccessTable}), never from the code
 * under test. A case fails when a marker of a tenant the actor may not see shows anywhere
 * in the page or the answer ("LEAK"), when the outcome is not exactly the declared one
 * ("ACCESS"), when a row of a tenant the call may not touch changed ("CROSS-TENANT
 * WRITE", every table compared before and after), when the call fails with an untyped
 * error ("UNTYPED"), or when the action is declared nowhere ("UNDECLARED"). Cases are
 * generated from the route classes and the service beans; a parameter it cannot fill yet
 * fails with a message naming the maker to add ("MISSING MAKER").
 *
 * <p>
 * For the mutation harness ({@code scripts/mutants/run.sh}): {@code -Dmatrix.only=A,B}
 * runs only the service cases of the services named, and {@code -Dmatrix.failFast=true}
 * skips the remaining cases after the first failure.
 */
class TenantIsolationMatrixTest extends UiTest {

	private static final Duration SETTLE = Duration.ofSeconds(5);

	private static final List<String> ONLY = Arrays.stream(System.getProperty("matrix.only", "").split(","))
		.map(String::strip)
		.filter(name -> !name.isEmpty())
		.toList();

	private static final boolean FAIL_FAST = Boolean.getBoolean("matrix.failFast");

	private static volatile boolean failed;

	/** What a read may write: Locus's own copies of what it read, with the reason. */
	private static final Map<String, String> COPIES_A_READ_REFRESHES = Map.of("saved_location",
			"the copy of the service's saved locations, refreshed whenever the list is read", "visibility_memo",
			"the overview's memo of figures computed from stored reports");

	@Autowired
	ApplicationContext context;

	@Autowired
	DSLContext db;

	private Actor browsing;

	/**
	 * PIT runs the matrix once per mutant in one JVM: a failure of the previous mutant's
	 * run must not skip this run's cases.
	 */
	@BeforeAll
	static void noFailureYet() {
		failed = false;
	}

	@TestFactory
	List<DynamicTest> pages_show_each_actor_only_what_they_may_see() {
		if (!ONLY.isEmpty()) {
			return List.of();
		}
		MarkedWorld world = MarkedWorld.get(context);
		List<PageRoute> routes = PageRoutes.all();
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
	List<DynamicTest> service_methods_answer_each_actor_exactly_as_declared() {
		MarkedWorld world = MarkedWorld.get(context);
		ArgumentMakers makers = new ArgumentMakers(world, context);
		TenantSnapshot snapshot = new TenantSnapshot(db);
		List<String> skipped = new ArrayList<>();
		List<ServiceMethod> methods = ServiceMethods.all(context, skipped)
			.stream()
			.filter(method -> ONLY.isEmpty() || ONLY.contains(method.method().getDeclaringClass().getSimpleName()))
			.toList();
		List<DynamicTest> cases = new ArrayList<>();
		for (ServiceMethod method : methods) {
			Declared declared;
			try {
				declared = method.declared();
			}
			catch (AssertionError undeclared) {
				cases.add(DynamicTest.dynamicTest(method.label() + " is declared", () -> {
					throw undeclared;
				}));
				continue;
			}
			for (Actor actor : world.actors) {
				// a method without ids acts on the actor's own agency (and echoes its
				// text)
				MarkedWorkspace target = method.takesId() ? world.subject : actor.own();
				cases.add(call(makers, snapshot, method, declared, actor, new Sources(target, target)));
				if (declared.scope() == Scope.WORKSPACE && method.takesInnerId()) {
					MarkedWorkspace other = actor.own() == world.subject ? world.sibling : world.subject;
					cases.add(call(makers, snapshot, method, declared, actor, new Sources(actor.own(), other)));
				}
			}
		}
		System.out.printf("Tenant-isolation matrix: %d service cases over %d methods; not called (system entry "
				+ "points): %s%n", cases.size(), methods.size(), skipped);
		if (ONLY.isEmpty()) {
			assertThat(cases).as("every service method as every actor").hasSizeGreaterThanOrEqualTo(800);
		}
		return cases;
	}

	private DynamicTest page(Actor actor, PageRoute route, MarkedWorkspace target, MarkedWorkspace ids) {
		boolean foreignIds = ids != target;
		Outcome expect = route.anonymous() ? Outcome.ANY
				: route.admits(actor, target) && !foreignIds ? Outcome.ALLOWED : Outcome.NOT_FOUND;
		String name = "page " + route.template() + " as " + actor + (foreignIds
				? " in own workspace with ids of another" : target == actor.own() ? " in own workspace" : "") + " -> "
				+ expect;
		return DynamicTest.dynamicTest(name, failFast(() -> {
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
					assertThat(notFound || login).as("ACCESS: /%s as %s should open (declared for %s), but showed %s",
							path, actor, route.roles(), login ? "the login" : "not found")
						.isFalse();
				case NOT_FOUND -> assertThat(notFound)
					.as("ACCESS: /%s as %s should answer not found, but the page opened", path, actor)
					.isTrue();
				default -> {
				}
			}
		}));
	}

	/**
	 * A read-only API token of the subject's agency admin (DD220) changes nothing through
	 * any method that admin may call: a write is refused, a read leaves every row as it
	 * was. No declaration says which methods write; the database says whether one did.
	 */
	@TestFactory
	List<DynamicTest> read_only_tokens_change_nothing() {
		MarkedWorld world = MarkedWorld.get(context);
		ArgumentMakers makers = new ArgumentMakers(world, context);
		TenantSnapshot snapshot = new TenantSnapshot(db);
		Actor admin = world.actors.stream()
			.filter(actor -> actor.own() == world.subject && actor.user().role() == Role.AGENCY_ADMIN)
			.findFirst()
			.orElseThrow();
		TokenGrant readOnly = new TokenGrant("matrix-read-only", "read-only token", false, Set.of());
		List<DynamicTest> cases = new ArrayList<>();
		for (ServiceMethod method : ServiceMethods.all(context, new ArrayList<>())) {
			Declared declared = method.declared();
			boolean admits = (declared.scope() == Scope.AGENCY || declared.scope() == Scope.WORKSPACE)
					&& declared.roles().contains(Role.AGENCY_ADMIN);
			if (admits && (ONLY.isEmpty() || ONLY.contains(method.method().getDeclaringClass().getSimpleName()))) {
				cases.add(readOnlyCall(makers, snapshot, method, admin, readOnly, world.subject));
			}
		}
		System.out.printf("Tenant-isolation matrix: %d read-only token cases%n", cases.size());
		return cases;
	}

	private DynamicTest readOnlyCall(ArgumentMakers makers, TenantSnapshot snapshot, ServiceMethod method, Actor admin,
			TokenGrant grant, MarkedWorkspace subject) {
		return DynamicTest.dynamicTest(method.label() + " with a read-only token changes nothing", failFast(() -> {
			Object[] arguments = makers.make(method.method(), new Sources(subject, subject));
			Map<String, String> before = snapshot.outside(Reach.nothing(admin.user().agencyId()));
			Throwable thrown = null;
			SecurityContextHolder.getContext().setAuthentication(new TokenAuthentication(admin.user(), grant));
			try {
				method.method().invoke(method.bean(), arguments);
			}
			catch (InvocationTargetException ex) {
				thrown = ex.getCause();
			}
			finally {
				TestTenants.signOut();
			}
			List<String> changed = TenantSnapshot
				.changed(before, snapshot.outside(Reach.nothing(admin.user().agencyId())))
				.stream()
				.filter(table -> !COPIES_A_READ_REFRESHES.containsKey(table.substring(0, table.indexOf(' '))))
				.toList();
			MarkedWorld.get(context).repair(db);
			if (thrown != null && !(thrown instanceof LocusException)) {
				throw new AssertionError("UNTYPED: " + method.label() + " with a read-only token", thrown);
			}
			assertThat(changed)
				.as("SCOPE: %s with a read-only token changed rows (%s)", method.label(),
						thrown == null ? "it answered" : thrown.getClass().getSimpleName())
				.isEmpty();
		}));
	}

	private DynamicTest call(ArgumentMakers makers, TenantSnapshot snapshot, ServiceMethod method, Declared declared,
			Actor actor, Sources from) {
		boolean crossIds = from.workspace() != from.ids();
		Outcome expect = crossIds ? declared.expectedWithIdsOf(actor, from.workspace())
				: declared.expected(actor, from.workspace(), method.takesId());
		String name = method.label() + " as " + actor + (crossIds ? " in own workspace with ids of another" : "")
				+ " -> " + expect;
		return DynamicTest.dynamicTest(name, failFast(() -> {
			Object[] arguments = makers.make(method.method(), from);
			Reach reach = crossIds && declared.expected(actor, from.workspace(), true) == Outcome.ALLOWED
					// past the checks of its own workspace, a call may touch that
					// workspace's rows before it finds the other's id missing (a read
					// with its key marks when the key last worked, DD117)
					? Reach.workspace(actor.user().agencyId(), from.workspace().agency(), from.workspace().workspace())
					: reach(declared, expect, actor, from.workspace());
			Map<String, String> before = snapshot.outside(reach);
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
			}
			List<String> changed = TenantSnapshot.changed(before, snapshot.outside(reach));
			MarkedWorld.get(context).repair(db);
			String answer = thrown == null ? Exposure.ofResult(result)
					: thrown.getClass().getName() + ": " + thrown.getMessage();
			if (declared.scope() != Scope.PUBLIC) {
				assertNoLeak(method.label(), actor, answer);
			}
			if (thrown != null && !(thrown instanceof LocusException)) {
				throw new AssertionError("UNTYPED: " + method.label() + " as " + actor
						+ " failed with an untyped error (a 500 for the person)", thrown);
			}
			List<String> problems = new ArrayList<>();
			outcomeProblem(method, declared, actor, expect, crossIds, result, thrown).ifPresent(problems::add);
			if (!changed.isEmpty()) {
				problems.add("CROSS-TENANT WRITE: " + method.label() + " as " + actor
						+ (crossIds ? " with ids of another workspace" : "") + " changed rows it may not touch: "
						+ changed);
			}
			if (!problems.isEmpty()) {
				fail(String.join("; ", problems), thrown);
			}
		}));
	}

	/** What a call may change, given the outcome it must end with. */
	private static Reach reach(Declared declared, Outcome expect, Actor actor, MarkedWorkspace workspace) {
		return switch (expect) {
			case ALLOWED -> declared.scope() == Scope.WORKSPACE
					? Reach.workspace(actor.user().agencyId(), workspace.agency(), workspace.workspace())
					: Reach.agency(actor.user().agencyId());
			// an empty answer passed the access checks: a read may refresh the
			// workspace's own
			// copies
			case EMPTY, INVALID -> Reach.workspace(actor.user().agencyId(), workspace.agency(), workspace.workspace());
			case ANY -> Reach.agency(actor.user().agencyId());
			case NOT_FOUND, FORBIDDEN -> Reach.nothing(actor.user().agencyId());
		};
	}

	private static Optional<String> outcomeProblem(ServiceMethod method, Declared declared, Actor actor, Outcome expect,
			boolean crossIds, Object result, Throwable thrown) {
		// a declared rule of the method's own (a setting of the agency) may refuse a
		// person who passed the access check, before any id is looked at
		boolean refusable = declared.mayRefuse(actor.user().role())
				&& (expect == Outcome.ALLOWED || crossIds && expect == declared.foreignIds());
		if (thrown instanceof ForbiddenException && refusable) {
			return Optional.empty();
		}
		String outcome = thrown == null ? "a result" + (empty(result) ? " (empty)" : "")
				: thrown.getClass().getSimpleName() + " (" + thrown.getMessage() + ")";
		boolean ok = switch (expect) {
			case ALLOWED -> !(thrown instanceof NotFoundException) && !(thrown instanceof ForbiddenException);
			case NOT_FOUND -> thrown instanceof NotFoundException;
			case FORBIDDEN -> thrown instanceof ForbiddenException;
			case EMPTY -> thrown == null && empty(result);
			case INVALID -> thrown instanceof ValidationException;
			case ANY -> true;
		};
		return ok ? Optional.empty()
				: Optional.of("ACCESS: " + method.label() + " as " + actor + " should end " + expect + " (declared "
						+ declared.scope() + " for " + declared.roles() + " in " + declared.declaredIn().getSimpleName()
						+ ") but ended with " + outcome);
	}

	private static boolean empty(Object result) {
		return result == null || result instanceof Optional<?> optional && optional.isEmpty()
				|| result instanceof Collection<?> collection && collection.isEmpty()
				|| result instanceof Map<?, ?> map && map.isEmpty()
				|| result instanceof Number number && number.doubleValue() == 0
				|| result instanceof Boolean bool && !bool
				|| result.getClass().isArray() && Array.getLength(result) == 0;
	}

	/**
	 * With {@code -Dmatrix.failFast=true}, cases after the first failure are skipped (the
	 * mutation harness needs only one failure to count a mutant killed).
	 */
	private static Executable failFast(Executable body) {
		return () -> {
			Assumptions.assumeFalse(FAIL_FAST && failed, "an earlier case failed");
			try {
				body.execute();
			}
			catch (Throwable failure) {
				failed = true;
				throw failure;
			}
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

	/**
	 * Waits for the page's background loads (indeterminate progress bars) to finish, for
	 * at most {@link #SETTLE}; a page still loading by then is checked as it is.
	 */
	private static void settle() {
		try {
			await().pollInSameThread()
				.atMost(SETTLE)
				.pollDelay(Duration.ZERO)
				.pollInterval(Duration.ofMillis(10))
				.until(() -> {
					MockVaadin.clientRoundtrip();
					return LocatorJ._find(ProgressBar.class)
						.stream()
						.noneMatch(bar -> bar.isIndeterminate() && bar.isVisible());
				});
		}
		catch (ConditionTimeoutException stillLoading) {
			// the leak check reads what the page shows by now
		}
	}

}
