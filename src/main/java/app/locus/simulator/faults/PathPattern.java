package app.locus.simulator.faults;

import java.util.regex.Pattern;

import app.locus.simulator.api.Router;

/**
 * A glob over request paths (below the simulator's root, trailing slash ignored):
 * {@code *} matches within one segment, {@code **} across segments. Examples:
 * {@code /v2/run-scan}, {@code /v2/gbp/*}, {@code /v1/**}, {@code **}.
 */
public final class PathPattern {

	private final String glob;

	private final Pattern regex;

	public PathPattern(String glob) {
		this.glob = glob;
		this.regex = Pattern.compile(toRegex(glob.equals("**") ? glob : Router.normalize(glob)));
	}

	public boolean matches(String path) {
		return regex.matcher(Router.normalize(path)).matches();
	}

	@Override
	public String toString() {
		return glob;
	}

	private static String toRegex(String glob) {
		StringBuilder regex = new StringBuilder();
		int i = 0;
		while (i < glob.length()) {
			char c = glob.charAt(i);
			if (c == '*' && i + 1 < glob.length() && glob.charAt(i + 1) == '*') {
				regex.append(".*");
				i += 2;
			}
			else if (c == '*') {
				regex.append("[^/]*");
				i++;
			}
			else {
				regex.append(Pattern.quote(String.valueOf(c)));
				i++;
			}
		}
		return regex.toString();
	}

}
