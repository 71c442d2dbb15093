package app.locus.twofactor.ui;

import app.locus.twofactor.Enrolment;
import com.vaadin.flow.component.html.Div;
import com.vaadin.flow.component.html.Image;
import com.vaadin.flow.component.html.ListItem;
import com.vaadin.flow.component.html.Paragraph;
import com.vaadin.flow.component.html.Span;
import com.vaadin.flow.component.html.UnorderedList;

/**
 * What setting up an authenticator shows once: the QR code, the secret as text for typing
 * in by hand, and the recovery codes to keep somewhere safe.
 */
final class EnrolmentDetails extends Div {

	EnrolmentDetails(Enrolment enrolment) {
		Image qr = new Image(enrolment.qrCode(), getTranslation("twofactor.enrol.qr"));
		qr.setId("two-factor-qr");
		qr.setWidth("200px");
		qr.setHeight("200px");
		Span secret = new Span(enrolment.secret());
		secret.setId("two-factor-secret");
		secret.getStyle().set("font-family", "monospace").set("font-size", "var(--lumo-font-size-l)");
		UnorderedList codes = new UnorderedList();
		codes.setId("two-factor-recovery-codes");
		codes.getStyle().set("font-family", "monospace");
		enrolment.recoveryCodes().forEach(code -> codes.add(new ListItem(code)));
		add(new Paragraph(getTranslation("twofactor.enrol.scan")), qr,
				new Paragraph(getTranslation("twofactor.enrol.type-key")), secret,
				new Paragraph(getTranslation("twofactor.enrol.recovery-codes")), codes);
	}

}
