package app.locus.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.alwaysTrue;
import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith;
import static com.tngtech.archunit.core.domain.properties.CanBeAnnotated.Predicates.annotatedWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import app.locus.audit.AuditLog;
import app.locus.base.Role;
import app.locus.campaigns.CampaignReconciliation;
import app.locus.scans.ScanReconciliation;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamException;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;

import org.springframework.stereotype.Repository;

/**
 * The package structure of docs/architecture: feature packages without cycles, views that
 * stay inside their feature and go through services, generated jOOQ only in repositories
 * and read-model queries.
 */
@AnalyzeClasses(packages = "app.locus", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

	private static final String ROOT = "app.locus.";

	/**
	 * A feature is the first package under app.locus; its ui is a layer of its own on
	 * top, so that a feature's views may use the shared layout while the layout uses the
	 * feature's services.
	 */
	private static final SliceAssignment FEATURES = new SliceAssignment() {

		@Override
		public SliceIdentifier getIdentifierOf(JavaClass type) {
			String name = type.getPackageName();
			if (!name.startsWith(ROOT) || name.startsWith(ROOT + "db")) {
				return SliceIdentifier.ignore();
			}
			return SliceIdentifier.of(feature(type) + (inUi(type) ? ".ui" : ""));
		}

		@Override
		public String getDescription() {
			return "feature packages, each with its ui as a separate layer";
		}

	};

	// Role is a value every feature reads (the principal carries it), not a service of
	// tenancy.
	@ArchTest
	static final ArchRule features_do_not_depend_on_each_other_in_cycles = slices().assignedFrom(FEATURES)
		.should()
		.beFreeOfCycles()
		.ignoreDependency(alwaysTrue(), equivalentTo(Role.class));

	@ArchTest
	static final ArchRule views_are_used_only_within_their_feature = classes().that()
		.resideInAPackage("..ui..")
		.should(beUsedOnlyWithinTheirFeature());

	@ArchTest
	static final ArchRule generated_jooq_is_used_only_by_repositories_and_queries = noClasses().that()
		.resideOutsideOfPackages("..repository..", "..query..", "app.locus.db..")
		.and()
		.doNotBelongToAnyOf(AuditLog.class, WorkspaceAccess.class)
		.should()
		.dependOnClassesThat()
		.resideInAPackage("app.locus.db..");

	/**
	 * The parts of the upstream package that call the service. Views may read the value
	 * types and report records that services hand them (Platform, ReportKey,
	 * TrendReport...), never send anything themselves.
	 */
	private static final DescribedPredicate<JavaClass> UPSTREAM_CALLERS = resideInAnyPackage("app.locus.upstream",
			"app.locus.upstream.gateway..", "app.locus.upstream.credentials..", "app.locus.upstream.simulator..")
		.and(not(assignableTo(UpstreamException.class)))
		// What a view may use to show that a call waits for the service.
		.and(not(simpleNameStartingWith("UpstreamWait")))
		.or(resideInAPackage("app.locus.upstream.api..")
			.and(simpleNameEndingWith("Api").or(simpleNameEndingWith("Client"))))
		.as("the upstream gateway, vault, simulator or API callers");

	@ArchTest
	static final ArchRule views_never_touch_jooq_repositories_or_the_upstream_service = noClasses().that()
		.resideInAPackage("..ui..")
		.and()
		.resideOutsideOfPackage(ROOT + "upstream..")
		.should()
		.dependOnClassesThat(
				resideInAnyPackage("org.jooq..", "app.locus.db..", "..repository..").or(annotatedWith(Repository.class))
					.or(UPSTREAM_CALLERS));

	// The upstream feature's own pages (the key vault) use its services, never its
	// storage.
	@ArchTest
	static final ArchRule upstream_views_never_touch_jooq_or_repositories = noClasses().that()
		.resideInAPackage(ROOT + "upstream..ui..")
		.should()
		.dependOnClassesThat(resideInAnyPackage("org.jooq..", "app.locus.db..", "..repository..")
			.or(annotatedWith(Repository.class)));

	// System entry points skip the person's access checks (the isolation matrix's
	// declarations
	// name them system(...)): only the demo data, tests and the scheduled jobs call them.
	@ArchTest
	static final ArchRule views_never_call_system_entry_points = noClasses().that()
		.resideInAPackage("..ui..")
		.should()
		.dependOnClassesThat(equivalentTo(AgencyProvisioning.class).or(equivalentTo(CampaignReconciliation.class))
			.or(equivalentTo(ScanReconciliation.class)));

	@ArchTest
	static final ArchRule only_views_use_the_shared_layout = noClasses().that()
		.resideOutsideOfPackage("..ui..")
		.should()
		.dependOnClassesThat()
		.resideInAPackage(ROOT + "base.ui..");

	private static ArchCondition<JavaClass> beUsedOnlyWithinTheirFeature() {
		return new ArchCondition<>("be used only within their feature (the shared base.ui and *Navigation "
				+ "link classes by any feature's ui)") {

			@Override
			public void check(JavaClass view, ConditionEvents events) {
				for (Dependency dependency : view.getDirectDependenciesToSelf()) {
					JavaClass user = dependency.getOriginClass();
					if (!user.getPackageName().startsWith(ROOT) || feature(user).equals(feature(view))) {
						continue;
					}
					boolean sharedShell = feature(view).equals("base") && inUi(user);
					boolean link = view.getSimpleName().endsWith("Navigation") && inUi(user);
					if (!sharedShell && !link) {
						events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
					}
				}
			}

		};
	}

	private static String feature(JavaClass type) {
		String name = type.getPackageName();
		String rest = name.length() > ROOT.length() ? name.substring(ROOT.length()) : "";
		int dot = rest.indexOf('.');
		return dot < 0 ? rest : rest.substring(0, dot);
	}

	private static boolean inUi(JavaClass type) {
		return type.getPackageName().matches(".*\\.ui(\\..*)?");
	}

}
