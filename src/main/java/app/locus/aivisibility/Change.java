package app.locus.aivisibility;

/**
 * How a share compares with the one before it, with the keys of the words that say so: in
 * full for a screen reader, short inside a matrix cell, and in a sentence for a client.
 */
public enum Change {

	/** Higher, beyond the usual variation. */
	ROSE("aivisibility.change.ROSE", "aivisibility.cell.change.ROSE", "aivisibility.plain.change.ROSE"),
	/** Lower, beyond the usual variation. */
	FELL("aivisibility.change.FELL", "aivisibility.cell.change.FELL", "aivisibility.plain.change.FELL"),
	/** Different, but within what repeated answers vary by. */
	WITHIN_NOISE("aivisibility.change.WITHIN_NOISE", "aivisibility.cell.change.WITHIN_NOISE",
			"aivisibility.plain.change.WITHIN_NOISE"),
	/** Nothing comparable before. */
	NO_EARLIER("aivisibility.change.NO_EARLIER", "aivisibility.cell.change.NO_EARLIER",
			"aivisibility.plain.change.NO_EARLIER");

	private final String spokenKey;

	private final String shortKey;

	private final String sentenceKey;

	Change(String spokenKey, String shortKey, String sentenceKey) {
		this.spokenKey = spokenKey;
		this.shortKey = shortKey;
		this.sentenceKey = sentenceKey;
	}

	/** The text key of the change in full words, as a screen reader says it. */
	public String spokenKey() {
		return spokenKey;
	}

	/** The text key of the change in a word or two, as a matrix cell shows it. */
	public String shortKey() {
		return shortKey;
	}

	/** The text key of the sentence that tells a client about the change. */
	public String sentenceKey() {
		return sentenceKey;
	}

}
