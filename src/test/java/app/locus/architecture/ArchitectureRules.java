package app.locus.architecture;

import static com.tngtech.archunit.base.DescribedPredicate.not;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.assignableTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.equivalentTo;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideInAnyPackage;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.resideOutsideOfPackages;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleName;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameEndingWith;
import static com.tngtech.archunit.core.domain.JavaClass.Predicates.simpleNameStartingWith;
import static com.tngtech.archunit.core.domain.properties.CanBeAnnotated.Predicates.annotatedWith;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import java.net.Socket;
import java.net.URLConnection;
import java.time.format.DateTimeFormatter;
import java.util.List;

import app.locus.aivisibility.AiVisibilityReadings;
import app.locus.calendar.SystemPlannedRuns;
import app.locus.campaigns.CampaignReconciliation;
import app.locus.clientreports.ClientReportFiles;
import app.locus.credits.CreditLimits;
import app.locus.scans.ScanReconciliation;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.upstream.UpstreamException;
import com.tngtech.archunit.base.DescribedPredicate;
import com.tngtech.archunit.core.domain.Dependency;
import com.tngtech.archunit.core.domain.JavaClass;
import com.tngtech.archunit.core.domain.JavaConstructorCall;
import com.tngtech.archunit.core.domain.JavaMethodCall;
import com.tngtech.archunit.lang.ArchCondition;
import com.tngtech.archunit.lang.ArchRule;
import com.tngtech.archunit.lang.ConditionEvents;
import com.tngtech.archunit.lang.SimpleConditionEvent;
import com.tngtech.archunit.library.dependencies.SliceAssignment;
import com.tngtech.archunit.library.dependencies.SliceIdentifier;
import com.vaadin.flow.component.grid.Grid;

import org.springframework.stereotype.Repository;

/**
 * The package structure of docs/ARCHITECTURE.md as rules over the classes under one root
 * package: {@code app.locus} for the application ({@code ArchitectureTest}), a fixture
 * package of planted violations for the proof that each rule bites
 * ({@code PlantedViolationsTest}). The layers, bottom up: the shared kernel
 * ({@code base}), the features (services, records, {@code repository/}), the application
 * shell ({@code shell}: layout, navigation, error pages), the features' views
 * ({@code <feature>/ui}). No rule lists single classes it lets off.
 */
final class ArchitectureRules {

	final ArchRule featuresAndTheirViewsDependOnEachOtherInNoCycle;

	final ArchRule theSharedKernelDependsOnNoFeature;

	final ArchRule onlyViewsUseTheApplicationShell;

	final ArchRule viewsAreUsedOnlyWithinTheirFeature;

	final ArchRule onlyRepositoriesTouchJooq;

	final ArchRule viewsCallServicesNeverRepositoriesOrJooq;

	final ArchRule viewsOutsideTheUpstreamPackageNeverCallTheUpstreamService;

	final ArchRule viewsNeverCallSystemEntryPoints;

	final ArchRule onlyTheUpstreamPackageUsesJavaNetHttp;

	final ArchRule httpConnectionsAreOpenedOnlyInBaseNetAndTheUpstreamPackage;

	final ArchRule onlyTheUpstreamPackageTouchesTheGateway;

	final ArchRule onlyTheDemoWiringUsesTheSimulator;

	final ArchRule theSimulatorDependsOnNoPartOfLocus;

	final ArchRule datesForPeopleAreFormattedOnlyInTheSharedKernel;

	final ArchRule gridsAreBuiltOnlyAsTheSharedKernelsGrid;

	private final String root;

