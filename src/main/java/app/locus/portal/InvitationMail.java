package app.locus.portal;

import java.time.Instant;

import app.locus.base.mail.PlainMail;

import org.springframework.beans.factory.annotation.Autowired;
import org.springframework.mail.javamail.JavaMailSender;
import org.springframework.stereotype.Component;

/**
 * The invitation messages, sent through {@link PlainMail} when SMTP is configured;
 * without it {@link #configured()} is false and the link is shown to the admin instead.
 */
@Component
public class InvitationMail {

	private final PlainMail mail;

	@Autowired
	InvitationMail(PlainMail mail) {
		this.mail = mail;
	}

	/** With a given sender (null for "no SMTP configured"). */
	public InvitationMail(JavaMailSender sender, String from) {
		this(new PlainMail(sender, from));
	}

	public boolean configured() {
		return mail.configured();
	}

	/**
	 * Sends the link.
	 * @return whether the mail server took the message
	 */
	boolean send(String to, String agencyName, String link, Instant expiresAt) {
		return mail.send(to, subject(agencyName), agencyName + " invited you to see your local visibility reports.\n\n"
				+ "Open this link to choose your password:\n" + link + "\n\n" + "The link works once, until "
				+ PlainMail.when(expiresAt) + ". If you did not expect this invitation, ignore this message.\n");
	}

	/**
	 * Tells the owner of an address that already has an account (in another agency) that
	 * they were invited and cannot accept with it; only they learn it (DD110).
	 * @return whether the mail server took the message
	 */
	boolean sendAddressTaken(String to, String agencyName) {
		return mail
			.send(to, subject(agencyName), agencyName + " invited this address to see local visibility reports.\n\n"
					+ "This address already belongs to an account of another agency on this portal, and an address can "
					+ "belong to one account only, so the invitation cannot be accepted with it. If you want to join "
					+ agencyName + ", ask them to invite another address of yours. If you did not expect this "
					+ "invitation, ignore this message.\n");
	}

	private static String subject(String agencyName) {
		return agencyName + " invited you to their reporting portal";
	}

}
