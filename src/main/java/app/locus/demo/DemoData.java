package app.locus.demo;

import java.util.List;
import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.base.db.DatabaseProperties;
import app.locus.reviewinbox.repository.ReplyTemplateRepository;
import app.locus.tenancy.AgencyProvisioning;
import app.locus.tenancy.NewUser;
import app.locus.upstream.credentials.DemoKeys.DemoKey;
import app.locus.upstream.credentials.DemoKeys;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

import org.springframework.beans.factory.SmartInitializingSingleton;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;
import org.springframework.transaction.PlatformTransactionManager;
import org.springframework.transaction.support.TransactionTemplate;

/**
 * Two demo agencies with workspaces and people, and a new one with only its admin, so
 * that a fresh start has something to sign in to. Seeded only into the embedded default
 * database (never into a configured server, which is what production uses), only when it
 * holds no agency yet, and only while {@code locus.demo.enabled} is not false. See DD025.
 */
@Component
public class DemoData implements SmartInitializingSingleton {

	private static final Logger log = LoggerFactory.getLogger(DemoData.class);

	/**
	 * The demo sign-ins. Their passwords are public on purpose, in the README, and never
	 * in the log: a log is read by people and tools that have no business with any
	 * password (DD187).
	 */
	static final List<Login> LOGINS = List.of(
			new Login("admin@northwind.test", "northwind-admin-1", "Northwind Local", Role.AGENCY_ADMIN),
			new Login("manager@northwind.test", "northwind-manager-1", "Northwind Local", Role.ACCOUNT_MANAGER),
			new Login("client@bluebottle.test", "bluebottle-client-1", "Northwind Local", Role.CLIENT_VIEWER),
			new Login("admin@summit.test", "summit-admin-1", "Summit Digital", Role.AGENCY_ADMIN),
			new Login("admin@fresh.test", "fresh-admin-1", "Fresh Start Marketing", Role.AGENCY_ADMIN));

	static final String SUMMIT_HOST = "summit.localhost";

	private final AgencyProvisioning provisioning;

	private final DemoKeys demoKeys;

	private final ReplyTemplateRepository replyTemplates;

	private final TransactionTemplate transaction;

	private final boolean enabled;

	private final boolean embedded;

	DemoData(AgencyProvisioning provisioning, DemoKeys demoKeys, ReplyTemplateRepository replyTemplates,
			PlatformTransactionManager transactions, DatabaseProperties database,
			@Value("${locus.demo.enabled:#{null}}") Boolean enabled) {
		this.provisioning = provisioning;
		this.replyTemplates = replyTemplates;
		this.demoKeys = demoKeys;
		this.transaction = new TransactionTemplate(transactions);
		this.embedded = database.embedded();
		this.enabled = enabled == null ? embedded : enabled;
	}

	/** One demo sign-in; its text leaves the password out. */
	record Login(String email, String password, String agency, Role role) {

		@Override
		public String toString() {
			return email + " (" + role + ", " + agency + ")";
		}

	}

	/** What the demo created, for seeding steps added later (such as upstream keys). */
	public record Seeded(AgencyId northwind, WorkspaceId blueBottleBakery, WorkspaceId harborDental, AgencyId summit,
			WorkspaceId peakFitness) {
	}

	// Runs before the web server starts, so nobody can try a demo login before it exists.
	@Override
	public void afterSingletonsInstantiated() {
		seedIfWanted();
	}

	/**
	 * Seeds the demo data if this database should have it and does not have any agency
	 * yet.
	 */
	void seedIfWanted() {
		if (!enabled) {
			return;
		}
		if (!embedded) {
			log.warn("locus.demo.enabled is set, but demo data is only ever seeded into the embedded database");
			return;
		}
		if (!provisioning.noAgencyYet()) {
			log.info("Demo data not seeded: the database already holds agencies");
			return;
		}
		transaction.executeWithoutResult(status -> seed());
		log.info("Demo data seeded. Sign in at /login as one of these; the passwords are in the README "
				+ "(Demo sign-ins):");
		LOGINS.forEach(login -> log.info("  {}", login));
	}

	/** Creates the demo agencies; all or nothing when called inside a transaction. */
	public Seeded seed() {
		AgencyId northwind = provisioning.createAgency("Northwind Local", "Northwind Local", "#0f766e", List.of());
		WorkspaceId blueBottle = provisioning.createWorkspace(northwind, "Blue Bottle Bakery");
		WorkspaceId harbor = provisioning.createWorkspace(northwind, "Harbor Dental");
		user(northwind, LOGINS.get(0), "Nora Admin", Set.of());
		user(northwind, LOGINS.get(1), "Max Manager", Set.of(blueBottle, harbor));
		user(northwind, LOGINS.get(2), "Bea Bakery", Set.of(blueBottle));
		replyTemplates.replace(northwind, null, DemoReplyTemplates.NORTHWIND);

		AgencyId summit = provisioning.createAgency("Summit Digital", "Summit Digital", "#b45309",
				List.of(SUMMIT_HOST));
		// *.localhost is this machine by definition: nobody else can answer for it, no
		// check can
		provisioning.confirmHost(summit, SUMMIT_HOST);
		WorkspaceId peak = provisioning.createWorkspace(summit, "Peak Fitness");
		user(summit, LOGINS.get(3), "Sam Summit", Set.of());
		// a new agency with nothing set up yet: its admin lands on the first-run path
		// (DD140)
		AgencyId fresh = provisioning.createAgency("Fresh Start Marketing", "Fresh Start Marketing", "#1f6feb",
				List.of());
		user(fresh, LOGINS.get(4), "Frida Fresh", Set.of());
		Seeded seeded = new Seeded(northwind, blueBottle, harbor, summit, peak);
		storeSimulatorKeys(seeded);
		return seeded;
	}

	/**
	 * Gives each demo workspace its demo account's key at the simulator, so that the demo
	 * works against the built-in simulator without anyone pasting a key (DD011).
	 */
	void storeSimulatorKeys(Seeded seeded) {
		demoKeys.store(seeded.northwind(), seeded.blueBottleBakery(), DemoKey.BLUE_BOTTLE);
		demoKeys.store(seeded.northwind(), seeded.harborDental(), DemoKey.HARBOR);
		demoKeys.store(seeded.summit(), seeded.peakFitness(), DemoKey.PEAK);
	}

	private void user(AgencyId agency, Login login, String name, Set<WorkspaceId> workspaces) {
		provisioning.createDemoUser(agency,
				new NewUser(login.email(), name, login.role(), login.password(), workspaces));
	}

}
