package app.locus.api;

import java.util.List;

import org.jspecify.annotations.Nullable;

/**
 * One page of a workspace's reports, with how many match in all and, when more follow,
 * the cursor to ask for the next page with ({@code after}).
 */
record ReportPage(int total, int offset, int limit, List<ApiReport> items, @Nullable String next) {

	ReportPage {
		items = List.copyOf(items);
	}

}
