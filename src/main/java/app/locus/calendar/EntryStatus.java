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
	DONE("Done"),
	/**
	 * Its time has passed today and Locus has not yet seen its report: it has most likely
	 * run (and spent), but nothing says so yet.
	 */
	DUE("Due, not yet seen");

	private final String label;

	EntryStatus(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

	/**
	 * Whether the entry will spend credits, or spent them unseen (and counts towards the
	 * day's total and the forecast from a balance read before it).
	 */
	public boolean spends() {
		return this == SCHEDULED || this == DUE;
	}

	/** Whether pause, resume and "Run now" belong to it: not to what is past. */
	public boolean planned() {
		return this != DONE && this != DUE;
	}

}
