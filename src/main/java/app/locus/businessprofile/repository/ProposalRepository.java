package app.locus.businessprofile.repository;

import static app.locus.db.Tables.GBP_APPROVAL_SETTING;
import static app.locus.db.Tables.GBP_PROPOSAL;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.ProfileArea;
import app.locus.businessprofile.ProfileChangeJson;
import app.locus.businessprofile.Proposal;
import app.locus.businessprofile.Proposal.Status;
import app.locus.db.tables.records.GbpProposalRecord;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/** Approval settings and proposals, always filtered by agency and workspace. */
@Repository
public class ProposalRepository {

	private final DSLContext db;

	ProposalRepository(DSLContext db) {
		this.db = db;
	}

	public boolean requiresApproval(AgencyId agency, WorkspaceId workspace) {
		return setting(agency, workspace, GBP_APPROVAL_SETTING.REQUIRE_APPROVAL);
	}

	public void setRequiresApproval(AgencyId agency, WorkspaceId workspace, boolean required, Instant now) {
		set(agency, workspace, GBP_APPROVAL_SETTING.REQUIRE_APPROVAL, required, now);
	}

	/**
	 * Whether replies to the workspace's reviews of one or two stars wait for the client.
	 */
	public boolean lowStarRepliesNeedApproval(AgencyId agency, WorkspaceId workspace) {
		return setting(agency, workspace, GBP_APPROVAL_SETTING.LOW_STAR_REPLIES);
	}

	public void setLowStarRepliesNeedApproval(AgencyId agency, WorkspaceId workspace, boolean required, Instant now) {
		set(agency, workspace, GBP_APPROVAL_SETTING.LOW_STAR_REPLIES, required, now);
	}

	/** One switch of the workspace's approval settings; off while none is saved. */
	private boolean setting(AgencyId agency, WorkspaceId workspace, Field<Boolean> column) {
		return db.select(column)
			.from(GBP_APPROVAL_SETTING)
			.where(GBP_APPROVAL_SETTING.AGENCY_ID.eq(agency.value())
				.and(GBP_APPROVAL_SETTING.WORKSPACE_ID.eq(workspace.value())))
			.fetchOptional(column)
			.orElse(false);
	}

	/**
	 * Sets one switch, the other staying as it is (off for a workspace without settings).
	 */
	private void set(AgencyId agency, WorkspaceId workspace, Field<Boolean> column, boolean on, Instant now) {
		db.insertInto(GBP_APPROVAL_SETTING)
			.set(GBP_APPROVAL_SETTING.WORKSPACE_ID, workspace.value())
			.set(GBP_APPROVAL_SETTING.AGENCY_ID, agency.value())
			.set(GBP_APPROVAL_SETTING.REQUIRE_APPROVAL, column.equals(GBP_APPROVAL_SETTING.REQUIRE_APPROVAL) && on)
			.set(GBP_APPROVAL_SETTING.LOW_STAR_REPLIES, column.equals(GBP_APPROVAL_SETTING.LOW_STAR_REPLIES) && on)
			.set(GBP_APPROVAL_SETTING.UPDATED_AT, DbTime.utc(now))
			.onDuplicateKeyUpdate()
			.set(column, on)
			.set(GBP_APPROVAL_SETTING.UPDATED_AT, DbTime.utc(now))
			.execute();
	}

	public void insert(AgencyId agency, WorkspaceId workspace, Proposal proposal) {
		db.insertInto(GBP_PROPOSAL)
			.set(GBP_PROPOSAL.ID, proposal.id())
			.set(GBP_PROPOSAL.AGENCY_ID, agency.value())
			.set(GBP_PROPOSAL.WORKSPACE_ID, workspace.value())
			.set(GBP_PROPOSAL.PLACE_ID, proposal.placeId())
			.set(GBP_PROPOSAL.AREA, proposal.area().name())
			.set(GBP_PROPOSAL.OPERATION, proposal.operation())
			.set(GBP_PROPOSAL.CHANGE_JSON, ProfileChangeJson.write(proposal.change()))
			.set(GBP_PROPOSAL.PREVIEW, proposal.preview())
			.set(GBP_PROPOSAL.SNAPSHOT, proposal.snapshot())
			.set(GBP_PROPOSAL.AUTHOR_ID, proposal.authorId())
			.set(GBP_PROPOSAL.AUTHOR_EMAIL, proposal.authorEmail())
			.set(GBP_PROPOSAL.AUTHOR_NOTE, proposal.authorNote())
			.set(GBP_PROPOSAL.CREATED_AT, DbTime.utc(proposal.createdAt()))
			.set(GBP_PROPOSAL.EXPIRES_AT, DbTime.utc(proposal.expiresAt()))
			.set(GBP_PROPOSAL.STATUS, proposal.status().name())
			.execute();
	}

