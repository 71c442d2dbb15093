package app.locus.upstream.api;

/** How often a campaign or scheduled scan runs (wire codes such as {@code one-time}). */
public enum Frequency implements WireCode {

	ONE_TIME("One time"), DAILY("Daily"), WEEKLY("Weekly"), BIWEEKLY("Every two weeks"), MONTHLY("Monthly");

	private final String displayName;

	Frequency(String displayName) {
		this.displayName = displayName;
	}

	public String displayName() {
		return displayName;
	}

}
