package app.locus.upstream.api;

/** How often a campaign or scheduled scan runs. */
public enum Frequency implements WireCode {

	ONE_TIME("one-time", "One time"), DAILY("daily", "Daily"), WEEKLY("weekly", "Weekly"),
	BIWEEKLY("biweekly", "Every two weeks"), MONTHLY("monthly", "Monthly");

	private final String code;

	private final String displayName;

	Frequency(String code, String displayName) {
		this.code = code;
		this.displayName = displayName;
	}

	@Override
	public String code() {
		return code;
	}

	public String displayName() {
		return displayName;
	}

}
