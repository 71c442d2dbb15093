package app.locus.base.mail;

/**
 * A file sent with a mail (a report's PDF).
 *
 * @param name the file name the recipient sees
 * @param contentType its media type, e.g. {@code application/pdf}
 */
public record MailAttachment(String name, String contentType, byte[] content) {

	public MailAttachment {
		content = content.clone();
	}

	@Override
	public byte[] content() {
		return content.clone();
	}

}
