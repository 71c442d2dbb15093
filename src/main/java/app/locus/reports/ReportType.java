package app.locus.reports;

import app.locus.upstream.api.ReportKey;

/**
 * The kinds of report the service makes, with the path of each on the vendor's dashboard.
 */
public enum ReportType {

	SCAN("Scan", "/reports/view/"), COMPETITOR("Competitors", "/reports/competitor/view/"),
	TREND("Trend", "/reports/trend/view/"), LOCATION("Location", "/reports/location/view/"),
	KEYWORD("Keyword", "/reports/keyword/view/"), CAMPAIGN("Campaign", "/campaigns/view/");

	private final String label;

	private final String dashboardPath;

	ReportType(String label, String dashboardPath) {
		this.label = label;
		this.dashboardPath = dashboardPath;
	}

	/** Name of the gallery tab. */
	public String label() {
		return label;
	}

	/** Path of the report on the vendor dashboard, to put under its base address. */
	public String dashboardPath(ReportKey key) {
		return dashboardPath + key.value();
	}

}
