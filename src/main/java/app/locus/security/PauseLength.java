package app.locus.security;

import java.util.List;

/**
 * How long sign-in or code entry is paused, from the minutes or seconds the sign-in
 * filter put in the page's address, for a page to say in its own words. The address can
 * be forged, so a length that no pause has counts as 0 ("a few minutes") instead of being
 * echoed.
 */
public final class PauseLength {

	private static final int LONGEST_MINUTES = 24 * 60;

	private static final int LONGEST_SECONDS = 60;

	private PauseLength() {
	}

	/**
	 * The pause in minutes, for a translated page to put in its own words; 0 for a length
	 * that no pause has, which the page calls "a few minutes".
	 * @param minutes the query parameter's values (the first counts)
	 */
	public static int minutes(List<String> minutes) {
		return count(minutes, LONGEST_MINUTES);
	}

	/**
	 * The wait in seconds, 0 for a length that no wait has ("a few seconds").
	 * @param seconds the query parameter's values (the first counts)
	 */
	public static int seconds(List<String> seconds) {
		return count(seconds, LONGEST_SECONDS);
	}

	static String count(long count, String unit) {
		return count == 1 ? "1 " + unit : count + " " + unit + "s";
	}

	private static int count(List<String> values, int longest) {
		int count;
		try {
			count = Integer.parseInt(values.isEmpty() ? "" : values.get(0));
		}
		catch (NumberFormatException ex) {
			count = 0;
		}
		return count < 1 || count > longest ? 0 : count;
	}

}
