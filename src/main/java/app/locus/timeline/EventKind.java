package app.locus.timeline;

/**
 * What a mark on a trend chart's time axis stands for (issue 20), in the order the legend
 * lists them, each with its own colour and words.
 */
public enum EventKind {

	GBP_CHANGE("GBP changes sent", "GBP change sent", "GBP changes sent", "#6f42c1"),
	GUARD_CHANGE("Profile changes seen", "profile change seen", "profile changes seen", "#d63384"),
	CAMPAIGN_RUN("Campaign runs", "campaign run", "campaign runs", "#198754");

	private final String legend;

	private final String one;

	private final String many;

	private final String color;

	EventKind(String legend, String one, String many, String color) {
		this.legend = legend;
		this.one = one;
		this.many = many;
		this.color = color;
	}

	/** The legend's line for this kind. */
	public String legend() {
		return legend;
	}

	/** "GBP change sent" or "3 GBP changes sent". */
	String count(int events) {
		String words = events == 1 ? one : events + " " + many;
		return Character.toUpperCase(words.charAt(0)) + words.substring(1);
	}

	public String color() {
		return color;
	}

}
