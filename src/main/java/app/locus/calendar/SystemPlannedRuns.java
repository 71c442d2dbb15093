package app.locus.calendar;

import java.time.Clock;
import java.time.LocalDate;
import java.time.ZoneId;
import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.calendar.repository.CalendarReadRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The calendar's planned runs read by the system, for a background round that acts on
 * nobody's behalf (the credits alert, DD152): the same runs an agency admin's
 * {@link CalendarService#agencyPlannedRuns} counts, with no person's checks. Views never
 * call it (an ArchUnit rule); a person's read stays {@link CalendarService}'s.
 */
@Service
@Transactional(readOnly = true)
public class SystemPlannedRuns {

	private final CalendarReadRepository query;

	private final AgencyZoneRepository zones;

	private final Clock clock;

	public SystemPlannedRuns(CalendarReadRepository query, AgencyZoneRepository zones, Clock clock) {
		this.query = query;
		this.zones = zones;
		this.clock = clock;
	}

	/**
	 * The runs still planned from today to {@code to}, inclusive, of every active
	 * workspace of the agency, in no particular order (dates in the agency's zone).
	 */
	public List<CalendarEntry> plannedRuns(AgencyId agency, LocalDate to) {
		List<WorkspaceId> active = query.activeWorkspaces(agency);
		if (active.isEmpty()) {
			return List.of();
		}
		ZoneId zone = zones.of(agency);
		return CalendarService.plannedRuns(query, active, zone, clock, to);
	}

}
