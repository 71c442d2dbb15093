package app.locus.businessprofile;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import app.locus.audit.AuditEntry;
import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditLog;
import app.locus.base.ForbiddenException;
import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.Proposal.Status;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.security.LocusUser;
import app.locus.tenancy.Role;
import app.locus.tenancy.WorkspaceAccess;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.ConfirmationPhrase;
import app.locus.upstream.api.PlaceId;
import org.springframework.stereotype.Service;

/**
 * Client approval of business-profile changes. When an agency admin requires it for a
 * workspace, an account manager's change becomes a proposal; the client viewer approves
 * (which sends it, with the phrase typed by the approver when it is destructive) or
 * rejects it (nothing changes). Proposals expire; a proposal whose data changed since is
 * not sent but re-checked and needs a fresh approval. Everything is audited.
 */
@Service
public class ClientApprovalService {

	/** How long a proposal waits for the client. */
	public static final Duration EXPIRES_AFTER = Duration.ofDays(7);

	private static final int COMMENT_MAX = 2000;

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

	/** Whether this person's changes become proposals (a manager, approval required). */
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
	 * Keeps a manager's change as a proposal, with a snapshot of what it touches now. No
	 * phrase is asked here: the approver types it.
	 */
	public Proposal propose(WorkspaceId workspace, String placeId, ProfileChange change) {
		LocusUser user = access.requireWrite(workspace);
		PlaceId place = profiles.linked(workspace, placeId);
		Instant now = clock.instant();
		Proposal proposal = new Proposal(OpaqueId.next(), place.value(), change.area(), change.operation(), change,
				change.describe(), profiles.snapshot(workspace, place, change), user.email(), now,
				now.plus(EXPIRES_AFTER), Status.PENDING, null, null, null);
		proposals.insert(user.agencyId(), workspace, user.id().value(), proposal);
		record(user, workspace, "gbp.proposal.created", proposal, Outcome.SUCCESS, proposal.preview());
		return proposal;
	}

	/** Proposals of the workspace, newest first, after expiring overdue ones. */
	public List<Proposal> proposals(WorkspaceId workspace, boolean pendingOnly) {
		LocusUser user = access.requireRead(workspace);
		expireOverdue(user, workspace);
		return proposals.list(user.agencyId(), workspace, pendingOnly);
	}

	/**
	 * Approves and sends a pending proposal.
	 * @param typedPhrase the approver's phrase for a destructive change
	 * @throws StaleProposalException when what it touches changed since; nothing was sent
	 * and the proposal must be approved again
	 * @throws UpstreamException.ConfirmationRequired when the phrase does not match;
	 * nothing was sent, the proposal stays pending
	 */
	public void approve(WorkspaceId workspace, String proposalId, String typedPhrase, String comment) {
		LocusUser user = approver(workspace);
		String note = comment(comment);
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
		try {
			profiles.send(user, workspace, place, proposal.change(), typedPhrase);
		}
		catch (UpstreamException.ConfirmationRequired ex) {
			throw ex;
		}
		catch (UpstreamException | ProfileWriteRefusedException ex) {
			settle(user, workspace, proposal, Status.FAILED, note, Outcome.FAILURE, ex.getMessage());
			throw ex;
		}
		settle(user, workspace, proposal, Status.APPROVED, note, Outcome.SUCCESS, note);
	}

	/** Rejects a pending proposal; nothing is sent. */
	public void reject(WorkspaceId workspace, String proposalId, String comment) {
		LocusUser user = approver(workspace);
		String note = comment(comment);
		Proposal proposal = pending(user, workspace, proposalId);
		settle(user, workspace, proposal, Status.REJECTED, note, Outcome.SUCCESS, note);
	}

	private LocusUser approver(WorkspaceId workspace) {
		LocusUser user = access.requireRead(workspace);
		if (user.role() != Role.CLIENT_VIEWER && user.role() != Role.AGENCY_ADMIN) {
			throw new ForbiddenException("Only the client (or an agency admin) decides on proposals.");
		}
		return user;
	}

	private Proposal pending(LocusUser user, WorkspaceId workspace, String proposalId) {
		expireOverdue(user, workspace);
		Proposal proposal = proposals.find(user.agencyId(), workspace, proposalId == null ? "" : proposalId)
			.orElseThrow(() -> new NotFoundException("proposal"));
		if (proposal.status() != Status.PENDING) {
			throw ValidationException.of("proposal",
					"This proposal is " + proposal.status().name().toLowerCase() + " and can no longer be decided.");
		}
		return proposal;
	}

	private void expireOverdue(LocusUser user, WorkspaceId workspace) {
		Instant now = clock.instant();
		for (Proposal overdue : proposals.overdue(user.agencyId(), workspace, now)) {
			if (proposals.decide(user.agencyId(), workspace, overdue.id(), Status.EXPIRED, null, null, now)) {
				record(user, workspace, "gbp.proposal.expired", overdue, Outcome.SUCCESS, overdue.preview());
			}
		}
	}

	private void settle(LocusUser user, WorkspaceId workspace, Proposal proposal, Status status, String comment,
			Outcome outcome, String details) {
		if (!proposals.decide(user.agencyId(), workspace, proposal.id(), status, user.email(), comment,
				clock.instant())) {
			throw ValidationException.of("proposal", "This proposal was decided meanwhile.");
		}
		record(user, workspace, "gbp.proposal." + status.name().toLowerCase(), proposal, outcome, details);
	}

	private static String comment(String comment) {
		if (comment == null || comment.isBlank()) {
			return null;
		}
		Validation validation = new Validation();
		String text = validation.text(comment, "comment", "Comment", COMMENT_MAX);
		validation.throwIfInvalid();
		return text;
	}

	private void record(LocusUser user, WorkspaceId workspace, String action, Proposal proposal, Outcome outcome,
			String details) {
		audit.record(new AuditEntry(user.agencyId(), workspace, action, proposal.id() + " " + proposal.operation(),
				outcome, details));
	}

}
