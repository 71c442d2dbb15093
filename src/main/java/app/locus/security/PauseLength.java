package app.locus.security;

import java.util.List;

/**
 * How long sign-in or code entry is paused, in the words a page shows, from the minutes
 * the sign-in filter put in the page's address. The address can be forged, so a length
 * that no pause has reads as "a few minutes" instead of being echoed.
 */
public final class PauseLength {

	private static final int LONGEST_MINUTES = 24 * 60;

	private PauseLength() {
	}

	/**
	 * @param minutes the query parameter's values (the first counts)
	 */
	public static String inWords(List<String> minutes) {
		int count;
		try {
			count = Integer.parseInt(minutes.isEmpty() ? "" : minutes.get(0));
		}
		catch (NumberFormatException ex) {
			count = 0;
		}
		if (count < 1 || count > LONGEST_MINUTES) {
			return "a few minutes";
		}
		return count == 1 ? "1 minute" : count + " minutes";
	}

}
