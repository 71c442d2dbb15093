package app.locus.assistants;

import java.util.List;
import java.util.Set;

/**
 * The scopes an assistant asks for when it signs in (DD224): reading, and reading and
 * writing, as the two scopes of an API token (DD220).
 */
public final class AssistantScopes {

	public static final String READ = "locus.read";

	public static final String WRITE = "locus.write";

	public static final List<String> ALL = List.of(READ, WRITE);

	private AssistantScopes() {
	}

	/** An access token works only when it may at least read. */
	static boolean usable(Set<String> granted) {
		return granted.contains(READ) || granted.contains(WRITE);
	}

}
