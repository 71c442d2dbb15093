package app.locus.mail.ui;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.util.List;

import app.locus.base.Role;
import app.locus.base.mail.MailAttachment;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;
import app.locus.base.ui.UiTest;
import app.locus.mail.OutboxEntry;
import app.locus.security.LocusUser;
import app.locus.tenancy.TestTenants.TestAgency;
import com.github.mvysny.kaributesting.v10.GridKt;
import com.vaadin.flow.component.dialog.Dialog;
import com.vaadin.flow.component.grid.Grid;
import com.vaadin.flow.component.html.Anchor;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Pre;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import org.springframework.beans.factory.annotation.Autowired;

class OutboxViewTest extends UiTest {

	static final byte[] PDF = "%PDF-1.4\n%%EOF\n".getBytes(StandardCharsets.US_ASCII);

	@Autowired
	Mailer mailer;

	TestAgency agency;

	LocusUser admin;

	@BeforeEach
	void twoKeptMails() {
		agency = tenants.agency();
		admin = agency.user(Role.AGENCY_ADMIN);
		mailer.send(OutgoingMail.text(agency.id(), "client@example.test", "Your weekly report", "Hello,\nthe report.")
			.withAttachment(new MailAttachment("weekly.pdf", "application/pdf", PDF)));
		mailer.send(OutgoingMail
			.text(agency.id(), "new-user@example.test", "Reset your password", "https://portal.test/reset/secret")
			.asPersonal());
		tenants.agency();
		signInAs(admin);
		navigate("agency/outbox");
	}

	@Test
	void listsOnlyTheAgencysMailsAsKeptWithoutAServer() {
		List<OutboxEntry> rows = gridRows("outbox-grid");

		assertThat(rows).extracting(OutboxEntry::subject)
			.containsExactlyInAnyOrder("Reset your password", "Your weekly report");
		assertThat(GridKt._getFormatted(grid(), 0, "status")).isEqualTo("Kept, not sent (no mail server)");
		assertThat(GridKt._getFormatted(grid(), 1, "status")).isEqualTo("Kept, not sent (no mail server)");
		assertThat(byId(Paragraph.class, "outbox-no-server").getText()).startsWith("No mail server is configured");
	}

	@Test
	void foldsEachMailIntoOneCellOnAPhoneAndShowsCutTextWholeOnHover() {
		OutboxEntry weekly = UiTest.<OutboxEntry>gridRows("outbox-grid").get(rowOf("Your weekly report"));
		assertThat(tooltip(grid(), "Subject", weekly)).isEqualTo("Your weekly report");
		assertThat(tooltip(grid(), "To", weekly)).isEqualTo("client@example.test");

		resizeWindow(390);

		assertThat(visibleColumnKeys(grid())).containsExactly("folded");
		assertThat(GridKt._getFormatted(grid().getColumnByKey("folded"), weekly)).contains("Your weekly report",
				"client@example.test", "Kept, not sent (no mail server)");
	}

	@Test
	void opensAMailWithItsTextAndItsFileToDownload() {
		GridKt._clickItem(grid(), rowOf("Your weekly report"));

		assertThat(byId(Dialog.class, "outbox-mail").isOpened()).isTrue();
		assertThat(byId(Pre.class, "outbox-mail-text").getText()).isEqualTo("Hello,\nthe report.");
		assertThat(byId(Anchor.class, "outbox-file-0").getText()).startsWith("weekly.pdf");
	}

	@Test
	void showsAPersonalMailAsHidden() {
		GridKt._clickItem(grid(), rowOf("Reset your password"));

		assertThat(byId(Paragraph.class, "outbox-mail-hidden").getText()).startsWith("Hidden");
		assertThat(present("outbox-mail-text")).isFalse();
		assertThat(present("outbox-file-0")).isFalse();
	}

	@Test
	void refusesAnAccountManager() {
		signInAs(agency.user(Role.ACCOUNT_MANAGER, agency.workspace("Bakery")));
		navigate("agency/outbox");

		assertThat(present("outbox-grid")).isFalse();
	}

	private static int rowOf(String subject) {
		List<OutboxEntry> rows = gridRows("outbox-grid");
		for (int row = 0; row < rows.size(); row++) {
			if (rows.get(row).subject().equals(subject)) {
				return row;
			}
		}
		throw new AssertionError("no row " + subject);
	}

	@SuppressWarnings("unchecked")
	private static Grid<OutboxEntry> grid() {
		return byId(Grid.class, "outbox-grid");
	}

}
