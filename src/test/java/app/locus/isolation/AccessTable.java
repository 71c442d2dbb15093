package app.locus.isolation;

import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

import app.locus.base.Role;
import org.springframework.beans.BeanUtils;
import org.springframework.beans.factory.config.BeanDefinition;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.core.type.filter.AssignableTypeFilter;
import org.springframework.util.ClassUtils;

/**
 * Every feature's access declaration ({@link FeatureAccess} subclasses in
 * {@value #DECLARATIONS}), merged: the matrix's oracle. Asking for a method or route that
 * no declaration names fails with a message that says exactly what to add where.
 */
public final class AccessTable {

	static final String DECLARATIONS = "app.locus.isolation.declared";

	private static AccessTable table;

	private final List<FeatureAccess> features = new ArrayList<>();

	private final Map<Class<?>, Map<String, Declared>> services = new HashMap<>();

	private final Map<String, Set<Role>> routes = new HashMap<>();

	private final Set<String> anonymousRoutes = new HashSet<>();

	private AccessTable() {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(false);
		scanner.addIncludeFilter(new AssignableTypeFilter(FeatureAccess.class));
		for (BeanDefinition candidate : scanner.findCandidateComponents(DECLARATIONS)) {
			Class<?> type = ClassUtils.resolveClassName(candidate.getBeanClassName(),
					AccessTable.class.getClassLoader());
			FeatureAccess feature = (FeatureAccess) BeanUtils.instantiateClass(type);
			features.add(feature);
			feature.services.forEach((service, methods) -> methods.forEach((name, declared) -> {
				if (services.computeIfAbsent(service, any -> new HashMap<>()).put(name, declared) != null) {
					throw new IllegalStateException(service.getSimpleName() + "." + name + " is declared twice");
				}
			}));
			feature.routes.forEach((template, roles) -> {
				if (routes.put(template, roles) != null) {
					throw new IllegalStateException("Route '" + template + "' is declared twice");
				}
			});
			anonymousRoutes.addAll(feature.anonymousRoutes);
		}
		features.sort(Comparator.comparing(FeatureAccess::featurePackage));
	}

	public static synchronized AccessTable get() {
		if (table == null) {
			table = new AccessTable();
		}
		return table;
	}

	/** The declared rule of a service method, or a failure saying where to declare it. */
	public Declared of(Class<?> service, Method method) {
		return find(service, method.getName()).orElseThrow(() -> new AssertionError(undeclared(service, method)));
	}

	Optional<Declared> find(Class<?> service, String method) {
		return Optional.ofNullable(services.getOrDefault(service, Map.of()).get(method));
	}

	Optional<Set<Role>> route(String template) {
		return Optional.ofNullable(routes.get(template));
	}

	boolean anonymous(String template) {
		return anonymousRoutes.contains(template);
	}

	Map<Class<?>, Map<String, Declared>> services() {
		return services;
	}

	Set<String> routes() {
		return routes.keySet();
	}

	String undeclared(Class<?> service, Method method) {
		String declaration = declarationFor(service.getPackageName());
		return "UNDECLARED: service method " + service.getSimpleName() + "." + method.getName()
				+ " is named in no access declaration, so the isolation matrix cannot know who may call it. Add "
				+ "service(" + service.getSimpleName() + ".class).read/write/admin(\"" + method.getName()
				+ "\") (or inWorkspace, agency(Role), anonymous(reason), system(reason)) to " + declaration
				+ ", stating the least role the action needs (read: CLIENT_VIEWER, write: ACCOUNT_MANAGER, admin: "
				+ "AGENCY_ADMIN of the workspace's agency).";
	}

	String undeclaredRoute(String template, Class<?> view) {
		return "UNDECLARED: route '" + template + "' (" + view.getSimpleName()
				+ ") is named in no access declaration. Add route(\"" + template
				+ "\", Role.<least role that may open it>) (or anonymousRoute) to "
				+ declarationFor(view.getPackageName()) + ".";
	}

	/** The declaration class (and file) a package's services and views belong in. */
	String declarationFor(String packageName) {
		return features.stream()
			.filter(feature -> packageName.equals(feature.featurePackage())
					|| packageName.startsWith(feature.featurePackage() + "."))
			.max(Comparator.comparingInt(feature -> feature.featurePackage().length()))
			.map(feature -> feature.getClass().getName() + " (" + file(feature.getClass().getName()) + ")")
			.orElse("a new FeatureAccess subclass for package " + packageName + " in "
					+ file(DECLARATIONS + ".<Feature>Access"));
	}

	private static String file(String className) {
		return "src/test/java/" + className.replace('.', '/') + ".java";
	}

}
