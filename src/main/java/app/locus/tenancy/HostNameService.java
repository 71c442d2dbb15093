package app.locus.tenancy;

import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.security.SiteResolver;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.dao.DuplicateKeyException;
import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The host names that lead to an agency's white-label portal (DD070). Agency admins add
 * and remove their own; a host name belongs to one agency at most, and the platform's own
 * hosts belong to none.
 */
@Service
@Transactional(readOnly = true)
public class HostNameService {

	/** An agency needs only a few; the limit keeps a mistake from filling the table. */
	static final int MAX_HOSTS = 20;

	private final WorkspaceAccess access;

	private final AgencyRepository agencies;

	private final SiteResolver sites;

	private final AuditLog audit;

	HostNameService(WorkspaceAccess access, AgencyRepository agencies, SiteResolver sites, AuditLog audit) {
		this.access = access;
		this.agencies = agencies;
		this.sites = sites;
		this.audit = audit;
	}

	/** The host names of the admin's agency. Agency admins only. */
	public List<HostName> hosts() {
		return agencies.hosts(access.requireAgencyAdmin());
	}

	/**
	 * Adds a host name to the admin's agency. Agency admins only.
	 * @throws ValidationException (field {@code host}) for a malformed, taken or platform
	 * host name
	 */
	@Transactional
	public HostName add(String host) {
		AgencyId agency = access.requireAgencyAdmin();
		HostName name = HostName.parse(host, "host");
		Validation validation = new Validation();
		validation.check(!sites.resolve(name.value()).platformHost(), "host",
				"This host name belongs to the platform itself.");
		validation.check(!agencies.hostTaken(name.value()), "host", "This host name is already in use.");
		validation.check(agencies.hosts(agency).size() < MAX_HOSTS, "host",
				"An agency can have at most " + MAX_HOSTS + " host names.");
		validation.throwIfInvalid();
		try {
			agencies.addHost(agency, name.value());
		}
		catch (DuplicateKeyException ex) {
			throw ValidationException.of("host", "This host name is already in use.");
		}
		sites.forgetHosts();
		audit.record(AuditEntry.success(agency, null, "hosting.host_added", name.value(), null));
		return name;
	}

	/** Removes a host name of the admin's agency. Agency admins only. */
	@Transactional
	public void remove(String host) {
		AgencyId agency = access.requireAgencyAdmin();
		HostName name = HostName.parse(host, "host");
		if (!agencies.removeHost(agency, name)) {
			throw new NotFoundException("host name");
		}
		sites.forgetHosts();
		audit.record(AuditEntry.success(agency, null, "hosting.host_removed", name.value(), null));
	}

}
