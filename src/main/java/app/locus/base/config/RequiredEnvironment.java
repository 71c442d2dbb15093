package app.locus.base.config;

import java.util.Arrays;
import java.util.List;

import org.springframework.boot.SpringApplication;
import org.springframework.boot.env.EnvironmentPostProcessor;
import org.springframework.core.env.ConfigurableEnvironment;

/**
 * Stops the start, before any bean is made, when a variable that the active profile lists
 * in {@code locus.required-env} is missing or blank, naming every missing one. A bare
 * {@code ${VARIABLE}} placeholder is not enough: Spring leaves an unresolved one in place
 * as text in some paths, so a node would start with {@code ${LOCUS_DB_URL}} as its
 * database address and fail much later with a message that names nothing useful.
 */
class RequiredEnvironment implements EnvironmentPostProcessor {

	static final String LIST = "locus.required-env";

	@Override
	public void postProcessEnvironment(ConfigurableEnvironment environment, SpringApplication application) {
		String listed = environment.getProperty(LIST, "");
		List<String> missing = Arrays.stream(listed.split(","))
			.map(String::strip)
			.filter(name -> !name.isEmpty())
			.filter(name -> isBlank(environment.getProperty(name)))
			.toList();
		if (!missing.isEmpty()) {
			throw new IllegalStateException(
					"Locus cannot start: set the environment variable" + (missing.size() == 1 ? " " : "s ")
							+ String.join(", ", missing) + " (see docs/deployment.md for what each one holds).");
		}
	}

	private static boolean isBlank(String value) {
		return value == null || value.isBlank();
	}

}
