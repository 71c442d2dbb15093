package app.locus.faults;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import app.locus.LocusApplication;
import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.reports.SyncTarget;
import app.locus.scans.ScanService;
import app.locus.security.LocusUser;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.TestTenants;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The main of the app node {@link NodeKilledTest} starts as a process of its own and
 * kills: the whole application (test profile), which then starts two jobs at once, a
 * workspace sync round and a scan submission by an agency admin, and waits to be killed.
 * Arguments: agency id, the workspace to sync, the workspace to scan in, the admin's id
 * and e-mail, then the application's own arguments.
 */
public final class KillableNode {

	static final String READY = "KILLABLE NODE STARTED ITS JOBS";

	private KillableNode() {
	}

	public static void main(String[] args) throws InterruptedException {
		AgencyId agency = AgencyId.parse(args[0]);
		WorkspaceId synced = WorkspaceId.parse(args[1]);
		WorkspaceId scanned = WorkspaceId.parse(args[2]);
		LocusUser admin = new LocusUser(UserId.parse(args[3]), agency, args[4], "Killable admin", Role.AGENCY_ADMIN,
				null, true);
		ConfigurableApplicationContext node = new SpringApplicationBuilder(LocusApplication.class).profiles("test")
			.run(Arrays.copyOfRange(args, 5, args.length));
		Thread sync = new Thread(
				() -> node.getBean(WorkspaceSync.class).run(List.of(new SyncTarget(agency, synced)), Duration.ZERO),
				"killable-sync");
		Thread submit = new Thread(() -> {
			TestTenants.signIn(admin);
			node.getBean(ScanService.class).submit(scanned, SyncedWorkspace.scanInput(), false);
		}, "killable-scan");
		sync.start();
		submit.start();
		System.out.println(READY);
		sync.join();
		submit.join();
		// reached only when the test failed to kill the node in time
		System.out.println("KILLABLE NODE FINISHED ITS JOBS");
		node.close();
	}

}
