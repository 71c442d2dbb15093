package app.locus.upstream.api;

import app.locus.base.ValidationException;

/**
 * Where a scan looks (wire code: the name in lower case): two map searches (traditional,
 * measured in SoLV) and five AI answers (measured in SAIV, which the service still
 * returns in the field {@code solv}).
 */
public enum Platform implements WireCode {

	GOOGLE("Google Maps", false, ExecutionMode.SYNCHRONOUS), APPLE("Apple Maps", false, ExecutionMode.EAGER),
	GAIO("Google AI Overviews", true, ExecutionMode.EAGER), CHATGPT("ChatGPT", true, ExecutionMode.EAGER),
	GEMINI("Gemini", true, ExecutionMode.EAGER), GROK("Grok", true, ExecutionMode.EAGER),
	AIMODE("Google AI Mode", true, ExecutionMode.EAGER);

	/** The headline metric of a platform. */
	public enum PrimaryMetric {

		SOLV("SoLV", "Share of local voice"), SAIV("SAIV", "Share of AI voice");

		private final String label;

		private final String description;

		PrimaryMetric(String label, String description) {
			this.label = label;
			this.description = description;
		}

		public String label() {
			return label;
		}

		public String description() {
			return description;
		}

	}

	/** How run-scan answers: with the results, or at once with the scan queued. */
	public enum ExecutionMode {

		SYNCHRONOUS, EAGER

	}

	private final String displayName;

	private final boolean ai;

	private final ExecutionMode executionMode;

	Platform(String displayName, boolean ai, ExecutionMode executionMode) {
		this.displayName = displayName;
		this.ai = ai;
		this.executionMode = executionMode;
	}

	/**
	 * The platform with this code.
	 * @throws ValidationException naming {@code platform} for an unknown code
	 */
	public static Platform fromCode(String code) {
		Platform platform = WireCode.find(Platform.class, code);
		if (platform == null) {
			throw ValidationException.of("platform",
					"Platform must be one of google, apple, gaio, chatgpt, gemini, grok, aimode.");
		}
		return platform;
	}

	public String displayName() {
		return displayName;
	}

	/** Map search (google, apple) as opposed to AI answers. */
	public boolean isTraditional() {
		return !ai;
	}

	public boolean isAi() {
		return ai;
	}

	public PrimaryMetric primaryMetric() {
		return ai ? PrimaryMetric.SAIV : PrimaryMetric.SOLV;
	}

	public ExecutionMode executionMode() {
		return executionMode;
	}

}
