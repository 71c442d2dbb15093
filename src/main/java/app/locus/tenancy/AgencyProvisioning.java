package app.locus.tenancy;

import java.time.Clock;
import java.util.List;
import java.util.Optional;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.RandomToken;
import app.locus.base.UserId;
import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.security.SiteResolver;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Sets up agencies outside any signed-in session: demo data, and later an operator's
 * tooling. It checks no current user, so views must never call it (an ArchUnit rule keeps
 * it so). Everything it writes is validated like the admin screens and audited as
 * "system".
 */
@Service
public class AgencyProvisioning {

	private final AgencyRepository agencies;

	private final WorkspaceService workspaces;

	private final UserService users;

	private final AuditLog audit;

	private final Clock clock;

	private final SiteResolver sites;

	AgencyProvisioning(AgencyRepository agencies, WorkspaceService workspaces, UserService users, AuditLog audit,
			Clock clock, SiteResolver sites) {
		this.sites = sites;
		this.agencies = agencies;
		this.workspaces = workspaces;
		this.users = users;
		this.audit = audit;
		this.clock = clock;
	}

	/** Whether the database holds no agency at all yet. */
	@Transactional(readOnly = true)
	public boolean noAgencyYet() {
		return !agencies.anyExists();
	}

	/**
	 * Creates an agency with its branding and its host names, pending verification like
	 * an admin's (DD113).
	 */
	@Transactional
	public AgencyId createAgency(String name, String displayName, String primaryColour, List<String> hosts) {
		Validation validation = new Validation();
		String validName = validation.text(name, "name", "Name", 120);
		validation.check(validName == null || !agencies.nameTaken(validName), "name",
				"Another agency already has this name.");
		String validDisplayName = validation.text(displayName, "displayName", "Display name",
				BrandingService.DISPLAY_NAME_MAX);
		Optional<BrandColour> colour = BrandColour.parse(primaryColour);
		validation.check(colour.isPresent(), "primaryColour", "Enter the colour as # and six hex digits.");
		validation.check(colour.isEmpty() || colour.get().readsOnWhite(), "primaryColour",
				colour.map(BrandColour::tooLightMessage).orElse(""));
		List<HostName> validHosts = hosts.stream()
			.map(host -> validation.value(() -> HostName.parse(host, "hosts")))
			.filter(host -> host != null)
			.toList();
		validHosts.forEach(host -> validation.check(!agencies.hostTaken(host.value()), "hosts",
				"Host " + host + " is already in use."));
		validation.throwIfInvalid();

		AgencyId id = AgencyId.random();
		agencies.insert(id, validName, new Branding(id, validDisplayName, colour.orElseThrow(), false),
				clock.instant());
		validHosts.forEach(host -> agencies.addHost(id, host.value(), RandomToken.generate()));
		audit.record(AuditEntry.success(id, null, "agency.created", validName,
				"hosts: " + String.join(", ", validHosts.stream().map(HostName::value).toList())));
		return id;
	}

	/**
	 * Marks one of the agency's host names verified without a check: the platform
	 * operator vouches for it (the demo's {@code *.localhost} hosts, which no DNS or web
	 * check can reach).
	 * @throws NotFoundException when the agency has no such host name
	 */
	@Transactional
	public void confirmHost(AgencyId agency, String host) {
		HostName name = HostName.parse(host, "host");
		agencies.host(agency, name).orElseThrow(() -> new NotFoundException("host name"));
		agencies.recordCheck(agency, name, true, "Confirmed by the platform operator.", clock.instant());
		sites.forgetHosts();
		audit.record(AuditEntry.success(agency, null, "hosting.host_confirmed", name.value(), null));
	}

	/**
	 * Shows or hides the "Powered by Locus" line on the agency's pages: the platform
	 * operator's switch (DD072), never an agency admin's.
	 */
	@Transactional
	public void showPoweredBy(AgencyId agency, boolean visible) {
		agencies.setPoweredByVisible(agency, visible);
		audit.record(AuditEntry.success(agency, null, "agency.powered_by", visible ? "shown" : "hidden", null));
	}

	/** Creates a workspace in the agency. */
	@Transactional
	public WorkspaceId createWorkspace(AgencyId agency, String name) {
		return workspaces.create(agency, name);
	}

	/** Creates a user in the agency, with the same rules as an admin's "new user". */
	@Transactional
	public UserId createUser(AgencyId agency, NewUser user) {
		return users.create(agency, user);
	}

	/**
	 * Creates a demo user with its published password, which may not meet today's
	 * {@link PasswordPolicy} (DD107): only the demo data calls this.
	 */
	@Transactional
	public UserId createDemoUser(AgencyId agency, NewUser user) {
		return users.create(agency, user, false);
	}

}
