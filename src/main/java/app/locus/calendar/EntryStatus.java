package app.locus.calendar;

/** How a calendar entry is coloured. */
public enum EntryStatus {

	/** Will run. */
	SCHEDULED("calendar.status.scheduled"),
	/** Would run, but its schedule is paused. */
	PAUSED("calendar.status.paused"),
	/** Would run, but the service stopped it when credits ran out. */
	DEACTIVATED("calendar.status.deactivated"),
	/** Ran; its report is stored. */
	DONE("calendar.status.done"),
	/**
	 * Its time has passed today and Locus has not yet seen its report: it has most likely
	 * run (and spent), but nothing says so yet.
	 */
	DUE("calendar.status.due");

	private final String textKey;

	EntryStatus(String textKey) {
		this.textKey = textKey;
	}

	/** The key of its name in the calendar's texts. */
	public String textKey() {
		return textKey;
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
