package app.locus.architecture;

import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.junit.AnalyzeClasses;
import com.tngtech.archunit.junit.ArchTest;
import com.tngtech.archunit.lang.ArchRule;

/**
 * The application's classes obey every rule of {@link ArchitectureRules};
 * {@code PlantedViolationsTest} proves that each rule fails on a violation.
 */
@AnalyzeClasses(packages = "app.locus", importOptions = ImportOption.DoNotIncludeTests.class)
class ArchitectureTest {

	static final ArchitectureRules LOCUS = new ArchitectureRules("app.locus");

	@ArchTest
	static final ArchRule features_and_their_views_depend_on_each_other_in_no_cycle = LOCUS.featuresAndTheirViewsDependOnEachOtherInNoCycle;

	@ArchTest
	static final ArchRule the_shared_kernel_depends_on_no_feature = LOCUS.theSharedKernelDependsOnNoFeature;

	@ArchTest
	static final ArchRule only_views_use_the_application_shell = LOCUS.onlyViewsUseTheApplicationShell;

	@ArchTest
	static final ArchRule views_are_used_only_within_their_feature = LOCUS.viewsAreUsedOnlyWithinTheirFeature;

	@ArchTest
	static final ArchRule only_repositories_touch_jooq = LOCUS.onlyRepositoriesTouchJooq;

	@ArchTest
	static final ArchRule views_call_services_never_repositories_or_jooq = LOCUS.viewsCallServicesNeverRepositoriesOrJooq;

	@ArchTest
	static final ArchRule views_outside_the_upstream_package_never_call_the_upstream_service = LOCUS.viewsOutsideTheUpstreamPackageNeverCallTheUpstreamService;

	@ArchTest
	static final ArchRule views_never_call_system_entry_points = LOCUS.viewsNeverCallSystemEntryPoints;

	@ArchTest
	static final ArchRule only_the_upstream_package_uses_java_net_http = LOCUS.onlyTheUpstreamPackageUsesJavaNetHttp;

	@ArchTest
	static final ArchRule http_connections_are_opened_only_in_base_net_and_the_upstream_package = LOCUS.httpConnectionsAreOpenedOnlyInBaseNetAndTheUpstreamPackage;

	@ArchTest
	static final ArchRule only_the_upstream_package_touches_the_gateway = LOCUS.onlyTheUpstreamPackageTouchesTheGateway;

	@ArchTest
	static final ArchRule only_the_demo_wiring_uses_the_simulator = LOCUS.onlyTheDemoWiringUsesTheSimulator;

	@ArchTest
	static final ArchRule the_simulator_depends_on_no_part_of_locus = LOCUS.theSimulatorDependsOnNoPartOfLocus;

	@ArchTest
	static final ArchRule dates_for_people_are_formatted_only_in_the_shared_kernel = LOCUS.datesForPeopleAreFormattedOnlyInTheSharedKernel;

	@ArchTest
	static final ArchRule grids_are_built_only_as_the_shared_kernels_grid = LOCUS.gridsAreBuiltOnlyAsTheSharedKernelsGrid;

}
