package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.isolation.Declared.Outcome;
import app.locus.isolation.FeatureAccess;
import app.locus.reports.HeatmapPaletteService;
import app.locus.reports.ReportLinks;
import app.locus.reports.ReportService;
import app.locus.reports.ScanComparisonService;

/**
 * Stored reports: everyone of the workspace reads, compares and exports them; a sync
 * calls the service (account managers and up); whether portals link to the vendor's
 * dashboard is an agency admin's setting; everyone chooses their own heatmap colours.
 */
class ReportsAccess extends FeatureAccess {

	private static final String FILTER = "a filter by a place this workspace has no reports of finds none";

	ReportsAccess() {
		super("app.locus.reports");
		service(ReportService.class)
			.read("gallery", "galleryAfter", "count", "galleryStart", "galleryCsv", "galleryPlaces", "galleryBatches",
					"detail", "detailWithDataPoints", "competitorCsv", "campaignRuns", "campaignScans", "newestScans")
			.write("syncNow")
			.withForeignIds("gallery", Outcome.EMPTY, FILTER)
			.withForeignIds("galleryAfter", Outcome.EMPTY, FILTER)
			.withForeignIds("count", Outcome.EMPTY, FILTER)
			.withForeignIds("galleryStart", Outcome.ALLOWED,
					FILTER + " (a count of 0 and no card); the answer is searched for the other tenant's markers")
			.withForeignIds("galleryCsv", Outcome.ALLOWED,
					"a filter by another workspace's place exports no row "
							+ "(only the header); the answer is searched for the other tenant's markers")
			.withForeignIds("campaignRuns", Outcome.EMPTY, "another workspace's campaign has no runs in this one")
			.withForeignIds("campaignScans", Outcome.EMPTY, "another workspace's campaign has no scans in this one");
		service(ScanComparisonService.class).read("candidates", "compare");
		// everyone reads and chooses their own heatmap colours (DD226)
		service(HeatmapPaletteService.class).agency(Role.CLIENT_VIEWER, "mine", "choose");
		service(ReportLinks.class).read("dashboardLink")
			.withForeignIds("dashboardLink", Outcome.ALLOWED,
					"only builds the vendor dashboard's address of the key given (which signs in on its own); no "
							+ "stored report is read");
		route("w/:workspaceId/reports", Role.CLIENT_VIEWER);
		route("w/:workspaceId/reports/:type/:reportKey", Role.CLIENT_VIEWER);
		route("w/:workspaceId/reports/:reportKey/compare/:otherKey", Role.CLIENT_VIEWER);
	}

}
