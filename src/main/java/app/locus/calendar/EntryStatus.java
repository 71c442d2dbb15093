package app.locus.calendar;

/** How a calendar entry is coloured. */
public enum EntryStatus {

	/** Will run. */
	SCHEDULED("Scheduled"),
	/** Would run, but its schedule is paused. */
	PAUSED("Paused"),
	/** Would run, but the service stopped it when credits ran out. */
	DEACTIVATED("Deactivated"),
	/** Ran; its report is stored. */
	DONE("Done");

	private final String label;

	EntryStatus(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

	/** Whether the entry will spend credits (and counts towards the day's total). */
	public boolean spends() {
		return this == SCHEDULED;
	}

}
