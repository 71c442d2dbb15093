package app.locus.mail.ui;

import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.util.List;

import app.locus.base.i18n.LocaleFormats;
import app.locus.base.ui.DirectRowsGrid;
import app.locus.base.ui.GridColumns;
import app.locus.base.ui.PhoneWidth;
import app.locus.base.mail.MailAttachment;
import app.locus.mail.MailFile;
import app.locus.mail.MailStatus;
import app.locus.mail.OpenedMail;
import app.locus.mail.OutboxEntry;
import app.locus.mail.OutboxService;
import app.locus.shell.MainLayout;
import app.locus.shell.NamedPage;
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.Route;
import com.vaadin.flow.server.streams.DownloadHandler;
import com.vaadin.flow.server.streams.DownloadResponse;
import jakarta.annotation.security.RolesAllowed;
import org.jspecify.annotations.Nullable;

/**
 * The agency's outbox (DD144): every mail Locus sent or kept for it, newest first, with
 * its status; a mail opens with its text and files, except a personal one, whose text is
 * its recipient's alone.
 */
@Route(value = OutboxNavigation.OUTBOX_ROUTE, layout = MainLayout.class)
@RolesAllowed("AGENCY_ADMIN")
class OutboxView extends Main implements NamedPage {

	private final transient OutboxService outbox;

	private final LocaleFormats formats = LocaleFormats.of(getLocale());

	OutboxView(OutboxService outbox) {
		this.outbox = outbox;
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2(getTranslation("mail.title")));
		if (!outbox.mailServerConfigured()) {
			Paragraph notice = new Paragraph(getTranslation("mail.no-server"));
			notice.setId("outbox-no-server");
			add(notice);
		}
		Grid<OutboxEntry> grid = new DirectRowsGrid<>();
		grid.setId("outbox-grid");
		GridColumns.text(grid, row -> when(row.createdAt()))
			.setHeader(getTranslation("mail.column.when"))
			.setKey("when")
			.setAutoWidth(true);
		GridColumns.text(grid, OutboxEntry::recipients)
			.setHeader(getTranslation("mail.column.to"))
			.setKey("to")
			.setWidth("10em");
		GridColumns.text(grid, OutboxEntry::subject)
			.setHeader(getTranslation("mail.column.subject"))
			.setKey("subject")
			.setFlexGrow(2);
		GridColumns.text(grid, this::status)
			.setHeader(getTranslation("mail.column.status"))
			.setKey("status")
			.setFlexGrow(2);
		PhoneWidth.foldColumns(grid,
				() -> grid
					.addColumn(PhoneWidth.<OutboxEntry>folded(OutboxEntry::subject,
							List.of(row -> when(row.createdAt()), OutboxEntry::recipients), List.of(this::status)))
					.setHeader(getTranslation("mail.column.folded"))
					.setKey("folded"));
		grid.setPageSize(50);
		grid.setItems(query -> outbox.page(query.getOffset(), query.getLimit()).stream(), query -> outbox.count());
		grid.addItemClickListener(event -> open(event.getItem()));
		add(grid);
	}

	private String status(OutboxEntry row) {
		return switch (row.status()) {
			case QUEUED -> getTranslation("mail.status.queued");
			case SENT -> getTranslation("mail.status.sent", when(row.sentAt()));
			case KEPT -> getTranslation("mail.status.kept");
			case FAILED -> row.nextTryAt() == null ? getTranslation("mail.status.given-up", row.attempts())
					: getTranslation("mail.status.failed", row.attempts(), when(row.nextTryAt()));
		};
	}

	/** "27. Nov. 2026, 14:05:09 UTC": the outbox is kept in UTC. */
	private String when(@Nullable Instant instant) {
		if (instant == null) {
			return "";
		}
		return formats.preciseUtc(instant);
	}

	private void open(OutboxEntry row) {
		OpenedMail mail = outbox.open(row.id());
		Dialog dialog = new Dialog(mail.row().subject());
		dialog.setId("outbox-mail");
		dialog.setWidth("48rem");
		VerticalLayout content = new VerticalLayout();
		content.setPadding(false);
		content.add(new Paragraph(getTranslation("mail.opened", mail.fromName(), mail.row().recipients(),
				when(mail.row().createdAt()), status(mail.row()))));
		String error = mail.row().lastError();
		if (mail.row().status() == MailStatus.FAILED && error != null) {
			Paragraph reason = new Paragraph(getTranslation("mail.last-failure", error));
			reason.setId("outbox-mail-error");
			content.add(reason);
		}
		if (mail.hidden()) {
			Paragraph hidden = new Paragraph(getTranslation("mail.hidden"));
			hidden.setId("outbox-mail-hidden");
			content.add(hidden);
		}
		else {
			Pre text = new Pre(mail.text() == null ? "" : mail.text());
			text.setId("outbox-mail-text");
			text.getStyle().set("white-space", "pre-wrap");
			content.add(text);
			for (MailFile file : mail.files()) {
				content.add(download(mail, file));
			}
		}
		Button close = new Button(getTranslation("mail.close"), event -> dialog.close());
		close.setId("outbox-mail-close");
		dialog.getFooter().add(close);
		dialog.add(content);
		dialog.open();
	}

	private Anchor download(OpenedMail mail, MailFile file) {
		Anchor anchor = new Anchor(DownloadHandler.fromInputStream(event -> {
			MailAttachment attachment = outbox.attachment(mail.row().id(), file.position());
			byte[] bytes = attachment.content();
			return new DownloadResponse(new ByteArrayInputStream(bytes), attachment.name(), attachment.contentType(),
					bytes.length);
		}), getTranslation("mail.file", file.name(), formats.number(kilobytes(file.size()))));
		anchor.setId("outbox-file-" + file.position());
		return anchor;
	}

	private static long kilobytes(int bytes) {
		return Math.max(1, Math.round(bytes / 1024.0));
	}

	@Override
	public String pageName() {
		return getTranslation("mail.title");
	}

}
