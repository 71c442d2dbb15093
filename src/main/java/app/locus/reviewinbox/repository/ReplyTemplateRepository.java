package app.locus.reviewinbox.repository;

import static app.locus.db.Tables.REVIEW_REPLY_TEMPLATE;

import java.time.Instant;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.stream.Collectors;
import java.util.stream.IntStream;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.WorkspaceId;
import app.locus.reviewinbox.ReplyTemplate;
import org.jooq.Condition;
import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;
import org.springframework.transaction.annotation.Transactional;

/**
 * The reply templates of an agency ({@code workspace} null) and of its clients, each with
 * the star ratings it answers as bits of one number and when it was last offered.
 */
@Repository
public class ReplyTemplateRepository {

	private final DSLContext db;

	ReplyTemplateRepository(DSLContext db) {
		this.db = db;
	}

	/** A stored template, with its place in the scope's order. */
	public record StoredTemplate(long id, int position, Set<Integer> stars, String text,
			@Nullable Instant lastOfferedAt) {

	}

	/** The scope's templates in their order. */
	public List<StoredTemplate> of(AgencyId agency, @Nullable WorkspaceId workspace) {
		return db.selectFrom(REVIEW_REPLY_TEMPLATE)
			.where(scope(agency, workspace))
			.orderBy(REVIEW_REPLY_TEMPLATE.POSITION)
			.fetch(ReplyTemplateRepository::stored);
	}

	/** The scope's templates that answer reviews of {@code stars}, in their order. */
	public List<StoredTemplate> forStars(AgencyId agency, @Nullable WorkspaceId workspace, int stars) {
		return of(agency, workspace).stream().filter(template -> template.stars().contains(stars)).toList();
	}

	/** Makes the scope's templates exactly these, in this order. */
	@Transactional
	public void replace(AgencyId agency, @Nullable WorkspaceId workspace, List<ReplyTemplate> templates) {
		db.deleteFrom(REVIEW_REPLY_TEMPLATE).where(scope(agency, workspace)).execute();
		for (int position = 0; position < templates.size(); position++) {
			ReplyTemplate template = templates.get(position);
			db.insertInto(REVIEW_REPLY_TEMPLATE)
				.set(REVIEW_REPLY_TEMPLATE.AGENCY_ID, agency.value())
				.set(REVIEW_REPLY_TEMPLATE.WORKSPACE_ID, workspace == null ? null : workspace.value())
				.set(REVIEW_REPLY_TEMPLATE.POSITION, position)
				.set(REVIEW_REPLY_TEMPLATE.STARS_MASK, mask(template.stars()))
				.set(REVIEW_REPLY_TEMPLATE.BODY, template.text())
				.execute();
		}
	}

	/** Notes that the template was just offered, so the next review gets another. */
	public void offered(long id, Instant at) {
		db.update(REVIEW_REPLY_TEMPLATE)
			.set(REVIEW_REPLY_TEMPLATE.LAST_OFFERED_AT, DbTime.utc(at))
			.where(REVIEW_REPLY_TEMPLATE.ID.eq(id))
			.execute();
	}

	private static Condition scope(AgencyId agency, @Nullable WorkspaceId workspace) {
		return REVIEW_REPLY_TEMPLATE.AGENCY_ID.eq(agency.value())
			.and(workspace == null ? REVIEW_REPLY_TEMPLATE.WORKSPACE_ID.isNull()
					: REVIEW_REPLY_TEMPLATE.WORKSPACE_ID.eq(workspace.value()));
	}

	private static StoredTemplate stored(Record row) {
		int mask = row.get(REVIEW_REPLY_TEMPLATE.STARS_MASK);
		Set<Integer> stars = IntStream.rangeClosed(1, 5)
			.filter(star -> (mask & bit(star)) != 0)
			.boxed()
			.collect(Collectors.toUnmodifiableSet());
		return new StoredTemplate(row.get(REVIEW_REPLY_TEMPLATE.ID), row.get(REVIEW_REPLY_TEMPLATE.POSITION), stars,
				Objects.requireNonNull(row.get(REVIEW_REPLY_TEMPLATE.BODY)),
				DbTime.instant(row.get(REVIEW_REPLY_TEMPLATE.LAST_OFFERED_AT)));
	}

	private static int mask(Set<Integer> stars) {
		return stars.stream().mapToInt(ReplyTemplateRepository::bit).reduce(0, (a, b) -> a | b);
	}

	private static int bit(int star) {
		return 1 << (star - 1);
	}

}