	public Optional<Proposal> find(AgencyId agency, WorkspaceId workspace, String id) {
		return db.selectFrom(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.AGENCY_ID.eq(agency.value())
				.and(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()))
				.and(GBP_PROPOSAL.ID.eq(id)))
			.fetchOptional(ProposalRepository::proposal);
	}

	/** Newest first; pending ones or all. */
	public List<Proposal> list(AgencyId agency, WorkspaceId workspace, boolean pendingOnly) {
		var condition = GBP_PROPOSAL.AGENCY_ID.eq(agency.value()).and(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()));
		if (pendingOnly) {
			condition = condition.and(GBP_PROPOSAL.STATUS.eq(Status.PENDING.name()));
		}
		return db.selectFrom(GBP_PROPOSAL)
			.where(condition)
			.orderBy(GBP_PROPOSAL.CREATED_AT.desc())
			.limit(200)
			.fetch(ProposalRepository::proposal);
	}

	/** Pending proposals past their expiry. */
	public List<Proposal> overdue(AgencyId agency, WorkspaceId workspace, Instant now) {
		return db.selectFrom(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.AGENCY_ID.eq(agency.value())
				.and(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()))
				.and(GBP_PROPOSAL.STATUS.eq(Status.PENDING.name()))
				.and(GBP_PROPOSAL.EXPIRES_AT.le(DbTime.utc(now))))
			.fetch(ProposalRepository::proposal);
	}

	/**
	 * Proposals of every workspace claimed for a send before {@code before} and still
	 * {@code SENDING}: the node that claimed them stopped (DD193).
	 */
	public List<Proposal> stalled(AgencyId agency, WorkspaceId workspace, Instant before) {
		return db.selectFrom(GBP_PROPOSAL)
			.where(GBP_PROPOSAL.AGENCY_ID.eq(agency.value())
				.and(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()))
				.and(GBP_PROPOSAL.STATUS.eq(Status.SENDING.name()))
				.and(GBP_PROPOSAL.DECIDED_AT.lt(DbTime.utc(before))))
			.fetch(ProposalRepository::proposal);
	}

	/**
	 * Moves a proposal from one status to the next (settling it, or claiming it for a
	 * send); false when it was no longer in {@code from} (decided elsewhere meanwhile).
	 */
	public boolean move(AgencyId agency, WorkspaceId workspace, String id, Status from, Status to,
			@Nullable String byEmail, @Nullable String comment, Instant now) {
		return db.update(GBP_PROPOSAL)
			.set(GBP_PROPOSAL.STATUS, to.name())
			.set(GBP_PROPOSAL.DECIDED_BY_EMAIL, byEmail)
			.set(GBP_PROPOSAL.DECIDED_AT, DbTime.utc(now))
			.set(GBP_PROPOSAL.DECISION_COMMENT, comment)
			.where(GBP_PROPOSAL.AGENCY_ID.eq(agency.value())
				.and(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()))
				.and(GBP_PROPOSAL.ID.eq(id))
				.and(GBP_PROPOSAL.STATUS.eq(from.name())))
			.execute() == 1;
	}

	/** Keeps the fresh state of a stale proposal, which then needs a fresh approval. */
	public void resnapshot(AgencyId agency, WorkspaceId workspace, String id, String snapshot) {
		db.update(GBP_PROPOSAL)
			.set(GBP_PROPOSAL.SNAPSHOT, snapshot)
			.where(GBP_PROPOSAL.AGENCY_ID.eq(agency.value())
				.and(GBP_PROPOSAL.WORKSPACE_ID.eq(workspace.value()))
				.and(GBP_PROPOSAL.ID.eq(id)))
			.execute();
	}

	private static Proposal proposal(GbpProposalRecord row) {
		return new Proposal(row.getId(), row.getPlaceId(), ProfileArea.valueOf(row.getArea()), row.getOperation(),
				ProfileChangeJson.read(row.getChangeJson()), row.getPreview(), row.getSnapshot(), row.getAuthorId(),
				row.getAuthorEmail(), row.getAuthorNote(), DbTime.instant(row.getCreatedAt()),
				DbTime.instant(row.getExpiresAt()), Status.valueOf(row.getStatus()), row.getDecidedByEmail(),
				DbTime.instant(row.getDecidedAt()), row.getDecisionComment());
	}

}
