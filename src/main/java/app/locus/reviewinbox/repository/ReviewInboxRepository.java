package app.locus.reviewinbox.repository;

import static app.locus.db.Tables.GBP_PROPOSAL;
import static app.locus.db.Tables.GBP_REVIEW;
import static app.locus.db.Tables.WORKSPACE;

import java.time.Instant;
import java.time.LocalDateTime;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.businessprofile.Proposal;
import app.locus.reviewinbox.InboxFilter;
import app.locus.reviewinbox.InboxLocation;
import app.locus.reviewinbox.InboxReview;
import app.locus.reviewinbox.ReplyState;
import app.locus.upstream.api.gbp.GbpReview;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Field;
import org.jooq.Record;
import org.jooq.SelectOnConditionStep;
import org.jooq.impl.DSL;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The stored reviews of every linked location (DD210): written by the workspace sync and
 * by a reply sent from the inbox, read by the inbox across the workspaces a person may
 * see. A reply waiting for the client is the pending proposal the row names.
 */
@Repository
public class ReviewInboxRepository {

	private static final int MAX_TEXT = 255;

	private final DSLContext db;

	ReviewInboxRepository(DSLContext db) {
		this.db = db;
	}

	/**
	 * Makes the stored reviews of one location exactly the listed ones, in one
	 * transaction: new ones added, known ones updated (a waiting proposal kept), vanished
	 * ones removed. Reviews without an id or a date are left out.
	 */
	@Transactional
	public void replaceLocation(AgencyId agency, WorkspaceId workspace, String placeId, @Nullable String locationName,
			List<GbpReview> reviews, Instant now) {
		// to the column's precision, so that the rows just written are not older than it
		LocalDateTime synced = Objects.requireNonNull(DbTime.utc(now.truncatedTo(ChronoUnit.MILLIS)));
		for (GbpReview review : reviews) {
			if (review.reviewId() == null || review.createTime() == null) {
				continue;
			}
			GbpReview.Reply reply = review.reply();
			String replyText = reply == null ? null : reply.comment();
			LocalDateTime repliedAt = reply == null ? null
					: DbTime.utc(Objects.requireNonNullElse(reply.updateTime(), now));
			db.insertInto(GBP_REVIEW)
				.set(GBP_REVIEW.WORKSPACE_ID, workspace.value())
				.set(GBP_REVIEW.PLACE_ID, placeId)
				.set(GBP_REVIEW.REVIEW_ID, review.reviewId())
				.set(GBP_REVIEW.AGENCY_ID, agency.value())
				.set(GBP_REVIEW.LOCATION_NAME, clip(locationName))
				.set(GBP_REVIEW.REVIEWER, clip(review.reviewer()))
				.set(GBP_REVIEW.STAR_RATING, review.starRating())
				.set(GBP_REVIEW.REVIEW_TEXT, review.comment())
				.set(GBP_REVIEW.CREATED_AT, DbTime.utc(review.createTime()))
				.set(GBP_REVIEW.REPLY_TEXT, replyText)
				.set(GBP_REVIEW.REPLIED_AT, repliedAt)
				.set(GBP_REVIEW.SYNCED_AT, synced)
				.onDuplicateKeyUpdate()
				.set(GBP_REVIEW.LOCATION_NAME, clip(locationName))
				.set(GBP_REVIEW.REVIEWER, clip(review.reviewer()))
				.set(GBP_REVIEW.STAR_RATING, review.starRating())
				.set(GBP_REVIEW.REVIEW_TEXT, review.comment())
				.set(GBP_REVIEW.CREATED_AT, DbTime.utc(review.createTime()))
				.set(GBP_REVIEW.REPLY_TEXT, replyText)
				.set(GBP_REVIEW.REPLIED_AT, repliedAt)
				.set(GBP_REVIEW.SYNCED_AT, synced)
				.execute();
		}
		db.deleteFrom(GBP_REVIEW)
			.where(inWorkspace(agency, workspace))
			.and(GBP_REVIEW.PLACE_ID.eq(placeId))
			.and(GBP_REVIEW.SYNCED_AT.lt(synced))
			.execute();
	}

