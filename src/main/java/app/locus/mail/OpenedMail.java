package app.locus.mail;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * One mail as an admin reads it. {@code text} and {@code html} are null when the mail is
 * personal ({@code hidden}) or its text was not kept; {@code files} list what it carried,
 * downloadable unless hidden.
 */
public record OpenedMail(OutboxEntry row, String fromName, boolean hidden, @Nullable String text, @Nullable String html,
		List<MailFile> files) {

}
