package app.locus.clientreports;

/** How often a scheduled client report is made and mailed. */
public enum Frequency {

	WEEKLY("Every week"), MONTHLY("Every month");

	private final String label;

	Frequency(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

}
