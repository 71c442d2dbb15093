package app.locus.onboarding;

/** The steps of the first-run path, in the order the wizard leads through them. */
public enum FirstRunStep {

	BRANDING("Name and branding"), WORKSPACE("First client workspace"), API_KEY("API key"), LOCATION("First location"),
	FIRST_SCAN("First scan");

	private final String title;

	FirstRunStep(String title) {
		this.title = title;
	}

	/** The step's name as the wizard and the checklist show it. */
	public String title() {
		return title;
	}

	/**
	 * Whether the step works in the path's workspace (so it waits until there is one).
	 */
	public boolean needsWorkspace() {
		return ordinal() > WORKSPACE.ordinal();
	}

}
