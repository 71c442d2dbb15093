package app.locus.tenancy;

import java.time.Clock;
import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.RandomToken;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.security.SiteResolver;
import app.locus.tenancy.HostVerifier.Check;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Propagation;
import org.springframework.transaction.annotation.Transactional;

/**
 * The host names that lead to an agency's white-label portal (DD070). Agency admins add
 * and remove their own; a host name belongs to one agency at most, and the platform's own
 * hosts belong to none. A host leads to its agency only once verified: its owner
 * publishes the host's token and the admin asks for a check (DD113).
 */
@Service
@Transactional(readOnly = true)
public class HostNameService {

	/** An agency needs only a few; the limit keeps a mistake from filling the table. */
	static final int MAX_HOSTS = 20;

	private final WorkspaceAccess access;

	private final AgencyRepository agencies;

	private final SiteResolver sites;

	private final HostVerifier verifier;

	private final AuditLog audit;

	private final Clock clock;

	HostNameService(WorkspaceAccess access, AgencyRepository agencies, SiteResolver sites, HostVerifier verifier,
			AuditLog audit, Clock clock) {
		this.access = access;
		this.agencies = agencies;
		this.sites = sites;
		this.verifier = verifier;
		this.audit = audit;
		this.clock = clock;
	}

	/**
	 * The host names of the admin's agency with their verification. Agency admins only.
	 */
	public List<AgencyHost> hosts() {
		return agencies.hosts(access.requireAgencyAdmin());
	}

	/**
	 * Adds a host name to the admin's agency, pending verification. Agency admins only.
	 * @return the host with the token to publish
	 * @throws ValidationException (field {@code host}) for a malformed, taken or platform
	 * host name
	 */
	@Transactional
	public AgencyHost add(String host) {
		AgencyId agency = access.requireAgencyAdminWrite();
		HostName name = HostName.parse(host, "host");
		Validation validation = new Validation();
		validation.check(!sites.resolve(name.value()).platformHost(), "host",
				"This host name belongs to the platform itself.");
		validation.check(!agencies.hostTaken(name.value()), "host", "This host name is already in use.");
		validation.check(agencies.hosts(agency).size() < MAX_HOSTS, "host",
				"An agency can have at most " + MAX_HOSTS + " host names.");
		validation.throwIfInvalid();
		try {
			agencies.addHost(agency, name.value(), RandomToken.generate());
		}
		catch (DuplicateKeyException ex) {
			throw ValidationException.of("host", "This host name is already in use.");
		}
		audit.record(AuditEntry.success(agency, null, "hosting.host_added", name.value(), "pending verification"));
		return agencies.host(agency, name).orElseThrow();
	}

	/**
	 * Checks now whether the host's token is published (TXT record or well-known web
	 * address) and records the outcome: the host leads to the agency from a successful
	 * check on, and no longer after a failed one. Agency admins only. Runs outside a
	 * database transaction, since it waits for the DNS and the web.
	 */
	@Transactional(propagation = Propagation.NOT_SUPPORTED)
	public AgencyHost verify(String host) {
		AgencyId agency = access.requireAgencyAdminWrite();
		HostName name = HostName.parse(host, "host");
		AgencyHost current = agencies.host(agency, name).orElseThrow(() -> new NotFoundException("host name"));
		Check check = verifier.check(current);
		agencies.recordCheck(agency, name, check.verified(), check.result(), clock.instant());
		sites.forgetHosts();
		audit.record(new AuditEntry(agency, null, "hosting.host_verified", name.value(),
				check.verified() ? Outcome.SUCCESS : Outcome.FAILURE, check.result()));
		return agencies.host(agency, name).orElseThrow();
	}

	/** Removes a host name of the admin's agency. Agency admins only. */
	@Transactional
	public void remove(String host) {
		AgencyId agency = access.requireAgencyAdminWrite();
		HostName name = HostName.parse(host, "host");
		if (!agencies.removeHost(agency, name)) {
			throw new NotFoundException("host name");
		}
		sites.forgetHosts();
		audit.record(AuditEntry.success(agency, null, "hosting.host_removed", name.value(), null));
	}

}
