package app.locus.portal;

import java.time.Instant;

import app.locus.base.AgencyId;
import app.locus.base.mail.Mailer;
import app.locus.base.mail.OutgoingMail;

import org.springframework.stereotype.Component;

/**
 * The invitation messages, put in the outbox (DD144) as personal messages: each carries
 * the invitee's one-time link or tells only them that their address is taken (DD110), so
 * no admin reads them there. Without a mail server {@link #configured()} is false and the
 * link is shown to the admin instead.
 */
@Component
public class InvitationMail {

	private final Mailer mail;

	InvitationMail(Mailer mail) {
		this.mail = mail;
	}

	public boolean configured() {
		return mail.configured();
	}

	/**
	 * Sends the link.
	 * @return whether the message will be sent
	 */
	boolean send(AgencyId agency, String to, String agencyName, String link, Instant expiresAt) {
		return send(agency, to, agencyName, agencyName + " invited you to see your local visibility reports.\n\n"
				+ "Open this link to choose your password:\n" + link + "\n\n" + "The link works once, until "
				+ OutgoingMail.when(expiresAt) + ". If you did not expect this invitation, ignore this message.\n");
	}

	/**
	 * Tells the owner of an address that already has an account (in another agency) that
	 * they were invited and cannot accept with it; only they learn it (DD110).
	 * @return whether the message will be sent
	 */
	boolean sendAddressTaken(AgencyId agency, String to, String agencyName) {
		return send(agency, to, agencyName, agencyName + " invited this address to see local visibility reports.\n\n"
				+ "This address already belongs to an account of another agency on this portal, and an address can "
				+ "belong to one account only, so the invitation cannot be accepted with it. If you want to join "
				+ agencyName + ", ask them to invite another address of yours. If you did not expect this "
				+ "invitation, ignore this message.\n");
	}

	private boolean send(AgencyId agency, String to, String agencyName, String text) {
		return mail
			.send(OutgoingMail.text(agency, to, agencyName + " invited you to their reporting portal", text)
				.asPersonal())
			.willBeSent();
	}

}