	/** The ids of the location's reviews the copy holds. */
	public Set<String> reviewIds(AgencyId agency, WorkspaceId workspace, String placeId) {
		return Set.copyOf(db.select(GBP_REVIEW.REVIEW_ID)
			.from(GBP_REVIEW)
			.where(inWorkspace(agency, workspace))
			.and(GBP_REVIEW.PLACE_ID.eq(placeId))
			.fetch(GBP_REVIEW.REVIEW_ID));
	}

	/** Removes the reviews of locations that are no longer linked. */
	public void keepLocations(AgencyId agency, WorkspaceId workspace, Collection<String> placeIds) {
		Condition gone = placeIds.isEmpty() ? DSL.trueCondition() : GBP_REVIEW.PLACE_ID.notIn(placeIds);
		db.deleteFrom(GBP_REVIEW).where(inWorkspace(agency, workspace)).and(gone).execute();
	}

	/**
	 * One page of the reviews of these workspaces that pass the filter: unanswered first,
	 * then newest first.
	 * @param since the oldest creation time shown, or null for all
	 */
	public List<InboxReview> page(AgencyId agency, Collection<WorkspaceId> scope, InboxFilter filter,
			@Nullable Instant since, int offset, int limit) {
		List<Condition> where = new ArrayList<>();
		where.add(GBP_REVIEW.AGENCY_ID.eq(agency.value()));
		where.add(GBP_REVIEW.WORKSPACE_ID.in(scope.stream().map(WorkspaceId::value).toList()));
		if (filter.unansweredOnly()) {
			where.add(GBP_REVIEW.REPLIED_AT.isNull());
		}
		if (!filter.stars().isEmpty()) {
			where.add(GBP_REVIEW.STAR_RATING.in(filter.stars()));
		}
		WorkspaceId client = filter.client();
		if (client != null) {
			where.add(GBP_REVIEW.WORKSPACE_ID.eq(client.value()));
		}
		String placeId = filter.placeId();
		if (placeId != null) {
			where.add(GBP_REVIEW.PLACE_ID.eq(placeId));
		}
		if (since != null) {
			where.add(GBP_REVIEW.CREATED_AT.ge(DbTime.utc(since)));
		}
		return select().where(where)
			.orderBy(DSL.when(GBP_REVIEW.REPLIED_AT.isNull(), DSL.inline(0)).otherwise(DSL.inline(1)),
					GBP_REVIEW.CREATED_AT.desc(), GBP_REVIEW.REVIEW_ID)
			.limit(limit)
			.offset(offset)
			.fetch(ReviewInboxRepository::review);
	}

	/** One stored review of the workspace. */
	public Optional<InboxReview> find(AgencyId agency, WorkspaceId workspace, String placeId, String reviewId) {
		return select().where(inWorkspace(agency, workspace))
			.and(GBP_REVIEW.PLACE_ID.eq(placeId))
			.and(GBP_REVIEW.REVIEW_ID.eq(reviewId))
			.fetchOptional(ReviewInboxRepository::review);
	}

	/** The locations of these workspaces that have stored reviews, by name. */
	public List<InboxLocation> locations(AgencyId agency, Collection<WorkspaceId> scope) {
		Field<String> name = DSL.max(GBP_REVIEW.LOCATION_NAME);
		return db.select(GBP_REVIEW.WORKSPACE_ID, GBP_REVIEW.PLACE_ID, name)
			.from(GBP_REVIEW)
			.where(GBP_REVIEW.AGENCY_ID.eq(agency.value()))
			.and(GBP_REVIEW.WORKSPACE_ID.in(scope.stream().map(WorkspaceId::value).toList()))
			.groupBy(GBP_REVIEW.WORKSPACE_ID, GBP_REVIEW.PLACE_ID)
			.orderBy(name, GBP_REVIEW.PLACE_ID)
			.fetch(row -> new InboxLocation(new WorkspaceId(row.value1()), row.value2(), row.value3()));
	}

