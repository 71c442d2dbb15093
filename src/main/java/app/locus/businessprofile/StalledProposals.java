package app.locus.businessprofile;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.List;

import app.locus.audit.AuditEntry.Outcome;
import app.locus.audit.AuditEntry;
import app.locus.audit.AuditLog;
import app.locus.base.AgencyId;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.Proposal.Status;
import app.locus.businessprofile.repository.ProposalRepository;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.api.LocalVisibilityClient;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.gbp.GbpClient;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.springframework.beans.factory.annotation.Value;
import org.springframework.stereotype.Component;

/**
 * Settles proposals left {@code SENDING} by a node that stopped between the claim and its
 * outcome (DD193), in the workspace sync, for no person. Once the claim is older than
 * {@code locus.gbp.sending-lease} (default 10 minutes; a send takes seconds) the profile
 * is read: the change is there ({@code APPROVED}), what it touches is as it was before
 * the send ({@code FAILED}: nothing changed, it may be proposed again), or something else
 * changed ({@code UNKNOWN}: a person checks). It is never sent again: a destructive write
 * is not repeated without a person. A profile that cannot be read now is tried at the
 * next round.
 */
@Component
public class StalledProposals {

	private static final Logger log = LoggerFactory.getLogger(StalledProposals.class);

	static final String SYSTEM = "Locus (the node sending it stopped)";

	private final ProposalRepository proposals;

	private final GbpClient gbp;

	private final ProfileSnapshots snapshots;

	private final AuditLog audit;

	private final Clock clock;

	private final Duration lease;

	StalledProposals(ProposalRepository proposals, LocalVisibilityClient client, AuditLog audit, Clock clock,
			@Value("${locus.gbp.sending-lease:PT10M}") Duration lease) {
		this.proposals = proposals;
		this.gbp = client.gbp();
		this.snapshots = new ProfileSnapshots(gbp);
		this.audit = audit;
		this.clock = clock;
		this.lease = lease;
	}

	/** Claims older than this are left by a node that stopped. */
	public Instant stalledBefore() {
		return clock.instant().minus(lease);
	}

	/** Settles the workspace's stalled proposals; what each became. */
	public List<Status> settle(AgencyId agency, WorkspaceId workspace) {
		return proposals.stalled(agency, workspace, stalledBefore())
			.stream()
			.map(proposal -> settleOne(agency, workspace, proposal))
			.toList();
	}

	private Status settleOne(AgencyId agency, WorkspaceId workspace, Proposal stalled) {
		Status found;
		try {
			found = found(workspace, stalled);
		}
		catch (UpstreamException ex) {
			log.warn("Stalled proposal {} of workspace {}: the profile could not be read; tried again later",
					stalled.id(), workspace, ex);
			return Status.SENDING;
		}
		String comment = switch (found) {
			case APPROVED -> "The change is on the profile.";
			case FAILED -> "The change did not reach the profile; nothing was changed. Propose it again if needed.";
			default -> "The profile changed, but not as proposed. Check the profile before proposing it again.";
		};
		if (proposals.move(agency, workspace, stalled.id(), Status.SENDING, found, SYSTEM, comment, clock.instant())) {
			audit.record(new AuditEntry(agency, workspace, "gbp.proposal.recovered",
					stalled.id() + " " + stalled.operation(),
					found == Status.APPROVED ? Outcome.SUCCESS
							: found == Status.FAILED ? Outcome.FAILURE : Outcome.UNKNOWN,
					"left sending by a stopped node; now " + found + ": " + comment));
		}
		return found;
	}

	/** What the profile shows of the proposal now. */
	private Status found(WorkspaceId workspace, Proposal stalled) {
		PlaceId place = PlaceId.of(stalled.placeId());
		List<FieldChange> left = stalled.change().changes(new LiveProfile(gbp, workspace, place));
		if (left.stream().allMatch(change -> change.before().equals(change.after()))) {
			return Status.APPROVED;
		}
		String now = snapshots.of(workspace, place, stalled.change().area(), stalled.change().itemId());
		return now.equals(stalled.snapshot()) ? Status.FAILED : Status.UNKNOWN;
	}

}
