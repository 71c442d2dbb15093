package app.locus.sharing;

import java.time.Duration;
import java.time.Instant;
import java.util.Optional;

import org.jspecify.annotations.Nullable;

/** How long a share link works, chosen when it is made (DD145). */
public enum ShareExpiry {

	DAYS_7("7 days", Duration.ofDays(7)), DAYS_30("30 days", Duration.ofDays(30)),
	DAYS_90("90 days", Duration.ofDays(90)), NEVER("Never expires", null);

	/** What the share dialog offers first. */
	public static final ShareExpiry DEFAULT = DAYS_30;

	private final String label;

	private final @Nullable Duration validFor;

	ShareExpiry(String label, @Nullable Duration validFor) {
		this.label = label;
		this.validFor = validFor;
	}

	public String label() {
		return label;
	}

	/** When a link made at {@code now} stops working; empty for one that never does. */
	public Optional<Instant> expiresAt(Instant now) {
		return Optional.ofNullable(validFor).map(now::plus);
	}

}
