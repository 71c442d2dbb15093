package app.locus.shell;

import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.util.function.Function;

import org.jspecify.annotations.Nullable;

/**
 * One thing the frame shows on every page (the person's workspaces, the agency's
 * branding, a workspace's links and notices, the unread alerts of the top bar's bell),
 * read again only when asked for another key, when {@link #FRESH} old, or after
 * {@link #forget}: people change pages every few seconds, these change rarely (DD173,
 * DD182).
 */
public final class FrameMemo<K, V> {

	/** How long an answer is reused; a change someone else makes shows this much late. */
	public static final Duration FRESH = Duration.ofSeconds(30);

	private final Clock clock;

	private @Nullable K key;

	private @Nullable V value;

	private Instant readAt = Instant.MIN;

	public FrameMemo(Clock clock) {
		this.clock = clock;
	}

	public V get(K wanted, Function<K, V> read) {
		Instant now = clock.instant();
		V kept = value;
		if (kept != null && wanted.equals(key) && now.isBefore(readAt.plus(FRESH))) {
			return kept;
		}
		V answer = read.apply(wanted);
		key = wanted;
		value = answer;
		readAt = now;
		return answer;
	}

	/** The next {@link #get} reads again. */
	public void forget() {
		value = null;
	}

}
