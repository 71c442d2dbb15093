package app.locus.clientreports;

import java.util.List;

import app.locus.base.AgencyId;
import app.locus.base.i18n.LocaleFormats;
import app.locus.base.mail.MailAttachment;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;
import app.locus.tenancy.BrandingService;
import org.springframework.stereotype.Component;

/**
 * Puts a made report in the outbox for the client's contacts, with its PDF attached, From
 * the agency's name (the outbox retries with back-off and shows failures, DD144).
 */
@Component
class ReportMailing {

	private final Mailer mailer;

	private final BrandingService branding;

	ReportMailing(Mailer mailer, BrandingService branding) {
		this.mailer = mailer;
		this.branding = branding;
	}

	Mailer.Delivery send(AgencyId agency, List<String> contacts, ClientReportMaker.Made made) {
		ClientReportEntry entry = made.entry();
		ReportWording words = made.words();
		LocaleFormats formats = words.formats();
		String period = words.text("clientreports.mail.period", formats.day(entry.period().from()),
				formats.day(entry.period().to()));
		String agencyName = branding.forAgency(agency).displayName();
		String text = words.text("clientreports.mail.text", entry.title(), period, agencyName);
		return mailer.send(new OutgoingMail(agency, contacts, entry.title() + ", " + period, text, null,
				List.of(new MailAttachment(entry.fileName(), "application/pdf", made.pdf())), false));
	}

}
