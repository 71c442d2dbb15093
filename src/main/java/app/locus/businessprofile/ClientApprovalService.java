package app.locus.businessprofile;

import java.time.Clock;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.Role;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.Proposal.Status;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Service;

/**
 * Client approval of business-profile changes. When an agency admin requires it for a
 * workspace, {@link BusinessProfileService#apply} turns the change of anyone but an
 * agency admin into a proposal; the client viewer (or an agency admin) approves it, which
 * sends it with the phrase typed by the approver when it is destructive, or rejects it
 * with a note (nothing changes). Its author may withdraw it while it is pending.
 * Proposals expire; a proposal whose data changed since is not sent but re-checked and
 * needs a fresh approval. Everything is audited.
 */
@Service
public class ClientApprovalService {

	private final WorkspaceAccess access;

	private final BusinessProfileService profiles;

	private final ProposalRepository proposals;

	private final AuditLog audit;

	private final Clock clock;

	ClientApprovalService(WorkspaceAccess access, BusinessProfileService profiles, ProposalRepository proposals,
			AuditLog audit, Clock clock) {
		this.access = access;
		this.profiles = profiles;
		this.proposals = proposals;
		this.audit = audit;
		this.clock = clock;
	}

	/** Whether managers' changes in this workspace wait for the client. */
	public boolean requiresApproval(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return proposals.requiresApproval(user.agencyId(), workspace);
	}

	/**
	 * Whether this person's changes would become proposals now; a hint for the editor
	 * only: {@link BusinessProfileService#apply} decides again when the change is sent.
	 */
	public boolean proposesChanges(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return user.role() == Role.ACCOUNT_MANAGER && proposals.requiresApproval(user.agencyId(), workspace);
	}

