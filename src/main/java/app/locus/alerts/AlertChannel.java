package app.locus.alerts;

/** How a person receives alerts; the workspace's webhook is not a person's choice. */
public enum AlertChannel {

	IN_APP("In the portal"), EMAIL("By e-mail");

	private final String label;

	AlertChannel(String label) {
		this.label = label;
	}

	public String label() {
		return label;
	}

}
