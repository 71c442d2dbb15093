package app.locus.isolation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import app.locus.base.Role;
import app.locus.isolation.MarkedWorld.Actor;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.shell.MainLayout;
import com.vaadin.flow.router.Route;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.util.ClassUtils;

/**
 * Every {@code @Route} of the application with who may open it, as declared in the
 * {@link AccessTable}, and a way to fill its parameters for a tenant.
 */
public final class PageRoutes {

	/** One route template and the roles its declaration admits. */
	record PageRoute(Class<?> view, String template, boolean anonymous, Set<Role> roles) {

		boolean inWorkspace() {
			return template.contains(":" + MainLayout.WORKSPACE_PARAMETER);
		}

		List<String> parameters() {
			return Arrays.stream(template.split("/"))
				.filter(segment -> segment.startsWith(":"))
				.map(segment -> segment.substring(1).replaceAll("[?*(].*$", ""))
				.toList();
		}

		/** Whether the actor may open it for the target workspace. */
		boolean admits(Actor actor, MarkedWorkspace target) {
			return anonymous || roles.contains(actor.user().role()) && (!inWorkspace() || actor.sees(target));
		}

	}

	/** A route parameter nobody knows how to fill yet. */
	static final class MissingParameter extends RuntimeException {

		MissingParameter(PageRoute route, String parameter) {
			super("No route parameter maker for ':" + parameter + "' of route '" + route.template() + "' ("
					+ route.view().getSimpleName() + "): add one to " + PageRoutes.class.getName()
					+ ".PARAMETERS. This is a gap in the test, not a leak.");
		}

	}

	/** How to fill each route parameter with a value of a tenant. */
	private static final Map<String, Function<MarkedWorkspace, String>> PARAMETERS = Map.of(
			MainLayout.WORKSPACE_PARAMETER, target -> target.workspace().value(), "type", target -> "scan", "reportKey",
			MarkedWorkspace::reportKey, "placeId", MarkedWorkspace::place, "token",
			target -> "unknown-invitation-token", "campaignId", target -> target.campaign().id().value(), "otherKey",
			MarkedWorkspace::reportKey);

	private PageRoutes() {
	}

	/**
	 * Every route with who may open it, as its feature's access declaration states (never
	 * its annotations or navigation entries).
	 */
	static List<PageRoute> all() {
		AccessTable table = AccessTable.get();
		List<PageRoute> routes = new ArrayList<>();
		for (Class<?> view : views()) {
			String template = template(view);
			Set<Role> roles = table.route(template)
				.orElseThrow(() -> new AssertionError(table.undeclaredRoute(template, view)));
			routes.add(new PageRoute(view, template, table.anonymous(template), roles));
		}
		routes.sort(Comparator.comparing(PageRoute::template));
		return routes;
	}

	/** The view classes of the application ({@code @Route}, found on the class path). */
	public static List<Class<?>> views() {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
		scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
		return scanner.findCandidateComponents("app.locus")
			.stream()
			.<Class<?>>map(candidate -> ClassUtils.resolveClassName(candidate.getBeanClassName(),
					PageRoutes.class.getClassLoader()))
			.toList();
	}

	static String template(Class<?> view) {
		return view.getAnnotation(Route.class).value();
	}

	/**
	 * The path of the route for the target workspace, other ids taken from {@code ids}.
	 */
	static String path(PageRoute route, MarkedWorkspace target, MarkedWorkspace ids) {
		String path = route.template();
		for (String parameter : route.parameters()) {
			Function<MarkedWorkspace, String> maker = PARAMETERS.get(parameter);
			if (maker == null) {
				throw new MissingParameter(route, parameter);
			}
			String value = maker.apply(parameter.equals(MainLayout.WORKSPACE_PARAMETER) ? target : ids);
			path = path.replaceFirst(":" + parameter + "[^/]*", value);
		}
		return path;
	}

}
