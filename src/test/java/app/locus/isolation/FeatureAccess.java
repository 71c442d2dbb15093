package app.locus.isolation;

import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.Map;
import java.util.Set;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.Declared.Scope;
import org.springframework.util.ClassUtils;

/**
 * The access declaration of one feature package, written by hand from what the feature
 * should allow, never read from its code: for every public method of its services the
 * least role that may call it, and for every page who may open it. The isolation matrix
 * takes every expected outcome from here; a service method or route named nowhere fails
 * the build ({@code AccessDeclarationsTest}). Subclasses live in
 * {@code app.locus.isolation.declared} and declare everything in their constructor.
 *
 * <p>
 * Roles rank {@code CLIENT_VIEWER < ACCOUNT_MANAGER < AGENCY_ADMIN}: {@code read} admits
 * a client viewer of the workspace and everyone above, {@code write} an account manager
 * of the workspace and above, {@code admin} only an agency admin of the workspace's
 * agency.
 */
public abstract class FeatureAccess {

	/** Least role first. */
	private static final Comparator<Role> RANK = Comparator.comparingInt(role -> switch (role) {
		case CLIENT_VIEWER -> 0;
		case ACCOUNT_MANAGER -> 1;
		case AGENCY_ADMIN -> 2;
	});

	private final String featurePackage;

	final Map<Class<?>, Map<String, Declared>> services = new LinkedHashMap<>();

	final Map<String, Set<Role>> routes = new LinkedHashMap<>();

	final Set<String> anonymousRoutes = new LinkedHashSet<>();

	/**
	 * @param featurePackage the package whose services and views this class declares,
	 * e.g. {@code app.locus.campaigns}
	 */
	protected FeatureAccess(String featurePackage) {
		this.featurePackage = featurePackage;
	}

	String featurePackage() {
		return featurePackage;
	}

	/** The declarations of one service class's public methods (by name). */
	protected final Methods service(Class<?> type) {
		return new Methods(services.computeIfAbsent(type, any -> new LinkedHashMap<>()));
	}

	/**
	 * The declarations of a service class that is not public (by its full name); a name
	 * that no longer resolves fails.
	 */
	protected final Methods service(String className) {
		return service(ClassUtils.resolveClassName(className, getClass().getClassLoader()));
	}

	/** A page under this template that people of {@code least} and above may open. */
	protected final void route(String template, Role least) {
		route(template, atLeast(least));
	}

	/** A page only people of exactly these roles may open. */
	protected final void route(String template, Set<Role> roles) {
		if (routes.put(template, Set.copyOf(roles)) != null) {
			throw new IllegalStateException("Route '" + template + "' is declared twice in " + getClass().getName());
		}
	}

	/** A page anyone may open, signed in or not. */
	protected final void anonymousRoute(String template) {
		route(template, EnumSet.allOf(Role.class));
		anonymousRoutes.add(template);
	}

	static Set<Role> atLeast(Role least) {
		EnumSet<Role> roles = EnumSet.noneOf(Role.class);
		Arrays.stream(Role.values()).filter(role -> RANK.compare(role, least) >= 0).forEach(roles::add);
		return roles;
	}

	/** Declarations of a service's methods. */
	protected final class Methods {

		private final Map<String, Declared> methods;

		private Methods(Map<String, Declared> methods) {
			this.methods = methods;
		}

		/** Anyone who sees the workspace (client viewer and above). */
		public Methods read(String... names) {
			return inWorkspace(Role.CLIENT_VIEWER, names);
		}

		/** Anyone who may change the workspace (account manager and above). */
		public Methods write(String... names) {
			return inWorkspace(Role.ACCOUNT_MANAGER, names);
		}

		/** Only an agency admin of the workspace's agency. */
		public Methods admin(String... names) {
			return inWorkspace(Role.AGENCY_ADMIN, names);
		}

		/** Exactly these roles, in a workspace they see. */
		public Methods inWorkspace(Set<Role> roles, String... names) {
			return declare(Scope.WORKSPACE, roles, null, names);
		}

		/** {@code least} and above, in a workspace they see. */
		public Methods inWorkspace(Role least, String... names) {
			return declare(Scope.WORKSPACE, atLeast(least), null, names);
		}

		/**
		 * {@code least} and above, on their own agency's data (no workspace id, or one of
		 * the agency's): another agency's ids are not found.
		 */
		public Methods agency(Role least, String... names) {
			return declare(Scope.AGENCY, atLeast(least), null, names);
		}

		/** Before sign-in, by anyone: must leak and change nothing of another tenant. */
		public Methods anonymous(String reason, String... names) {
			return declare(Scope.ANONYMOUS, EnumSet.allOf(Role.class), reason, names);
		}

		/**
		 * What an agency publishes before sign-in: anyone may read it; must change
		 * nothing.
		 */
		public Methods publicData(String reason, String... names) {
			return declare(Scope.PUBLIC, EnumSet.allOf(Role.class), reason, names);
		}

		/** Run by the system, not on a person's behalf: not called by the matrix. */
		public Methods system(String reason, String... names) {
			return declare(Scope.SYSTEM, Set.of(), reason, names);
		}

		/**
		 * The method refuses people of {@code role} further by a rule of its own (a
		 * setting of the agency, a budget): a {@code ForbiddenException} is then allowed.
		 */
		public Methods mayRefuse(String name, Role role, String rule) {
			Declared declared = declared(name);
			Map<Role, String> refusals = new LinkedHashMap<>(declared.mayRefuse());
			refusals.put(role, rule);
			methods.put(name, new Declared(declared.scope(), declared.roles(), Map.copyOf(refusals),
					declared.foreignIds(), declared.reason(), declared.declaredIn()));
			return this;
		}

		/**
		 * Called with the ids of a tenant the person may not touch, the method ends with
		 * {@code outcome} instead of not-found, for {@code why}.
		 */
		public Methods withForeignIds(String name, Outcome outcome, String why) {
			Declared declared = declared(name);
			methods.put(name, new Declared(declared.scope(), declared.roles(), declared.mayRefuse(), outcome,
					declared.reason() == null ? why : declared.reason(), declared.declaredIn()));
			return this;
		}

		private Declared declared(String name) {
			Declared declared = methods.get(name);
			if (declared == null) {
				throw new IllegalStateException(
						"Declare '" + name + "' before refining it in " + FeatureAccess.this.getClass().getName());
			}
			return declared;
		}

		private Methods declare(Scope scope, Set<Role> roles, String reason, String... names) {
			for (String name : names) {
				Declared declared = new Declared(scope, Set.copyOf(roles), Map.of(), Outcome.NOT_FOUND, reason,
						FeatureAccess.this.getClass());
				if (methods.put(name, declared) != null) {
					throw new IllegalStateException(
							"'" + name + "' is declared twice in " + FeatureAccess.this.getClass().getName());
				}
			}
			return this;
		}

	}

}