	/** Notes the reply just published from the inbox, until the next sync reads it. */
	public void markReplied(AgencyId agency, WorkspaceId workspace, String placeId, String reviewId, String text,
			Instant at) {
		db.update(GBP_REVIEW)
			.set(GBP_REVIEW.REPLY_TEXT, text)
			.set(GBP_REVIEW.REPLIED_AT, DbTime.utc(at))
			.set(GBP_REVIEW.PROPOSAL_ID, (String) null)
			.where(inWorkspace(agency, workspace))
			.and(GBP_REVIEW.PLACE_ID.eq(placeId))
			.and(GBP_REVIEW.REVIEW_ID.eq(reviewId))
			.execute();
	}

	/** Notes the proposal a reply from the inbox became. */
	public void markProposed(AgencyId agency, WorkspaceId workspace, String placeId, String reviewId,
			String proposalId) {
		db.update(GBP_REVIEW)
			.set(GBP_REVIEW.PROPOSAL_ID, proposalId)
			.where(inWorkspace(agency, workspace))
			.and(GBP_REVIEW.PLACE_ID.eq(placeId))
			.and(GBP_REVIEW.REVIEW_ID.eq(reviewId))
			.execute();
	}

	private SelectOnConditionStep<Record> select() {
		return db.select(GBP_REVIEW.fields())
			.select(WORKSPACE.NAME, GBP_PROPOSAL.STATUS)
			.from(GBP_REVIEW)
			.join(WORKSPACE)
			.on(WORKSPACE.ID.eq(GBP_REVIEW.WORKSPACE_ID).and(WORKSPACE.AGENCY_ID.eq(GBP_REVIEW.AGENCY_ID)))
			.leftJoin(GBP_PROPOSAL)
			.on(GBP_PROPOSAL.ID.eq(GBP_REVIEW.PROPOSAL_ID).and(GBP_PROPOSAL.WORKSPACE_ID.eq(GBP_REVIEW.WORKSPACE_ID)));
	}

	private static Condition inWorkspace(AgencyId agency, WorkspaceId workspace) {
		return GBP_REVIEW.WORKSPACE_ID.eq(workspace.value()).and(GBP_REVIEW.AGENCY_ID.eq(agency.value()));
	}

	private static InboxReview review(Record row) {
		Instant repliedAt = DbTime.instant(row.get(GBP_REVIEW.REPLIED_AT));
		ReplyState state = repliedAt != null ? ReplyState.ANSWERED
				: Proposal.Status.PENDING.name().equals(row.get(GBP_PROPOSAL.STATUS)) ? ReplyState.AWAITING_APPROVAL
						: ReplyState.UNANSWERED;
		return new InboxReview(new WorkspaceId(row.get(GBP_REVIEW.WORKSPACE_ID)), row.get(WORKSPACE.NAME),
				row.get(GBP_REVIEW.PLACE_ID), row.get(GBP_REVIEW.LOCATION_NAME), row.get(GBP_REVIEW.REVIEW_ID),
				row.get(GBP_REVIEW.REVIEWER), row.get(GBP_REVIEW.STAR_RATING), row.get(GBP_REVIEW.REVIEW_TEXT),
				Objects.requireNonNull(DbTime.instant(row.get(GBP_REVIEW.CREATED_AT))), row.get(GBP_REVIEW.REPLY_TEXT),
				repliedAt, state);
	}

	private static @Nullable String clip(@Nullable String text) {
		return text == null || text.length() <= MAX_TEXT ? text : text.substring(0, MAX_TEXT);
	}

}
