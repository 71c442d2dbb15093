package app.locus.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.lang.reflect.Field;
import java.util.Collection;
import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import com.tngtech.archunit.core.Convertible;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Each architecture rule bites: checked against the fixture package {@code planted} (a
 * miniature Locus with one deliberate violation per rule next to classes that do the same
 * thing where it is allowed), each rule reports exactly the violators declared here and
 * nothing else. {@code ArchitectureTest} checks the same rules on the application, every
 * one of them.
 */
class PlantedViolationsTest {

	private static final String PLANTED = "app.locus.architecture.planted";

	private static final JavaClasses CLASSES = new ClassFileImporter().importPackages(PLANTED);

	private static final ArchitectureRules RULES = new ArchitectureRules(PLANTED);

	/**
	 * Each rule and the planted classes it must report (relative to the fixture package).
	 */
	private static final Map<ArchRule, Set<String>> EXPECTED = expected();

	private static Map<ArchRule, Set<String>> expected() {
		Map<ArchRule, Set<String>> expected = new IdentityHashMap<>();
		expected.put(RULES.featuresAndTheirViewsDependOnEachOtherInNoCycle,
				Set.of("alpha.CycleToBeta", "beta.CycleToAlpha"));
		expected.put(RULES.theSharedKernelDependsOnNoFeature, Set.of("base.KernelUsingAFeature"));
		expected.put(RULES.onlyViewsUseTheApplicationShell, Set.of("alpha.NonViewUsingTheShell"));
		expected.put(RULES.viewsAreUsedOnlyWithinTheirFeature, Set.of("beta.ui.ViewOfAnotherFeature"));
		expected.put(RULES.onlyRepositoriesTouchJooq, Set.of("alpha.JooqOutsideARepository"));
		expected.put(RULES.viewsCallServicesNeverRepositoriesOrJooq, Set.of("alpha.ui.ViewCallingARepository"));
		expected.put(RULES.viewsOutsideTheUpstreamPackageNeverCallTheUpstreamService,
				Set.of("alpha.ui.ViewCallingTheUpstreamService"));
		expected.put(RULES.viewsNeverCallSystemEntryPoints, Set.of("alpha.ui.ViewCallingASystemEntryPoint"));
		expected.put(RULES.onlyTheUpstreamPackageUsesJavaNetHttp, Set.of("alpha.JavaNetHttpOutsideUpstream"));
		expected.put(RULES.httpConnectionsAreOpenedOnlyInBaseNetAndTheUpstreamPackage,
				Set.of("alpha.JavaNetHttpOutsideUpstream", "alpha.ApacheClientOutsideBaseNet"));
		expected.put(RULES.onlyTheUpstreamPackageTouchesTheGateway, Set.of("alpha.GatewayOutsideUpstream"));
		expected.put(RULES.onlyTheDemoWiringUsesTheSimulator, Set.of("alpha.SimulatorOutsideTheDemo"));
		expected.put(RULES.theSimulatorDependsOnNoPartOfLocus, Set.of("simulator.SimulatorUsingLocus"));
		expected.put(RULES.datesForPeopleAreFormattedOnlyInTheSharedKernel,
				Set.of("alpha.ui.ViewWithItsOwnDateFormat"));
		expected.put(RULES.gridsAreBuiltOnlyAsTheSharedKernelsGrid, Set.of("alpha.ui.ViewWithVaadinsOwnGrid"));
		return expected;
	}

	@Test
	void every_rule_has_a_planted_violation() {
		assertThat(EXPECTED.keySet()).containsExactlyInAnyOrderElementsOf(RULES.all());
	}

	@Test
	void every_rule_is_checked_on_the_application() throws IllegalAccessException {
		Set<ArchRule> checked = Collections.newSetFromMap(new IdentityHashMap<>());
		for (Field field : ArchitectureTest.class.getDeclaredFields()) {
			if (field.isAnnotationPresent(ArchTest.class)) {
				checked.add((ArchRule) field.get(null));
			}
		}
		assertThat(checked).containsExactlyInAnyOrderElementsOf(ArchitectureTest.LOCUS.all());
	}

	@TestFactory
	Stream<DynamicTest> each_rule_reports_exactly_its_planted_violators() {
		return RULES.all()
			.stream()
			.map(rule -> DynamicTest.dynamicTest(rule.getDescription(),
					() -> assertThat(violators(rule)).as(rule.getDescription())
						.containsExactlyInAnyOrderElementsOf(new TreeSet<>(EXPECTED.get(rule)))));
	}

	/** The planted classes a rule reports, by their name under the fixture package. */
	private static Set<String> violators(ArchRule rule) {
		Set<String> origins = new TreeSet<>();
		rule.evaluate(CLASSES)
			.handleViolations((Collection<Object> objects, String message) -> objects
				.forEach(object -> origins.addAll(originsOf(object))));
		return origins.stream()
			.map(name -> name.startsWith(PLANTED + ".") ? name.substring(PLANTED.length() + 1) : name)
			.collect(Collectors.toCollection(TreeSet::new));
	}

	/**
	 * The classes that cause a violation: a dependency's origin, or each of a cycle's.
	 */
	private static Set<String> originsOf(Object violating) {
		if (violating instanceof Dependency dependency) {
			return Set.of(dependency.getOriginClass().getName());
		}
		if (violating instanceof JavaClass type) {
			return Set.of(type.getName());
		}
		if (violating instanceof Convertible convertible) {
			return convertible.convertTo(Dependency.class)
				.stream()
				.map(dependency -> dependency.getOriginClass().getName())
				.collect(Collectors.toSet());
		}
		throw new IllegalStateException("Cannot tell the violator of " + violating);
	}

}
