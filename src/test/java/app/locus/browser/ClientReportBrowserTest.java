package app.locus.browser;

import static com.microsoft.playwright.assertions.PlaywrightAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.time.Duration;
import java.util.List;

import app.locus.clientreports.PdfText;
import com.icegreen.greenmail.util.GreenMail;
import com.icegreen.greenmail.util.ServerSetup;
import com.microsoft.playwright.Locator;
import jakarta.mail.BodyPart;
import jakarta.mail.Multipart;
import jakarta.mail.internet.MimeMessage;
import org.awaitility.Awaitility;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;

/**
 * A manager sets up the client report and its schedule in the portal and presses "Run
 * now"; the mail reaches a real SMTP server (GreenMail in this JVM, on loopback) with the
 * PDF attached, whose text carries the agency's name and the workspace's summary (DD147,
 * DD153). The app is started for this test with {@code spring.mail.*} pointing at that
 * server and the outbox sent every second.
 */
class ClientReportBrowserTest extends InChromium {

	private static final String AGENCY = "Northwind Local";

	private static final String CONTACT = "owner@client.test";

	/** Every summary states how many scans the period had, or that it had none. */
	private static final String SUMMARY_SENTENCE = "(\\d+ scans? (was|were)|No scans were) made in this period";

	@Test
	void run_now_mails_the_branded_pdf_with_the_summary_to_the_clients_contact() throws Exception {
		GreenMail smtp = new GreenMail(new ServerSetup(0, "127.0.0.1", ServerSetup.PROTOCOL_SMTP));
		smtp.start();
		try (ProductionApp app = ProductionApp.start(ProductionApp.jarPath(), ProductionApp.freePort(),
				List.of("-Dspring.mail.host=127.0.0.1", "-Dspring.mail.port=" + smtp.getSmtp().getPort(),
						"-Dlocus.mail.send-interval=PT1S"))) {
			String base = app.address();
			signIn(base, DemoLogin.NORTHWIND_MANAGER);
			String workspace = openFirstWorkspace();
			page.navigate(base + "/w/" + workspace + "/client-reports");
			awaitVaadin();

			page.locator("#client-report-sections vaadin-checkbox")
				.filter(new Locator.FilterOptions().setHasText("Summary"))
				.locator("input")
				.check();
			page.locator("#client-report-template-save").click();
			assertThat(notice("template is saved")).isVisible();

			page.locator("#client-report-contacts textarea").fill(CONTACT);
			page.locator("#client-report-contacts-save").click();
			assertThat(notice("1 contact saved")).isVisible();
			// Times are typed on the 24-hour clock like every time Locus shows (DD202).
			page.locator("#client-report-time input").fill("17:30");
			page.locator("#client-report-schedule-save").click();
			assertThat(page.locator("#client-report-schedule-status")).containsText("Next:");
			assertThat(page.locator("#client-report-schedule-status")).containsText("17:30");
			screenshot("client-report-schedule");

			page.locator("#client-report-run-now").click();
			assertThat(notice("mailed to the contacts")).isVisible();
			assertThat(page.locator(".client-report-download:visible")).hasCount(1);

			Awaitility.await("the report's mail at the SMTP server")
				.atMost(Duration.ofSeconds(60))
				.until(() -> smtp.getReceivedMessages().length > 0);
			MimeMessage mail = smtp.getReceivedMessages()[0];
			assertThat(mail.getAllRecipients()).extracting(Object::toString).containsExactly(CONTACT);
			assertThat(mail.getFrom()[0].toString()).contains(AGENCY);
			String text = PdfText.of(pdfAttachment(mail));
			assertThat(text).contains(AGENCY).containsPattern(SUMMARY_SENTENCE);
		}
		finally {
			smtp.stop();
		}
	}

	private Locator notice(String text) {
		return page.locator("vaadin-notification-card").filter(new Locator.FilterOptions().setHasText(text));
	}

	private static byte[] pdfAttachment(MimeMessage mail) throws Exception {
		byte[] pdf = pdfIn((Multipart) mail.getContent());
		if (pdf == null) {
			throw new AssertionError("No PDF attached to \"" + mail.getSubject() + "\"");
		}
		return pdf;
	}

	private static byte @Nullable [] pdfIn(Multipart parts) throws Exception {
		for (int i = 0; i < parts.getCount(); i++) {
			BodyPart part = parts.getBodyPart(i);
			if (part.isMimeType("application/pdf")) {
				try (InputStream in = part.getInputStream()) {
					return in.readAllBytes();
				}
			}
			if (part.getContent() instanceof Multipart nested) {
				byte[] found = pdfIn(nested);
				if (found != null) {
					return found;
				}
			}
		}
		return null;
	}

}
