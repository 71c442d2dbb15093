package app.locus.onboarding;

/**
 * The steps of the first-run path, in the order the wizard leads through them; their
 * names are in the onboarding bundle ({@code onboarding.step.*}).
 */
public enum FirstRunStep {

	BRANDING, WORKSPACE, API_KEY, LOCATION, FIRST_SCAN;

	/**
	 * Whether the step works in the path's workspace (so it waits until there is one).
	 */
	public boolean needsWorkspace() {
		return ordinal() > WORKSPACE.ordinal();
	}

}