	ArchitectureRules(String root) {
		this.root = root;
		featuresAndTheirViewsDependOnEachOtherInNoCycle = slices().assignedFrom(features())
			.should()
			.beFreeOfCycles()
			.as("features (and, as a layer above them, their views) depend on each other in no cycle");
		theSharedKernelDependsOnNoFeature = classes().that()
			.resideInAPackage(in("base"))
			.should()
			.onlyDependOnClassesThat(resideOutsideOfPackages(root + "..").or(resideInAPackage(in("base"))))
			.as("the shared kernel (base) depends on no feature and not on the shell");
		onlyViewsUseTheApplicationShell = noClasses().that()
			.resideOutsideOfPackages("..ui..", in("shell"))
			.should()
			.dependOnClassesThat()
			.resideInAPackage(in("shell"))
			.as("only views use the application shell (layout, navigation, error pages)");
		viewsAreUsedOnlyWithinTheirFeature = classes().that()
			.resideInAPackage("..ui..")
			.should(beUsedOnlyWithinTheirFeature())
			.as("views are used only within their feature (base.ui helpers and *Navigation link classes by "
					+ "any feature's views and the shell)");
		onlyRepositoriesTouchJooq = noClasses().that()
			.resideOutsideOfPackages("..repository..", in("db"))
			.should()
			.dependOnClassesThat(resideInAnyPackage("org.jooq..", in("db"))
				// A database failure may be recognised anywhere (scans.DatabaseFailure).
				.and(not(resideInAPackage("org.jooq.exception..")))
				.as("jOOQ's query API (DSLContext, DSL, records) or the generated tables"))
			.as("only repositories touch jOOQ (DSLContext, the generated tables)");
		viewsCallServicesNeverRepositoriesOrJooq = noClasses().that()
			.resideInAPackage("..ui..")
			.should()
			.dependOnClassesThat(
					resideInAnyPackage("..repository..", "org.jooq..", in("db")).or(annotatedWith(Repository.class))
						.as("repositories or jOOQ"))
			.as("views call services, never repositories or jOOQ");
		viewsOutsideTheUpstreamPackageNeverCallTheUpstreamService = noClasses().that()
			.resideInAPackage("..ui..")
			.and()
			.resideOutsideOfPackage(in("upstream"))
			.should()
			.dependOnClassesThat(upstreamCallers())
			.as("views outside the upstream package never call the upstream service");
		viewsNeverCallSystemEntryPoints = noClasses().that()
			.resideInAPackage("..ui..")
			.should()
			.dependOnClassesThat(equivalentTo(AgencyProvisioning.class).or(equivalentTo(CampaignReconciliation.class))
				.or(equivalentTo(ScanReconciliation.class))
				.or(equivalentTo(SystemPlannedRuns.class))
				.or(equivalentTo(CreditLimits.class))
				.or(equivalentTo(ClientReportFiles.class))
				.or(equivalentTo(AiVisibilityReadings.class))
				.as("system entry points (provisioning, reconciliation, the credits alert's reads, a shared PDF's "
						+ "bytes, AI visibility read for a report)"))
			.as("views never call system entry points (they skip the person's access checks)");
		onlyTheUpstreamPackageUsesJavaNetHttp = noClasses().that()
			.resideOutsideOfPackage(in("upstream"))
			.should()
			.dependOnClassesThat()
			.resideInAPackage("java.net.http..")
			.as("only the upstream package uses java.net.http");
		httpConnectionsAreOpenedOnlyInBaseNetAndTheUpstreamPackage = noClasses().that()
			.resideOutsideOfPackages(in("upstream"), in("base.net"), in("simulator"))
			.should()
			.dependOnClassesThat(
					resideInAnyPackage("org.apache.hc..", "org.springframework.http.client..", "java.net.http..")
						.or(assignableTo(URLConnection.class))
						.or(assignableTo(Socket.class))
						.as("HTTP clients, connections or sockets"))
			.as("HTTP connections are opened only in base.net (addresses agencies choose, DD115), the "
					+ "upstream package and the simulator (which serves as the service)");
		onlyTheUpstreamPackageTouchesTheGateway = noClasses().that()
			.resideOutsideOfPackage(in("upstream"))
			.should()
			.dependOnClassesThat(resideInAPackage(in("upstream.gateway"))
				.or(resideInAPackage(root + ".upstream")
					.and(simpleName("UpstreamGateway").or(simpleName("UpstreamRequest"))))
				.as("the upstream gateway"))
			.as("only the upstream package touches the gateway (features call the typed client)");
		onlyTheDemoWiringUsesTheSimulator = noClasses().that()
			.resideOutsideOfPackages(in("simulator"), in("demo"))
			.should()
			.dependOnClassesThat()
			.resideInAPackage(in("simulator"))
			.as("only the demo wiring uses the simulator (it stands for another company's service)");
		theSimulatorDependsOnNoPartOfLocus = classes().that()
			.resideInAPackage(in("simulator"))
			.should()
			.onlyDependOnClassesThat(resideOutsideOfPackages(root + "..").or(resideInAPackage(in("simulator"))))
			.as("the simulator depends on no part of Locus (Locus's real clients must work against it unchanged)");
		datesForPeopleAreFormattedOnlyInTheSharedKernel = noClasses().that()
			.resideOutsideOfPackages(in("base"), in("upstream"), in("simulator"))
			.should()
			.callMethodWhere(DescribedPredicate.describe("a DateTimeFormatter made from a pattern or a style",
					(JavaMethodCall call) -> call.getTargetOwner().isEquivalentTo(DateTimeFormatter.class)
							&& call.getName().startsWith("of")))
			.as("dates for people are formatted only in the shared kernel (one format on every page, DD156; "
					+ "the upstream package and the simulator speak the service's wire format)");
		gridsAreBuiltOnlyAsTheSharedKernelsGrid = noClasses().that()
			.resideOutsideOfPackage(in("base.ui"))
			.should()
			.callConstructorWhere(DescribedPredicate.describe("Vaadin's Grid itself",
					(JavaConstructorCall call) -> call.getTargetOwner().isEquivalentTo(Grid.class)))
			.as("grids are built only as the shared kernel's grid (its rows skip Flow 24.9's JSON text round trip, "
					+ "DD178)");
	}

