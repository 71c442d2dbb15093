package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.clientreports.ClientReportFiles;
import app.locus.clientreports.ClientReportScheduleService;
import app.locus.clientreports.ClientReportService;
import app.locus.isolation.FeatureAccess;

/**
 * Client reports (DD146, DD147): everyone of the workspace, client viewers included,
 * reads the template and the history and downloads the PDFs; managers and admins save the
 * template, make a report now, and read and change the schedule and its contacts (client
 * viewers never see who the reports are mailed to). A shared PDF is read by the share
 * link's page without a person (DD158).
 */
class ClientReportsAccess extends FeatureAccess {

	ClientReportsAccess() {
		super("app.locus.clientreports");
		service(ClientReportService.class).read("template", "history", "entry", "download")
			.write("saveTemplate", "generateNow");
		service(ClientReportFiles.class).system(
				"read for a share link's page only after ShareService.open checked its token, expiry and host (DD158)",
				"sharedFile");
		service(ClientReportScheduleService.class).write("schedule", "defaultZone", "saveSchedule", "deleteSchedule",
				"contacts", "saveContacts", "runNow");
		service("app.locus.clientreports.ScheduledReports")
			.system("the schedule tick, run by the system for every due schedule", "runDue");
		route("w/:workspaceId/client-reports", Role.CLIENT_VIEWER);
	}

}
