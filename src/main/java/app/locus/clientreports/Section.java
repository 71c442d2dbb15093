package app.locus.clientreports;

/** A part a client report may hold, in the order the PDF shows them. */
public enum Section {

	SUMMARY("Summary"), HEATMAPS("Heatmaps"), TRENDS("Visibility over time"), COMPETITORS("Competitors"),
	AI_ANSWERS("In AI answers"), CAMPAIGNS("Campaign results"), PROFILE_CHANGES("Business profile changes"),
	CREDITS("Credits used");

	private final String title;

	Section(String title) {
		this.title = title;
	}

	/** The heading in the PDF and the label on the template form. */
	public String title() {
		return title;
	}

}
