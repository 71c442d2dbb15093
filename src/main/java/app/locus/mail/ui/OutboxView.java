package app.locus.mail.ui;

import java.io.ByteArrayInputStream;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;

import app.locus.base.DisplayDates;
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
import com.vaadin.flow.component.button.Button;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.H2;
import com.vaadin.flow.component.html.Main;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import com.vaadin.flow.component.orderedlayout.VerticalLayout;
import com.vaadin.flow.router.PageTitle;
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
@PageTitle("Outbox · Locus")
@RolesAllowed("AGENCY_ADMIN")
class OutboxView extends Main {

	static final String HIDDEN = "Hidden: this message carries its recipient's own one-time link, so only they may "
			+ "read it.";

	static final String NO_SERVER = "No mail server is configured: mails are kept here and not sent. Links in "
			+ "invitations and password resets are shown to you when you create them.";

	private final transient OutboxService outbox;

	OutboxView(OutboxService outbox) {
		this.outbox = outbox;
		getStyle().set("padding", "var(--lumo-space-l)");
		add(new H2("Outbox"));
		if (!outbox.mailServerConfigured()) {
			Paragraph notice = new Paragraph(NO_SERVER);
			notice.setId("outbox-no-server");
			add(notice);
		}
		Grid<OutboxEntry> grid = new DirectRowsGrid<>();
		grid.setId("outbox-grid");
		GridColumns.text(grid, row -> DisplayDates.preciseInstant(row.createdAt()))
			.setHeader("When")
			.setKey("when")
			.setAutoWidth(true);
		GridColumns.text(grid, OutboxEntry::recipients).setHeader("To").setKey("to").setWidth("10em");
		GridColumns.text(grid, OutboxEntry::subject).setHeader("Subject").setKey("subject").setFlexGrow(2);
		GridColumns.text(grid, OutboxView::status).setHeader("Status").setKey("status").setFlexGrow(2);
		PhoneWidth
			.foldColumns(grid,
					() -> grid
						.addColumn(
								PhoneWidth.<OutboxEntry>folded(OutboxEntry::subject,
										List.of(row -> DisplayDates.preciseInstant(row.createdAt()),
												OutboxEntry::recipients),
										List.of(OutboxView::status)))
						.setHeader("Mail")
						.setKey("folded"));
		grid.setPageSize(50);
		grid.setItems(query -> outbox.page(query.getOffset(), query.getLimit()).stream(), query -> outbox.count());
		grid.addItemClickListener(event -> open(event.getItem()));
		add(grid);
	}

	static String status(OutboxEntry row) {
		return switch (row.status()) {
			case QUEUED -> "Queued";
			case SENT -> "Sent " + when(row.sentAt());
			case KEPT -> "Kept, not sent (no mail server)";
			case FAILED -> row.nextTryAt() == null ? "Failed, given up after " + tries(row.attempts())
					: "Failed " + tries(row.attempts()) + ", next try " + when(row.nextTryAt());
		};
	}

	private static String tries(int attempts) {
		return attempts == 1 ? "1 try" : attempts + " tries";
	}

	private static String when(@Nullable Instant instant) {
		return instant == null ? "" : DisplayDates.preciseInstant(instant);
	}

	private void open(OutboxEntry row) {
		OpenedMail mail = outbox.open(row.id());
		Dialog dialog = new Dialog(mail.row().subject());
		dialog.setId("outbox-mail");
		dialog.setWidth("48rem");
		VerticalLayout content = new VerticalLayout();
		content.setPadding(false);
		content.add(new Paragraph("From " + mail.fromName() + " to " + mail.row().recipients() + ", "
				+ when(mail.row().createdAt()) + " UTC. " + status(mail.row())));
		String error = mail.row().lastError();
		if (mail.row().status() == MailStatus.FAILED && error != null) {
			Paragraph reason = new Paragraph("Last failure: " + error);
			reason.setId("outbox-mail-error");
			content.add(reason);
		}
		if (mail.hidden()) {
			Paragraph hidden = new Paragraph(HIDDEN);
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
		Button close = new Button("Close", event -> dialog.close());
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
		}), file.name() + " (" + kilobytes(file.size()) + ")");
		anchor.setId("outbox-file-" + file.position());
		return anchor;
	}

	private static String kilobytes(int bytes) {
		return Math.max(1, Math.round(bytes / 1024.0)) + " KB";
	}

}
