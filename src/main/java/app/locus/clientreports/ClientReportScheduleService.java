package app.locus.clientreports;

import java.time.Clock;
import java.time.DateTimeException;
import java.time.Instant;
import java.time.ZoneId;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import app.locus.base.Counted;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.EmailAddress;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.base.mail.Mailer;
import app.locus.calendar.repository.AgencyZoneRepository;
import app.locus.clientreports.repository.ScheduleRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The schedule that mails a workspace's client report to the client's contacts (DD147),
 * and those contacts: managers and admins read and change them and run the report now;
 * client viewers have no part in it. Every change is audited.
 */
@Service
@Transactional(readOnly = true)
public class ClientReportScheduleService {

	/** Addresses a report goes to at most: a client's team, not a mailing list. */
	public static final int CONTACTS_MAX = 20;

	private final WorkspaceAccess access;

	private final ScheduleRepository schedules;

	private final ClientReportMaker maker;

	private final ReportMailing mailing;

	private final AgencyZoneRepository zones;

	private final AuditLog audit;

	private final Clock clock;

	ClientReportScheduleService(WorkspaceAccess access, ScheduleRepository schedules, ClientReportMaker maker,
			ReportMailing mailing, AgencyZoneRepository zones, AuditLog audit, Clock clock) {
		this.access = access;
		this.schedules = schedules;
		this.maker = maker;
		this.mailing = mailing;
		this.zones = zones;
		this.audit = audit;
		this.clock = clock;
	}

	public Optional<ReportSchedule> schedule(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return schedules.find(user.agencyId(), workspace);
	}

	/** The zone a new schedule starts with: the agency's. */
	public ZoneId defaultZone(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return zones.of(user.agencyId());
	}

	/**
	 * Checks and saves the schedule; its next run is the first after now.
	 * @throws ValidationException naming each refused field; nothing is saved then
	 */
	@Transactional
	public ReportSchedule saveSchedule(WorkspaceId workspace, ScheduleInput input) {
		LocusUser user = access.requireWrite(workspace);
		ScheduleRule rule = valid(input);
		Instant now = clock.instant();
		Instant next = rule.nextAfter(now);
		schedules.save(user.agencyId(), workspace, rule, next, user.id(), now);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "clientreports.schedule.save", workspace.value(),
				rule.describe()));
		return schedules.find(user.agencyId(), workspace).orElseThrow();
	}

	@Transactional
	public void deleteSchedule(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		if (schedules.delete(user.agencyId(), workspace)) {
			audit.record(AuditEntry.success(user.agencyId(), workspace, "clientreports.schedule.delete",
					workspace.value(), null));
		}
	}

	/** The client's addresses the scheduled report is mailed to. */
	public List<String> contacts(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		return schedules.contacts(user.agencyId(), workspace);
	}

	/**
	 * Replaces the contacts with these (trimmed, lower-case, each once).
	 * @throws ValidationException for a malformed address or too many
	 */
	@Transactional
	public List<String> saveContacts(WorkspaceId workspace, List<String> typed) {
		LocusUser user = access.requireWrite(workspace);
		List<String> emails = validContacts(typed);
		schedules.replaceContacts(user.agencyId(), workspace, emails, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "clientreports.contacts.save", workspace.value(),
				Counted.of(emails.size(), "contact", "contacts")));
		return emails;
	}

	/**
	 * Makes the report now, keeps it in the history and mails it to the contacts; the
	 * schedule's next run stays as it is.
	 * @throws ValidationException when the workspace has no contact to mail
	 */
	@Transactional
	public ClientReportEntry runNow(WorkspaceId workspace) {
		LocusUser user = access.requireWrite(workspace);
		List<String> contacts = schedules.contacts(user.agencyId(), workspace);
		if (contacts.isEmpty()) {
			throw ValidationException.of("contacts", "Add at least one contact to mail the report to.");
		}
		ClientReportMaker.Made made = maker.make(user.agencyId(), workspace, ClientReportEntry.Origin.MANUAL,
				user.id());
		Mailer.Delivery delivery = mailing.send(user.agencyId(), contacts, made);
		audit.record(AuditEntry.success(user.agencyId(), workspace, "clientreports.schedule.run_now",
				made.entry().id().value(),
				"mailed to " + Counted.of(contacts.size(), "contact", "contacts") + ", " + delivery));
		return made.entry();
	}

	static ScheduleRule valid(ScheduleInput input) {
		Validation validation = new Validation();
		Frequency frequency = input.frequency();
		validation.check(frequency != null, "frequency", "Choose weekly or monthly.");
		validation.check(input.time() != null, "time", "Choose the time of day.");
		ZoneId zone = zone(input.zone(), validation);
		if (frequency == Frequency.WEEKLY) {
			validation.check(input.weekday() != null, "weekday", "Choose the weekday.");
		}
		if (frequency == Frequency.MONTHLY) {
			validation.check((input.weekday() == null) != (input.dayOfMonth() == null), "dayOfMonth",
					"Choose either a day of the month or the month's first weekday.");
			Integer day = input.dayOfMonth();
			validation.check(day == null || (day >= 1 && day <= ScheduleRule.LAST_DAY_OF_MONTH), "dayOfMonth",
					"The day of the month must be from 1 to " + ScheduleRule.LAST_DAY_OF_MONTH
							+ " (every month has it).");
		}
		validation.throwIfInvalid();
		return new ScheduleRule(java.util.Objects.requireNonNull(frequency), input.weekday(),
				frequency == Frequency.WEEKLY ? null : input.dayOfMonth(),
				java.util.Objects.requireNonNull(input.time()), java.util.Objects.requireNonNull(zone));
	}

	private static @Nullable ZoneId zone(@Nullable String text, Validation validation) {
		if (text == null || text.isBlank() || !ZoneId.getAvailableZoneIds().contains(text.strip())) {
			validation.check(false, "zone", "Choose a time zone from the list.");
			return null;
		}
		try {
			return ZoneId.of(text.strip());
		}
		catch (DateTimeException ex) {
			validation.check(false, "zone", "Choose a time zone from the list.");
			return null;
		}
	}

	static List<String> validContacts(List<String> typed) {
		Validation validation = new Validation();
		Set<String> emails = new LinkedHashSet<>();
		List<String> refused = new ArrayList<>();
		for (String text : typed) {
			String email = EmailAddress.normalise(text);
			if (email.isEmpty()) {
				continue;
			}
			if (EmailAddress.isWellFormed(email)) {
				emails.add(email);
			}
			else {
				refused.add(Validation.excerpt(text.strip()));
			}
		}
		validation.check(refused.isEmpty(), "contacts", "Not an e-mail address: " + String.join(", ", refused) + ".");
		validation.check(emails.size() <= CONTACTS_MAX, "contacts",
				"A report goes to at most " + CONTACTS_MAX + " addresses.");
		validation.throwIfInvalid();
		return List.copyOf(emails);
	}

}
