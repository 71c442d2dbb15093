package app.locus.businessprofile;

/** The parts of a business profile the editor reads and writes, one tab each. */
public enum ProfileArea {

	PROFILE("Profile"), HOURS("Hours"), POSTS("Posts"), MEDIA("Media"), SERVICES("Services"), ATTRIBUTES("Attributes"),
	LINKS("Action links"), REVIEWS("Reviews");

	private final String label;

	ProfileArea(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

}
