package app.locus.mail;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import org.jspecify.annotations.Nullable;

/** Typed id of a mail in the outbox; opaque. */
public record MailId(String value) {

	public MailId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("mail");
		}
	}

	public static MailId random() {
		return new MailId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static MailId parse(@Nullable String value) {
		if (value == null) {
			throw new NotFoundException("mail");
		}
		return new MailId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
