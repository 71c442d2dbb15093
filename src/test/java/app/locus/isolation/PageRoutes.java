package app.locus.isolation;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;

import app.locus.base.ui.MainLayout;
import app.locus.base.ui.NavEntry;
import app.locus.isolation.MarkedWorld.Actor;
import app.locus.isolation.MarkedWorld.MarkedWorkspace;
import app.locus.tenancy.Role;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.auth.AnonymousAllowed;
import jakarta.annotation.security.PermitAll;
import jakarta.annotation.security.RolesAllowed;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AnnotationTypeFilter;
import org.springframework.util.ClassUtils;

/**
 * Every {@code @Route} of the application with who may open it, derived from the route's
 * access annotation and the roles of the navigation entry the page belongs to (DD023,
 * DD026), and a way to fill its parameters for a tenant.
 */
final class PageRoutes {

	/** One route template and the roles its annotation and navigation entry admit. */
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
			target -> "unknown-invitation-token", "campaignId", target -> target.campaign().id().value());

	private PageRoutes() {
	}

	static List<PageRoute> all(List<NavEntry> entries) {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
		scanner.addIncludeFilter(new AnnotationTypeFilter(Route.class));
		List<PageRoute> routes = new ArrayList<>();
		for (BeanDefinition candidate : scanner.findCandidateComponents("app.locus")) {
			Class<?> view = ClassUtils.resolveClassName(candidate.getBeanClassName(),
					PageRoutes.class.getClassLoader());
			String template = view.getAnnotation(Route.class).value();
			Set<Role> roles = annotatedRoles(view);
			List<NavEntry> owners = entries(template, entries);
			if (!owners.isEmpty()) {
				roles.removeIf(role -> owners.stream().noneMatch(entry -> entry.visibleTo(role)));
			}
			routes.add(new PageRoute(view, template, view.isAnnotationPresent(AnonymousAllowed.class), roles));
		}
		routes.sort(Comparator.comparing(PageRoute::template));
		return routes;
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

	private static Set<Role> annotatedRoles(Class<?> view) {
		if (view.isAnnotationPresent(AnonymousAllowed.class) || view.isAnnotationPresent(PermitAll.class)) {
			return EnumSet.allOf(Role.class);
		}
		Set<Role> roles = EnumSet.noneOf(Role.class);
		RolesAllowed allowed = view.getAnnotation(RolesAllowed.class);
		if (allowed != null) {
			Arrays.stream(allowed.value()).map(role -> Role.valueOf(role.replace("ROLE_", ""))).forEach(roles::add);
		}
		return roles;
	}

	/**
	 * The navigation entries the page belongs to: those at its path, else those whose
	 * path is the longest prefix of it (a report belongs to the gallery's entry). Several
	 * entries may lead to one page for different roles.
	 */
	private static List<NavEntry> entries(String template, List<NavEntry> entries) {
		String path = template.replace(":" + MainLayout.WORKSPACE_PARAMETER, NavEntry.WORKSPACE);
		List<NavEntry> owning = entries.stream()
			.filter(entry -> path.equals(entry.path()) || path.startsWith(entry.path() + "/"))
			.toList();
		int longest = owning.stream().mapToInt(entry -> entry.path().length()).max().orElse(0);
		return owning.stream().filter(entry -> entry.path().length() == longest).toList();
	}

}