	List<ArchRule> all() {
		return List.of(featuresAndTheirViewsDependOnEachOtherInNoCycle, theSharedKernelDependsOnNoFeature,
				onlyViewsUseTheApplicationShell, viewsAreUsedOnlyWithinTheirFeature, onlyRepositoriesTouchJooq,
				viewsCallServicesNeverRepositoriesOrJooq, viewsOutsideTheUpstreamPackageNeverCallTheUpstreamService,
				viewsNeverCallSystemEntryPoints, onlyTheUpstreamPackageUsesJavaNetHttp,
				httpConnectionsAreOpenedOnlyInBaseNetAndTheUpstreamPackage, onlyTheUpstreamPackageTouchesTheGateway,
				onlyTheDemoWiringUsesTheSimulator, theSimulatorDependsOnNoPartOfLocus,
				datesForPeopleAreFormattedOnlyInTheSharedKernel, gridsAreBuiltOnlyAsTheSharedKernelsGrid);
	}

	private String in(String packageUnderRoot) {
		return root + "." + packageUnderRoot + "..";
	}

	/**
	 * A feature is the first package under the root; its ui is a layer of its own on top,
	 * so that a feature's views may use the shell while the shell uses the feature's
	 * services.
	 */
	private SliceAssignment features() {
		return new SliceAssignment() {

			@Override
			public SliceIdentifier getIdentifierOf(JavaClass type) {
				String name = type.getPackageName();
				if (!name.startsWith(root + ".") || name.startsWith(root + ".db")) {
					return SliceIdentifier.ignore();
				}
				return SliceIdentifier.of(feature(type) + (inUi(type) ? ".ui" : ""));
			}

			@Override
			public String getDescription() {
				return "feature packages, each with its ui as a separate layer";
			}

		};
	}

	/**
	 * The parts of the upstream package that call the service. Views may read the value
	 * types and report records that services hand them (Platform, ReportKey,
	 * TrendReport...), never send anything themselves.
	 */
	private DescribedPredicate<JavaClass> upstreamCallers() {
		return resideInAnyPackage(root + ".upstream", in("upstream.gateway"), in("upstream.credentials"),
				in("upstream.simulator"))
			.and(not(assignableTo(UpstreamException.class)))
			// What a view may use to show that a call waits for the service.
			.and(not(simpleNameStartingWith("UpstreamWait")))
			.or(resideInAPackage(in("upstream.api"))
				.and(simpleNameEndingWith("Api").or(simpleNameEndingWith("Client"))))
			.as("the upstream gateway, vault, simulator or API callers");
	}

	private ArchCondition<JavaClass> beUsedOnlyWithinTheirFeature() {
		return new ArchCondition<>("be used only within their feature") {

			@Override
			public void check(JavaClass view, ConditionEvents events) {
				for (Dependency dependency : view.getDirectDependenciesToSelf()) {
					JavaClass user = dependency.getOriginClass();
					if (!user.getPackageName().startsWith(root + ".") || feature(user).equals(feature(view))) {
						continue;
					}
					boolean sharedHelper = feature(view).equals("base") && inViewLayer(user);
					boolean link = view.getSimpleName().endsWith("Navigation") && inViewLayer(user);
					if (!sharedHelper && !link) {
						events.add(SimpleConditionEvent.violated(dependency, dependency.getDescription()));
					}
				}
			}

		};
	}

	private String feature(JavaClass type) {
		String name = type.getPackageName();
		String rest = name.length() > root.length() ? name.substring(root.length() + 1) : "";
		int dot = rest.indexOf('.');
		return dot < 0 ? rest : rest.substring(0, dot);
	}

	/** A feature's view or the shell (its layout and error pages are views too). */
	private boolean inViewLayer(JavaClass type) {
		return inUi(type) || feature(type).equals("shell");
	}

	private static boolean inUi(JavaClass type) {
		return type.getPackageName().matches(".*\\.ui(\\..*)?");
	}

}
