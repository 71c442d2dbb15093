package app.locus.faults;

import java.time.Duration;
import java.util.Arrays;
import java.util.List;

import app.locus.LocusApplication;
import app.locus.base.AgencyId;
import app.locus.base.Role;
import app.locus.base.UserId;
import app.locus.base.WorkspaceId;
import app.locus.campaigns.CampaignId;
import app.locus.campaigns.CampaignService;
import app.locus.reports.SyncTarget;
import app.locus.scans.ScanService;
import app.locus.security.LocusUser;
import app.locus.sync.WorkspaceSync;
import app.locus.tenancy.TestTenants;
import org.springframework.boot.builder.SpringApplicationBuilder;
import org.springframework.context.ConfigurableApplicationContext;

/**
 * The main of the app node {@link NodeKilledTest} starts as a process of its own and
 * kills: the whole application (test profile), which then starts three jobs at once, a
 * workspace sync round, a scan submission and a campaign's "run now" by an agency admin,
 * and waits to be killed. Arguments: agency id, the workspace to sync, the workspace to
 * scan in, the admin's id and e-mail, the campaign's workspace and id, then the
 * application's own arguments.
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
		WorkspaceId campaigned = WorkspaceId.parse(args[5]);
		CampaignId campaign = CampaignId.parse(args[6]);
		ConfigurableApplicationContext node = new SpringApplicationBuilder(LocusApplication.class).profiles("test")
			.run(Arrays.copyOfRange(args, 7, args.length));
		Thread sync = new Thread(
				() -> node.getBean(WorkspaceSync.class).run(List.of(new SyncTarget(agency, synced)), Duration.ZERO),
				"killable-sync");
		Thread submit = new Thread(() -> {
			TestTenants.signIn(admin);
			node.getBean(ScanService.class).submit(scanned, SyncedWorkspace.scanInput(), false);
		}, "killable-scan");
		Thread run = new Thread(() -> {
			TestTenants.signIn(admin);
			node.getBean(CampaignService.class).runNow(campaigned, campaign, false);
		}, "killable-campaign-run");
		sync.start();
		submit.start();
		run.start();
		System.out.println(READY);
		sync.join();
		submit.join();
		run.join();
		// reached only when the test failed to kill the node in time
		System.out.println("KILLABLE NODE FINISHED ITS JOBS");
		node.close();
	}

}
