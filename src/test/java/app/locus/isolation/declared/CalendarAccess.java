package app.locus.isolation.declared;

import app.locus.base.Role;
import app.locus.calendar.CalendarService;
import app.locus.calendar.SystemPlannedRuns;
import app.locus.isolation.FeatureAccess;

/**
 * A workspace's calendar is everyone's of the workspace; the agency calendar spans every
 * workspace and is for account managers and admins.
 */
class CalendarAccess extends FeatureAccess {

	CalendarAccess() {
		super("app.locus.calendar");
		service(CalendarService.class).read("entries")
			.agency(Role.ACCOUNT_MANAGER, "agencyEntries", "agencyPlannedRuns")
			.agency(Role.CLIENT_VIEWER, "today", "zone");
		service(SystemPlannedRuns.class).system(
				"the credits alert's round reads every agency's planned runs, " + "run by the system (DD152)",
				"plannedRuns");
		route("w/:workspaceId/calendar", Role.CLIENT_VIEWER);
		route("agency/calendar", Role.ACCOUNT_MANAGER);
	}

}
