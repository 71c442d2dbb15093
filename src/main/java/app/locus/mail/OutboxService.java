package app.locus.mail;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.NotFoundException;
import app.locus.base.ValidationException;
import app.locus.base.Validation;
import app.locus.base.mail.MailAttachment;
import app.locus.mail.repository.OutboxRepository;
import app.locus.mail.repository.OutboxRepository.Stored;
import app.locus.tenancy.WorkspaceAccess;

import org.springframework.stereotype.Service;
import org.springframework.transaction.annotation.Transactional;

/**
 * The outbox as an agency admin reads it (DD144): their own agency's mails, each with its
 * status, text and files, except the text and files of a personal mail (a one-time link
 * meant for its recipient alone), which show as hidden.
 */
@Service
@Transactional(readOnly = true)
public class OutboxService {

	/** The longest page a grid may ask for. */
	public static final int MAX_PAGE = 1000;

	private final WorkspaceAccess access;

	private final OutboxRepository outbox;

	private final SmtpServer server;

	OutboxService(WorkspaceAccess access, OutboxRepository outbox, SmtpServer server) {
		this.access = access;
		this.outbox = outbox;
		this.server = server;
	}

	/** Whether mails are sent, or only kept here. Agency admins only. */
	public boolean mailServerConfigured() {
		access.requireAgencyAdmin();
		return server.configured();
	}

	/**
	 * One page of the agency's mails, newest first. Agency admins only.
	 * @throws ValidationException for a negative offset or a page size outside 1 to
	 * {@value #MAX_PAGE}
	 */
	public List<OutboxEntry> page(int offset, int limit) {
		AgencyId agency = access.requireAgencyAdmin();
		new Validation().check(offset >= 0, "offset", "Offset must not be negative.")
			.check(limit >= 1 && limit <= MAX_PAGE, "limit", "Page size must be from 1 to " + MAX_PAGE + ".")
			.throwIfInvalid();
		return outbox.page(agency, offset, limit);
	}

	/** How many mails the agency has. Agency admins only. */
	public int count() {
		return outbox.count(access.requireAgencyAdmin());
	}

	/**
	 * One mail of the agency. Agency admins only.
	 * @throws NotFoundException for a mail of another agency, as for one that does not
	 * exist
	 */
	public OpenedMail open(MailId mailId) {
		Stored stored = find(mailId);
		boolean hidden = stored.row().personal();
		return new OpenedMail(stored.row(), stored.fromName(), hidden, hidden ? null : stored.text(),
				hidden ? null : stored.html(), stored.files());
	}

	/**
	 * A file of a mail of the agency, by its place among the mail's files. Agency admins
	 * only.
	 * @throws NotFoundException for a mail of another agency, a personal mail's file or
	 * one that is not kept
	 */
	public MailAttachment attachment(MailId mailId, int position) {
		Stored stored = find(mailId);
		if (stored.row().personal()) {
			throw new NotFoundException("attachment");
		}
		return outbox.attachment(access.requireAgencyAdmin(), mailId, position)
			.orElseThrow(() -> new NotFoundException("attachment"));
	}

	private Stored find(MailId mailId) {
		return outbox.find(access.requireAgencyAdmin(), mailId).orElseThrow(() -> new NotFoundException("mail"));
	}

}