	/** Agency admins turn client approval on or off for a workspace. */
	public void setRequiresApproval(WorkspaceId workspace, boolean required) {
		LocusUser user = access.requireAdmin(workspace);
		proposals.setRequiresApproval(user.agencyId(), workspace, required, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "gbp.approval.setting", workspace.value(),
				"require client approval: " + required));
	}

	/**
	 * Whether replies to the workspace's reviews of one or two stars wait for the client,
	 * even when its other changes do not.
	 */
	public boolean lowStarRepliesNeedApproval(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		return proposals.lowStarRepliesNeedApproval(user.agencyId(), workspace);
	}

	/**
	 * Agency admins turn the client's rule for replies to poorly rated reviews on or off.
	 */
	public void setLowStarRepliesNeedApproval(WorkspaceId workspace, boolean required) {
		LocusUser user = access.requireAdmin(workspace);
		proposals.setLowStarRepliesNeedApproval(user.agencyId(), workspace, required, clock.instant());
		audit.record(AuditEntry.success(user.agencyId(), workspace, "gbp.approval.low_star_replies", workspace.value(),
				"replies to 1-2 star reviews wait for the client: " + required));
	}

	/** Proposals of the workspace, newest first, after expiring overdue ones. */
	public List<Proposal> proposals(WorkspaceId workspace, boolean pendingOnly) {
		LocusUser user = access.requireRead(workspace);
		expireOverdue(user, workspace);
		return proposals.list(user.agencyId(), workspace, pendingOnly);
	}

	/**
	 * What the proposal would change on the profile as it is now, field by field, in
	 * plain words.
	 */
	public List<FieldChange> changes(WorkspaceId workspace, String proposalId) {
		LocusUser user = access.requireRead(workspace);
		Proposal proposal = find(user, workspace, proposalId);
		return profiles.changes(workspace, PlaceId.of(proposal.placeId()), proposal.change());
	}

	/**
	 * Approves and sends a pending proposal: it is claimed first (so its author can no
	 * longer withdraw it), then sent once.
	 * @param typedPhrase the approver's phrase for a destructive change
	 * @throws ProposalClosedException when it is no longer pending (e.g. withdrawn)
	 * @throws StaleProposalException when what it touches changed since; nothing was sent
	 * and the proposal must be approved again
	 * @throws UpstreamException.ConfirmationRequired when the phrase does not match;
	 * nothing was sent, the proposal stays pending
	 */
	public void approve(WorkspaceId workspace, String proposalId, @Nullable String typedPhrase, @Nullable String note) {
		LocusUser user = approver(workspace);
		String text = Notes.optional(note, "note", "Note");
		Proposal proposal = pending(user, workspace, proposalId);
		ConfirmationPhrase phrase = proposal.change().phrase();
		if (phrase != null && !phrase.matches(typedPhrase)) {
			throw new UpstreamException.ConfirmationRequired(
					"Type " + phrase.phrase() + " to confirm; nothing was changed.");
		}
		PlaceId place = PlaceId.of(proposal.placeId());
		String now = profiles.snapshot(workspace, place, proposal.change());
		if (!now.equals(proposal.snapshot())) {
			proposals.resnapshot(user.agencyId(), workspace, proposal.id(), now);
			record(user, workspace, "gbp.proposal.stale", proposal, Outcome.DENIED,
					"changed since proposed; before: " + proposal.snapshot() + "; now: " + now);
			throw new StaleProposalException(proposal.snapshot(), now);
		}
		Proposal claimed = claim(user, workspace, proposal, text);
		try {
			profiles.sendApproved(user, workspace, claimed, typedPhrase);
		}
		catch (RuntimeException ex) {
			settle(user, workspace, claimed, Status.SENDING, Status.FAILED, text, Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		settle(user, workspace, claimed, Status.SENDING, Status.APPROVED, text, Outcome.SUCCESS,
				text == null ? "" : "note: " + text);
	}

	/**
	 * Rejects a pending proposal; nothing is sent. The note tells the agency why and is
	 * required.
	 */
	public void reject(WorkspaceId workspace, String proposalId, String note) {
		LocusUser user = approver(workspace);
		String text = Notes.required(note, "note", "A note for the agency");
		Proposal proposal = pending(user, workspace, proposalId);
		settle(user, workspace, proposal, Status.PENDING, Status.REJECTED, text, Outcome.SUCCESS, "note: " + text);
	}

	/**
	 * Takes back one's own pending proposal; nobody can approve it afterwards.
	 * @throws ForbiddenException for someone else's proposal
	 */
	public void withdraw(WorkspaceId workspace, String proposalId) {
		LocusUser user = access.requireWrite(workspace);
		expireOverdue(user, workspace);
		Proposal proposal = find(user, workspace, proposalId);
		if (!user.id().value().equals(proposal.authorId())) {
			record(user, workspace, "gbp.proposal.withdrawn", proposal, Outcome.DENIED, "not the author");
			throw new ForbiddenException("Only its author can withdraw a proposal.");
		}
		if (proposal.status() != Status.PENDING) {
			throw new ProposalClosedException(proposal.status());
		}
		settle(user, workspace, proposal, Status.PENDING, Status.WITHDRAWN, null, Outcome.SUCCESS, proposal.preview());
	}

	private LocusUser approver(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		if (user.role() != Role.CLIENT_VIEWER && user.role() != Role.AGENCY_ADMIN) {
			throw new ForbiddenException("Only the client (or an agency admin) decides on proposals.");
		}
		if (!access.inPerson()) {
			throw new ForbiddenException("A proposal is decided by a person signed in, never with an API token.");
		}
		return user;
	}

	private Proposal find(LocusUser user, WorkspaceId workspace, String proposalId) {
		return proposals.find(user.agencyId(), workspace, proposalId == null ? "" : proposalId)
			.orElseThrow(() -> new NotFoundException("proposal"));
	}

	private Proposal pending(LocusUser user, WorkspaceId workspace, String proposalId) {
		expireOverdue(user, workspace);
		Proposal proposal = find(user, workspace, proposalId);
		if (proposal.status() != Status.PENDING) {
			throw new ProposalClosedException(proposal.status());
		}
		return proposal;
	}

	/** PENDING to SENDING, or the typed error when someone else got there first. */
	private Proposal claim(LocusUser user, WorkspaceId workspace, Proposal proposal, @Nullable String note) {
		if (!proposals.move(user.agencyId(), workspace, proposal.id(), Status.PENDING, Status.SENDING, user.email(),
				note, clock.instant())) {
			throw new ProposalClosedException(find(user, workspace, proposal.id()).status());
		}
		return find(user, workspace, proposal.id());
	}

	private void expireOverdue(LocusUser user, WorkspaceId workspace) {
		Instant now = clock.instant();
		for (Proposal overdue : proposals.overdue(user.agencyId(), workspace, now)) {
			if (proposals.move(user.agencyId(), workspace, overdue.id(), Status.PENDING, Status.EXPIRED, null, null,
					now)) {
				record(user, workspace, "gbp.proposal.expired", overdue, Outcome.SUCCESS, overdue.preview());
			}
		}
	}

	private void settle(LocusUser user, WorkspaceId workspace, Proposal proposal, Status from, Status to,
			@Nullable String note, Outcome outcome, @Nullable String details) {
		if (!proposals.move(user.agencyId(), workspace, proposal.id(), from, to, user.email(), note, clock.instant())) {
			throw new ProposalClosedException(find(user, workspace, proposal.id()).status());
		}
		record(user, workspace, "gbp.proposal." + to.name().toLowerCase(Locale.ROOT), proposal, outcome, details);
	}

	private void record(LocusUser user, WorkspaceId workspace, String action, Proposal proposal, Outcome outcome,
			@Nullable String details) {
		audit.record(new AuditEntry(user.agencyId(), workspace, action, proposal.id() + " " + proposal.operation(),
				outcome, details));
	}

}
