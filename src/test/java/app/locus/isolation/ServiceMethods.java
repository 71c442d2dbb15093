package app.locus.isolation;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.EnumSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;

import app.locus.isolation.Declared.Scope;
import org.springframework.context.annotation.ClassPathScanningCandidateComponentProvider;
import org.springframework.context.ApplicationContext;
import org.springframework.stereotype.Service;
import org.springframework.util.ClassUtils;

/**
 * Every public method of the application's service beans (found by reflection, so that a
 * new one is never missed); who may call it comes from the hand-written
 * {@link AccessTable}, never from the method's own code.
 */
public final class ServiceMethods {

	/** One service method and its bean. */
	public record ServiceMethod(Object bean, Method method) {

		public String label() {
			return method.getDeclaringClass().getSimpleName() + "." + method.getName()
					+ Arrays.stream(method.getParameterTypes())
						.map(Class::getSimpleName)
						.reduce((a, b) -> a + ", " + b)
						.map(list -> "(" + list + ")")
						.orElse("()");
		}

		/** The declared access rule (a failure naming where to declare it if none). */
		Declared declared() {
			return AccessTable.get().of(method.getDeclaringClass(), method);
		}

		boolean takesId() {
			return Arrays.stream(method.getParameters()).anyMatch(ArgumentMakers::carriesId);
		}

		boolean takesInnerId() {
			return Arrays.stream(method.getParameters()).anyMatch(ArgumentMakers::carriesInnerId);
		}

	}

	private ServiceMethods() {
	}

	/**
	 * Every public method of the service beans that a person may call, with those
	 * declared as system entry points listed in {@code skipped}.
	 */
	static List<ServiceMethod> all(ApplicationContext context, List<String> skipped) {
		return methods(context, skipped, method -> true, EnumSet.of(Scope.SYSTEM));
	}

	/**
	 * The public methods of the service beans that {@code wanted} picks, except entry
	 * points that run without a person (system jobs, public branding before sign-in).
	 */
	public static List<ServiceMethod> matching(ApplicationContext context, List<String> skipped,
			Predicate<Method> wanted) {
		return methods(context, skipped, wanted, EnumSet.of(Scope.SYSTEM, Scope.PUBLIC));
	}

	private static List<ServiceMethod> methods(ApplicationContext context, List<String> skipped,
			Predicate<Method> wanted, Set<Scope> notCalled) {
		List<ServiceMethod> methods = new ArrayList<>();
		for (String name : context.getBeanDefinitionNames()) {
			Class<?> beanType = context.getType(name, false);
			if (beanType == null || !isService(ClassUtils.getUserClass(beanType))) {
				continue;
			}
			Object bean = context.getBean(name);
			Class<?> type = ClassUtils.getUserClass(bean);
			for (Method method : publicMethods(type)) {
				if (!wanted.test(method)) {
					continue;
				}
				Optional<Declared> declared = AccessTable.get().find(type, method.getName());
				if (declared.isPresent() && notCalled.contains(declared.get().scope())) {
					skipped.add(type.getSimpleName() + "." + method.getName() + ": " + declared.get().reason());
					continue;
				}
				methods.add(new ServiceMethod(bean, method));
			}
		}
		methods.sort(Comparator.comparing(ServiceMethod::label));
		return methods;
	}

	/**
	 * The service classes found on the class path (no application context needed), for
	 * checking the access declarations quickly.
	 */
	static List<Class<?>> serviceTypes() {
		ClassPathScanningCandidateComponentProvider scanner = new ClassPathScanningCandidateComponentProvider(true);
		return scanner.findCandidateComponents("app.locus")
			.stream()
			.<Class<?>>map(candidate -> ClassUtils.resolveClassName(candidate.getBeanClassName(),
					ServiceMethods.class.getClassLoader()))
			.filter(ServiceMethods::isService)
			.sorted(Comparator.comparing(Class::getName))
			.toList();
	}

	/** The public instance methods a service offers its callers. */
	static List<Method> publicMethods(Class<?> type) {
		return Arrays.stream(type.getDeclaredMethods())
			.filter(method -> Modifier.isPublic(method.getModifiers()) && !Modifier.isStatic(method.getModifiers())
					&& !method.isSynthetic())
			.toList();
	}

	private static boolean isService(Class<?> type) {
		return type.getName().startsWith("app.locus.") && !type.getName().startsWith("app.locus.simulator.")
				&& (type.isAnnotationPresent(Service.class) || type.getSimpleName().endsWith("Service"));
	}

}
