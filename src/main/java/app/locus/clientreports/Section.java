package app.locus.clientreports;

/** A part a client report may hold, in the order the PDF shows them. */
public enum Section {

	SUMMARY("clientreports.section.SUMMARY"), HEATMAPS("clientreports.section.HEATMAPS"),
	TRENDS("clientreports.section.TRENDS"), COMPETITORS("clientreports.section.COMPETITORS"),
	AI_ANSWERS("clientreports.section.AI_ANSWERS"), CAMPAIGNS("clientreports.section.CAMPAIGNS"),
	PROFILE_CHANGES("clientreports.section.PROFILE_CHANGES"), REVIEWS("clientreports.section.REVIEWS"),
	CREDITS("clientreports.section.CREDITS");

	private final String titleKey;

	Section(String titleKey) {
		this.titleKey = titleKey;
	}

	/** The text key of the heading in the PDF and of the label on the template form. */
	public String titleKey() {
		return titleKey;
	}

}
