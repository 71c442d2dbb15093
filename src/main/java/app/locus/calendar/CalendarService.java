package app.locus.calendar;

import java.time.Clock;
import java.time.LocalDate;
import java.time.LocalDateTime;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.List;

import app.locus.base.ForbiddenException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.calendar.repository.CalendarReadRepository;
import app.locus.security.CurrentUser;
import app.locus.security.LocusUser;
import app.locus.tenancy.CostVisibility;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.tenancy.WorkspaceService;
import app.locus.tenancy.WorkspaceSummary;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Planned and past runs by day (campaigns and stored scheduled scans, never a call to the
 * service), for one workspace or across the user's workspaces, in the agency's time zone
 * with the injected clock (DD050).
 */
@Service
@Transactional(readOnly = true)
public class CalendarService {

	private final WorkspaceAccess access;

	private final CostVisibility costs;

	private final WorkspaceService workspaces;

	private final CurrentUser currentUser;

	private final CalendarReadRepository query;

	private final AgencyZoneRepository zones;

	private final Clock clock;

	public CalendarService(WorkspaceAccess access, CostVisibility costs, WorkspaceService workspaces,
			CurrentUser currentUser, CalendarReadRepository query, AgencyZoneRepository zones, Clock clock) {
		this.access = access;
		this.costs = costs;
		this.workspaces = workspaces;
		this.currentUser = currentUser;
		this.query = query;
		this.zones = zones;
		this.clock = clock;
	}

	/**
	 * Every run of the workspace between two local dates, inclusive; without credits for
	 * a person who may not see costs (DD159).
	 */
	public List<CalendarEntry> entries(WorkspaceId workspace, LocalDate from, LocalDate to) {
		LocusUser user = access.requireRead(workspace);
		List<CalendarEntry> entries = project(user, List.of(workspace), from, to);
		if (costs.shown(workspace)) {
			return entries;
		}
		return entries.stream().map(CalendarEntry::withoutCredits).toList();
	}

	/**
	 * Every run of every workspace the user may open (agency admins: all; account
	 * managers: their assigned ones) between two local dates, inclusive.
	 * @throws ForbiddenException for a client viewer
	 */
	public List<CalendarEntry> agencyEntries(LocalDate from, LocalDate to) {
		LocusUser user = requireAgencyStaff();
		List<WorkspaceId> visible = visibleWorkspaces();
		if (visible.isEmpty()) {
			return List.of();
		}
		return project(user, visible, from, to);
	}

	/**
	 * The runs still planned ({@link EntryStatus#SCHEDULED}) from today to {@code to},
	 * inclusive, of every workspace the user may open, in no particular order: the
	 * scheduled entries of {@link #agencyEntries} without the calendar's sorting, for the
	 * next run and the credits forecast (DD134).
	 * @throws ForbiddenException for a client viewer
	 */
	public List<CalendarEntry> agencyPlannedRuns(LocalDate to) {
		LocusUser user = requireAgencyStaff();
		List<WorkspaceId> visible = visibleWorkspaces();
		if (visible.isEmpty()) {
			return List.of();
		}
		return plannedRuns(query, visible, zones.of(user.agencyId()), clock, to);
	}

	/** Today in the agency's zone. */
	public LocalDate today() {
		return LocalDate.ofInstant(clock.instant(), zones.of(currentUser.require().agencyId()));
	}

	/** The zone the calendar's dates and times are in. */
	public ZoneId zone() {
		return zones.of(currentUser.require().agencyId());
	}

	private List<CalendarEntry> project(LocusUser user, List<WorkspaceId> scope, LocalDate from, LocalDate to) {
		ZoneId zone = zones.of(user.agencyId());
		return CalendarProjection.entries(plans(query, scope, zone), query.campaignRuns(scope, from, to),
				LocalDateTime.ofInstant(clock.instant(), zone), from, to);
	}

	/**
	 * The runs still planned from today (in {@code zone}) to {@code to} of the workspaces
	 * in scope: the person's read above and the system's ({@link SystemPlannedRuns})
	 * share it, so both count the same runs.
	 */
	static List<CalendarEntry> plannedRuns(CalendarReadRepository query, List<WorkspaceId> scope, ZoneId zone,
			Clock clock, LocalDate to) {
		List<Plan> scheduled = plans(query, scope, zone).stream()
			.filter(plan -> plan.status() == EntryStatus.SCHEDULED)
			.toList();
		return CalendarProjection.planned(scheduled, LocalDate.ofInstant(clock.instant(), zone), to);
	}

	private static List<Plan> plans(CalendarReadRepository query, List<WorkspaceId> scope, ZoneId zone) {
		List<Plan> plans = new ArrayList<>(query.campaigns(scope));
		plans.addAll(query.autoscans(scope, zone));
		return plans;
	}

	private LocusUser requireAgencyStaff() {
		LocusUser user = currentUser.require();
		if (user.role() == Role.CLIENT_VIEWER) {
			throw new ForbiddenException("The agency calendar is for agency admins and account managers.");
		}
		return user;
	}

	private List<WorkspaceId> visibleWorkspaces() {
		return workspaces.visibleWorkspaces().stream().map(WorkspaceSummary::id).toList();
	}

}
