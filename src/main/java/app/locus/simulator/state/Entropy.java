package app.locus.simulator.state;

import java.security.SecureRandom;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Base64;
import java.util.Deque;
import java.util.List;

/**
 * The simulator's only randomness (OAuth codes and tokens). While a request is handled it
 * notes what it drew, so that the journal can hand the same values back when the request
 * is replayed after a restart: tokens Locus holds keep working.
 */
public final class Entropy {

	private final SecureRandom random = new SecureRandom();

	private final List<String> drawn = new ArrayList<>();

	private final Deque<String> replayed = new ArrayDeque<>();

	/** 32 random bytes, base64url; a replayed value while one is being replayed. */
	public synchronized String token() {
		String value;
		if (replayed.isEmpty()) {
			byte[] bytes = new byte[32];
			random.nextBytes(bytes);
			value = Base64.getUrlEncoder().withoutPadding().encodeToString(bytes);
		}
		else {
			value = replayed.poll();
		}
		drawn.add(value);
		return value;
	}

	/**
	 * Forgets what was drawn; the next {@link #drawn()} lists only values from now on.
	 */
	public synchronized void startNoting() {
		drawn.clear();
	}

	public synchronized List<String> drawn() {
		return List.copyOf(drawn);
	}

	/** The values the next draws return, in order (a request being replayed). */
	public synchronized void replay(List<String> values) {
		replayed.clear();
		replayed.addAll(values);
	}

}
