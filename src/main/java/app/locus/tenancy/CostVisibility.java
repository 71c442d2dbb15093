package app.locus.tenancy;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.ForbiddenException;
import app.locus.base.PageRead;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.security.LocusUser;
import app.locus.tenancy.repository.AgencyRepository;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * Whether a person may see credits, costs and prices (DD159): agency staff always, client
 * viewers only when their agency allows it ("Clients may see credits and costs", off
 * until an agency admin turns it on). Services that read credits or costs ask here; views
 * ask here before they offer a cost column or line.
 */
@Service
@Transactional(readOnly = true)
public class CostVisibility {

	/** Why a client viewer is refused a credit or cost read. */
	public static final String REFUSAL = "Your agency does not share credits and costs with client viewers.";

	private final WorkspaceAccess access;

	private final AgencyRepository agencies;

	private final AuditLog audit;

	CostVisibility(WorkspaceAccess access, AgencyRepository agencies, AuditLog audit) {
		this.access = access;
		this.agencies = agencies;
		this.audit = audit;
	}

	/** Whether the current person may see the credits and costs of this workspace. */
	@PageRead
	public boolean shown(WorkspaceId workspace) {
		return shownTo(access.requireRead(workspace));
	}

	/**
	 * The current person, who may see the credits and costs of this workspace.
	 * @throws ForbiddenException for a client viewer whose agency does not allow it
	 */
	public LocusUser requireShown(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		if (!shownTo(user)) {
			throw new ForbiddenException(REFUSAL);
		}
		return user;
	}

	/** The current admin's agency setting. */
	public boolean clientsSeeCosts() {
		return agencies.clientsSeeCosts(access.requireAgencyAdmin());
	}

	/**
	 * Lets (or stops letting) the agency's client viewers see credits and costs. Admins
	 * only.
	 */
	@Transactional
	public void setClientsSeeCosts(boolean allowed) {
		AgencyId agency = access.requireAgencyAdminWrite();
		agencies.setClientsSeeCosts(agency, allowed);
		audit.record(AuditEntry.success(agency, null, "agency.clients-see-costs", agency.value(),
				allowed ? "client viewers see credits and costs" : "client viewers see no credits or costs"));
	}

	private boolean shownTo(LocusUser user) {
		return user.role() != Role.CLIENT_VIEWER || agencies.clientsSeeCosts(user.agencyId());
	}

}
