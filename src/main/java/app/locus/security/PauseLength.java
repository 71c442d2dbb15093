package app.locus.security;

import java.util.List;

/**
 * How long sign-in or code entry is paused, in the words a page shows, from the minutes
 * or seconds the sign-in filter put in the page's address. The address can be forged, so
 * a length that no pause has reads as "a few minutes" (or seconds) instead of being
 * echoed.
 */
public final class PauseLength {

	private static final int LONGEST_MINUTES = 24 * 60;

	private static final int LONGEST_SECONDS = 60;

	private PauseLength() {
	}

	/**
	 * @param minutes the query parameter's values (the first counts)
	 */
	public static String inWords(List<String> minutes) {
		return inWords(minutes, LONGEST_MINUTES, "minute");
	}

	/**
	 * @param seconds the query parameter's values (the first counts)
	 */
	public static String secondsInWords(List<String> seconds) {
		return inWords(seconds, LONGEST_SECONDS, "second");
	}

	static String count(long count, String unit) {
		return count == 1 ? "1 " + unit : count + " " + unit + "s";
	}

	private static String inWords(List<String> values, int longest, String unit) {
		int count;
		try {
			count = Integer.parseInt(values.isEmpty() ? "" : values.get(0));
		}
		catch (NumberFormatException ex) {
			count = 0;
		}
		return count < 1 || count > longest ? "a few " + unit + "s" : count(count, unit);
	}

}
