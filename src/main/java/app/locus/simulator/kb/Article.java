package app.locus.simulator.kb;

/**
 * A knowledge-base article: the slug of the v1 paths, the numeric id of the v2 paths and
 * the category the v2 listing filters on.
 */
public record Article(String id, int number, Category category, String title, String body) {

	/** The groups the v2 listing filters on with {@code category_id}. */
	public enum Category {

		METRICS(1, "Metrics"), SCANS(2, "Scans and grids"), CREDITS(3, "Credits and billing"),
		CAMPAIGNS(4, "Campaigns and reports"), API(5, "Using the API"), PROFILE(6, "Business profile");

		private final int id;

		private final String label;

		Category(int id, String label) {
			this.id = id;
			this.label = label;
		}

		public int id() {
			return id;
		}

		public String label() {
			return label;
		}

	}

	public String url() {
		return "https://help.local-visibility.example/articles/" + id;
	}

}
