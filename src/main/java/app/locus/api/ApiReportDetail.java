package app.locus.api;

import java.util.List;

import app.locus.reports.ReportDetail;
import com.fasterxml.jackson.databind.JsonNode;
import org.jspecify.annotations.Nullable;

/**
 * One stored report: its summary, the record as the service sent it (credits left out for
 * a token whose admin may not see costs), and its grid points when they were asked for
 * (null otherwise, or for report types without points).
 */
record ApiReportDetail(ApiReport report, JsonNode record, @Nullable List<ApiDataPoint> dataPoints) {

	static ApiReportDetail of(ReportDetail detail, boolean withDataPoints) {
		return new ApiReportDetail(ApiReport.of(detail.card()), detail.payload(),
				withDataPoints ? detail.dataPoints().stream().map(ApiDataPoint::of).toList() : null);
	}

}
