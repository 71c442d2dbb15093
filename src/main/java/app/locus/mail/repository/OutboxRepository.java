package app.locus.mail.repository;

import static app.locus.db.Tables.MAIL_ATTACHMENT;
import static app.locus.db.Tables.MAIL_OUTBOX;

import java.time.Instant;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;

import app.locus.base.AgencyId;
import app.locus.base.DbTime;
import app.locus.base.mail.MailAttachment;
import app.locus.base.mail.OutgoingMail;
import app.locus.mail.MailFile;
import app.locus.mail.MailId;
import app.locus.mail.MailStatus;
import app.locus.mail.OutboxEntry;

import org.jooq.DSLContext;
import org.jooq.Record;
import org.jspecify.annotations.Nullable;
import org.springframework.stereotype.Repository;

/**
 * The outbox (DD144): mails and their files. Reads for admins are scoped to the agency;
 * the sender reads the due mails of every agency.
 */
@Repository
public class OutboxRepository {

	private static final String SEPARATOR = ", ";

	private final DSLContext db;

	OutboxRepository(DSLContext db) {
		this.db = db;
	}

	/** A mail the sender is to try now, with everything it needs. */
	public record Due(MailId id, List<String> to, String fromName, String subject, @Nullable String text,
			@Nullable String html, boolean personal, int attempts, List<MailAttachment> attachments) {
	}

	/** One mail as an admin opens it. */
	public record Stored(OutboxEntry row, String fromName, @Nullable String text, @Nullable String html,
			List<MailFile> files) {
	}

	public void insert(MailId id, OutgoingMail mail, String fromName, MailStatus status, @Nullable Instant nextTryAt,
			Instant now, boolean keepContent) {
		db.insertInto(MAIL_OUTBOX)
			.set(MAIL_OUTBOX.ID, id.value())
			.set(MAIL_OUTBOX.AGENCY_ID, mail.agency().value())
			.set(MAIL_OUTBOX.RECIPIENTS, String.join(SEPARATOR, mail.to()))
			.set(MAIL_OUTBOX.FROM_NAME, fromName)
			.set(MAIL_OUTBOX.SUBJECT, mail.subject())
			.set(MAIL_OUTBOX.BODY_TEXT, keepContent ? mail.text() : null)
			.set(MAIL_OUTBOX.BODY_HTML, keepContent ? mail.html() : null)
			.set(MAIL_OUTBOX.PERSONAL, mail.personal())
			.set(MAIL_OUTBOX.STATUS, status.name())
			.set(MAIL_OUTBOX.NEXT_TRY_AT, DbTime.utc(nextTryAt))
			.set(MAIL_OUTBOX.CREATED_AT, DbTime.utc(now))
			.execute();
		List<MailAttachment> files = mail.attachments();
		for (int position = 0; position < files.size(); position++) {
			MailAttachment file = files.get(position);
			byte[] content = file.content();
			db.insertInto(MAIL_ATTACHMENT)
				.set(MAIL_ATTACHMENT.MAIL_ID, id.value())
				.set(MAIL_ATTACHMENT.POSITION, position)
				.set(MAIL_ATTACHMENT.AGENCY_ID, mail.agency().value())
				.set(MAIL_ATTACHMENT.NAME, file.name())
				.set(MAIL_ATTACHMENT.CONTENT_TYPE, file.contentType())
				.set(MAIL_ATTACHMENT.SIZE_BYTES, content.length)
				.set(MAIL_ATTACHMENT.CONTENT, keepContent ? content : null)
				.execute();
		}
	}

	/** The mails whose (next) try is due, oldest first, with their files. */
	public List<Due> due(Instant now, int limit) {
		List<Record> rows = db.select()
			.from(MAIL_OUTBOX)
			.where(MAIL_OUTBOX.STATUS.in(MailStatus.QUEUED.name(), MailStatus.FAILED.name()))
			.and(MAIL_OUTBOX.NEXT_TRY_AT.le(DbTime.utc(now)))
			.orderBy(MAIL_OUTBOX.NEXT_TRY_AT, MAIL_OUTBOX.ID)
			.limit(limit)
			.fetch();
		List<String> ids = rows.stream().map(row -> row.get(MAIL_OUTBOX.ID)).toList();
		Map<String, List<MailAttachment>> files = db.selectFrom(MAIL_ATTACHMENT)
			.where(MAIL_ATTACHMENT.MAIL_ID.in(ids))
			.orderBy(MAIL_ATTACHMENT.MAIL_ID, MAIL_ATTACHMENT.POSITION)
			.fetch()
			.stream()
			.collect(Collectors.groupingBy(file -> file.getMailId(), Collectors.mapping(
					file -> new MailAttachment(file.getName(), file.getContentType(), content(file.getContent())),
					Collectors.toList())));
		return rows.stream()
			.map(row -> new Due(new MailId(row.get(MAIL_OUTBOX.ID)), recipients(row.get(MAIL_OUTBOX.RECIPIENTS)),
					row.get(MAIL_OUTBOX.FROM_NAME), row.get(MAIL_OUTBOX.SUBJECT), row.get(MAIL_OUTBOX.BODY_TEXT),
					row.get(MAIL_OUTBOX.BODY_HTML), Boolean.TRUE.equals(row.get(MAIL_OUTBOX.PERSONAL)),
					row.get(MAIL_OUTBOX.ATTEMPTS), files.getOrDefault(row.get(MAIL_OUTBOX.ID), List.of())))
			.toList();
	}

