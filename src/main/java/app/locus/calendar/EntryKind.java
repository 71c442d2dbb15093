package app.locus.calendar;

/** What a calendar entry is a run of. */
public enum EntryKind {

	CAMPAIGN("Campaign"), AUTOSCAN("Scheduled scan");

	private final String label;

	EntryKind(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

}
