package app.locus.api;

import java.util.List;

/** One page of a workspace's reports, with how many match in all. */
record ReportPage(int total, int offset, int limit, List<ApiReport> items) {

	ReportPage {
		items = List.copyOf(items);
	}

}
