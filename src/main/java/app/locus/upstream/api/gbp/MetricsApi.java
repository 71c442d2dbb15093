package app.locus.upstream.api.gbp;

import java.util.List;
import java.util.regex.Pattern;

import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.api.DateRange;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.PlaceId;

/**
 * Profile performance metrics ({@code metrics}): named daily metrics such as
 * {@code BUSINESS_IMPRESSIONS_MOBILE_MAPS} over a date range (history about 18 months).
 */
public class MetricsApi {

	private static final Pattern METRIC = Pattern.compile("[A-Z][A-Z0-9_]{0,99}");

	private final GbpCalls calls;

	public MetricsApi(UpstreamGateway gateway) {
		this.calls = new GbpCalls(gateway);
	}

	public List<MetricSeries> metrics(WorkspaceId workspace, Lane lane, PlaceId placeId, List<String> metrics,
			DateRange range) {
		new Validation()
			.check(metrics != null && !metrics.isEmpty()
					&& metrics.stream().allMatch(m -> m != null && METRIC.matcher(m).matches()), "metrics",
					"Choose metrics by their names in capitals, e.g. WEBSITE_CLICKS.")
			.check(range != null && range.isBounded(), "start_date", "Choose a start and an end date.")
			.throwIfInvalid();
		FormBody body = range.addTo(GbpForms.forPlace(placeId).add("metrics", String.join(",", metrics)));
		return Lenient.list(calls.read(workspace, lane, "metrics", body), "metrics", MetricSeries::from);
	}

}
