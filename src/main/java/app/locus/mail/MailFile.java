package app.locus.mail;

/**
 * A file of a mail, as the outbox lists it; {@code position} names it within the mail.
 */
public record MailFile(int position, String name, String contentType, int size) {

}