	/**
	 * Sent: a personal mail's text and files are erased, as nothing needs them any more.
	 */
	public void markSent(MailId id, int attempts, Instant now, boolean erase) {
		db.update(MAIL_OUTBOX)
			.set(MAIL_OUTBOX.STATUS, MailStatus.SENT.name())
			.set(MAIL_OUTBOX.ATTEMPTS, attempts)
			.set(MAIL_OUTBOX.SENT_AT, DbTime.utc(now))
			.setNull(MAIL_OUTBOX.NEXT_TRY_AT)
			.where(MAIL_OUTBOX.ID.eq(id.value()))
			.execute();
		if (erase) {
			erase(id);
		}
	}

	/**
	 * Failed: tried again at {@code nextTryAt}, or given up when it is null (then a
	 * personal mail is erased).
	 */
	public void markFailed(MailId id, int attempts, String error, @Nullable Instant nextTryAt, boolean erase) {
		db.update(MAIL_OUTBOX)
			.set(MAIL_OUTBOX.STATUS, MailStatus.FAILED.name())
			.set(MAIL_OUTBOX.ATTEMPTS, attempts)
			.set(MAIL_OUTBOX.LAST_ERROR, error)
			.set(MAIL_OUTBOX.NEXT_TRY_AT, DbTime.utc(nextTryAt))
			.where(MAIL_OUTBOX.ID.eq(id.value()))
			.execute();
		if (erase) {
			erase(id);
		}
	}

	private void erase(MailId id) {
		db.update(MAIL_OUTBOX)
			.setNull(MAIL_OUTBOX.BODY_TEXT)
			.setNull(MAIL_OUTBOX.BODY_HTML)
			.where(MAIL_OUTBOX.ID.eq(id.value()))
			.execute();
		db.update(MAIL_ATTACHMENT)
			.setNull(MAIL_ATTACHMENT.CONTENT)
			.where(MAIL_ATTACHMENT.MAIL_ID.eq(id.value()))
			.execute();
	}

	/** One page of the agency's mails, newest first. */
	public List<OutboxEntry> page(AgencyId agency, int offset, int limit) {
		return db.select()
			.from(MAIL_OUTBOX)
			.where(MAIL_OUTBOX.AGENCY_ID.eq(agency.value()))
			.orderBy(MAIL_OUTBOX.CREATED_AT.desc(), MAIL_OUTBOX.ID.desc())
			.offset(offset)
			.limit(limit)
			.fetch(OutboxRepository::entry);
	}

	public int count(AgencyId agency) {
		return db.fetchCount(MAIL_OUTBOX, MAIL_OUTBOX.AGENCY_ID.eq(agency.value()));
	}

	public Optional<Stored> find(AgencyId agency, MailId id) {
		return db.select()
			.from(MAIL_OUTBOX)
			.where(MAIL_OUTBOX.AGENCY_ID.eq(agency.value()).and(MAIL_OUTBOX.ID.eq(id.value())))
			.fetchOptional(row -> new Stored(entry(row), row.get(MAIL_OUTBOX.FROM_NAME), row.get(MAIL_OUTBOX.BODY_TEXT),
					row.get(MAIL_OUTBOX.BODY_HTML), files(agency, id)));
	}

	/** A file's content; empty when there is none or it was erased. */
	public Optional<MailAttachment> attachment(AgencyId agency, MailId id, int position) {
		return db.selectFrom(MAIL_ATTACHMENT)
			.where(MAIL_ATTACHMENT.AGENCY_ID.eq(agency.value())
				.and(MAIL_ATTACHMENT.MAIL_ID.eq(id.value()))
				.and(MAIL_ATTACHMENT.POSITION.eq(position))
				.and(MAIL_ATTACHMENT.CONTENT.isNotNull()))
			.fetchOptional(file -> new MailAttachment(file.getName(), file.getContentType(), file.getContent()));
	}

	private List<MailFile> files(AgencyId agency, MailId id) {
		return db
			.select(MAIL_ATTACHMENT.POSITION, MAIL_ATTACHMENT.NAME, MAIL_ATTACHMENT.CONTENT_TYPE,
					MAIL_ATTACHMENT.SIZE_BYTES)
			.from(MAIL_ATTACHMENT)
			.where(MAIL_ATTACHMENT.AGENCY_ID.eq(agency.value()).and(MAIL_ATTACHMENT.MAIL_ID.eq(id.value())))
			.orderBy(MAIL_ATTACHMENT.POSITION)
			.fetch(row -> new MailFile(row.value1(), row.value2(), row.value3(), row.value4()));
	}

	private static OutboxEntry entry(Record row) {
		return new OutboxEntry(new MailId(row.get(MAIL_OUTBOX.ID)), row.get(MAIL_OUTBOX.RECIPIENTS),
				row.get(MAIL_OUTBOX.SUBJECT), DbTime.instant(row.get(MAIL_OUTBOX.CREATED_AT)),
				MailStatus.valueOf(row.get(MAIL_OUTBOX.STATUS)), row.get(MAIL_OUTBOX.ATTEMPTS),
				DbTime.instant(row.get(MAIL_OUTBOX.NEXT_TRY_AT)), DbTime.instant(row.get(MAIL_OUTBOX.SENT_AT)),
				row.get(MAIL_OUTBOX.LAST_ERROR), Boolean.TRUE.equals(row.get(MAIL_OUTBOX.PERSONAL)));
	}

	private static List<String> recipients(String joined) {
		return Arrays.asList(joined.split(SEPARATOR));
	}

	private static byte[] content(byte @Nullable [] content) {
		return content == null ? new byte[0] : content;
	}

}
