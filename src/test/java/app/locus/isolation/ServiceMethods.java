package app.locus.isolation;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.function.Predicate;

import app.locus.isolation.AccessRules.Rule;
import org.springframework.context.ApplicationContext;
import org.springframework.stereotype.Service;
import org.springframework.util.ClassUtils;

/**
 * Every public method of the application's service beans that takes an id (a typed id, a
 * string named {@code ...Id}, or a record holding one), with its access rule read from
 * its byte code.
 */
public final class ServiceMethods {

	/**
	 * Services whose id-taking methods run without a signed-in person by design, and so
	 * are not called as one: the matrix lists them instead.
	 */
	static final Map<String, String> SYSTEM_ENTRY_POINTS = Map.of("AgencyProvisioning",
			"provisioning for the demo data and tests; views may not use it (ArchitectureTest)",
			"CampaignReconciliation", "the scheduled reconciliation job, run per workspace by the system",
			"ScanReconciliation", "the workspace sync's step that settles open scan submissions, run by the system",
			"BrandingService.forAgency", "an agency's public branding for its sign-in page (DD024, DD026)",
			"BrandingService.logo", "an agency's public logo for its sign-in page (DD024)", "BrandingService.forSite",
			"the public branding of the host a request arrived at, for its sign-in page (DD070); the site is "
					+ "resolved by the server from the request's host, not typed by a person",
			"BrandImages",
			"the public logo and favicon served before sign-in by the agency id in their URL (DD070); an unknown "
					+ "or malformed id answers no image",
			"IdentityProviderService.signInOption",
			"the provider's display name for \"Sign in with ...\" on the agency's public login page (DD071); "
					+ "never its issuer, client id or secret");

	/** One service method and its bean. */
	public record ServiceMethod(Object bean, Method method, Rule rule) {

		public String label() {
			return method.getDeclaringClass().getSimpleName() + "." + method.getName()
					+ Arrays.stream(method.getParameterTypes())
						.map(Class::getSimpleName)
						.reduce((a, b) -> a + ", " + b)
						.map(list -> "(" + list + ")")
						.orElse("()");
		}

		boolean takesInnerId() {
			return Arrays.stream(method.getParameters()).anyMatch(ArgumentMakers::carriesInnerId);
		}

	}

	private ServiceMethods() {
	}

	/**
	 * The id-taking methods, with those of system entry points listed in {@code skipped}.
	 */
	static List<ServiceMethod> all(ApplicationContext context, List<String> skipped) {
		return matching(context, skipped,
				method -> Arrays.stream(method.getParameters()).anyMatch(ArgumentMakers::carriesId));
	}

	/** The public methods of the service beans that {@code wanted} picks. */
	public static List<ServiceMethod> matching(ApplicationContext context, List<String> skipped,
			Predicate<Method> wanted) {
		AccessRules rules = new AccessRules();
		List<ServiceMethod> methods = new ArrayList<>();
		for (String name : context.getBeanDefinitionNames()) {
			Class<?> beanType = context.getType(name, false);
			if (beanType == null || !isService(ClassUtils.getUserClass(beanType))) {
				continue;
			}
			Object bean = context.getBean(name);
			Class<?> type = ClassUtils.getUserClass(bean);
			for (Method method : type.getDeclaredMethods()) {
				if (!Modifier.isPublic(method.getModifiers()) || Modifier.isStatic(method.getModifiers())
						|| method.isSynthetic() || !wanted.test(method)) {
					continue;
				}
				String reason = SYSTEM_ENTRY_POINTS.getOrDefault(type.getSimpleName(),
						SYSTEM_ENTRY_POINTS.get(type.getSimpleName() + "." + method.getName()));
				if (reason != null) {
					skipped.add(type.getSimpleName() + "." + method.getName() + ": " + reason);
					continue;
				}
				methods.add(new ServiceMethod(bean, method, rules.of(method)));
			}
		}
		methods.sort(Comparator.comparing(ServiceMethod::label));
		return methods;
	}

	private static boolean isService(Class<?> type) {
		return type.getName().startsWith("app.locus.") && !type.getName().startsWith("app.locus.upstream.simulator.")
				&& (type.isAnnotationPresent(Service.class) || type.getSimpleName().endsWith("Service"));
	}

}
