package app.locus.tenancy;

import java.time.ZoneId;
import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ValidationException;
import app.locus.tenancy.repository.AgencyRepository;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The time zone the agency works in: the calendars, scheduled runs, client report
 * schedules and credit forecasts read their days and times in it. UTC until an agency
 * admin chooses a zone; only region names (such as Europe/Berlin) are offered, because a
 * fixed offset would be wrong for half the year wherever clocks change.
 */
@Service
@Transactional(readOnly = true)
public class AgencyTimeZone {

	private static final String FIELD = "zone";

	private static final List<String> CHOICES = ZoneId.getAvailableZoneIds()
		.stream()
		.filter(id -> id.equals("UTC") || id
			.matches("(Africa|America|Antarctica|Asia|Atlantic|Australia|Europe" + "|Indian|Pacific)/[A-Za-z_/-]+"))
		.sorted()
		.toList();

	private final WorkspaceAccess access;

	private final AgencyRepository agencies;

	private final AuditLog audit;

	AgencyTimeZone(WorkspaceAccess access, AgencyRepository agencies, AuditLog audit) {
		this.access = access;
		this.agencies = agencies;
		this.audit = audit;
	}

	/** The zones an admin may choose from, by name. */
	public static List<String> choices() {
		return CHOICES;
	}

	/** The current admin's agency zone. */
	public String zone() {
		return agencies.timeZone(access.requireAgencyAdmin());
	}

	/**
	 * Sets the agency's zone. Admins only; the change is audited with the zone before.
	 * @throws ValidationException ({@code zone}) for anything not among
	 * {@link #choices()}; the stored zone stays
	 */
	@Transactional
	public void setZone(String zone) {
		AgencyId agency = access.requireAgencyAdminWrite();
		String chosen = zone == null ? "" : zone.strip();
		if (!CHOICES.contains(chosen)) {
			throw ValidationException.of(FIELD,
					"Choose a time zone from the list, such as Europe/Berlin or " + "America/New_York.");
		}
		String before = agencies.timeZone(agency);
		if (chosen.equals(before)) {
			return;
		}
		agencies.setTimeZone(agency, chosen);
		audit.record(AuditEntry.success(agency, null, "agency.time-zone", agency.value(),
				"from " + before + " to " + chosen));
	}

}
