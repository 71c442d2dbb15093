package app.locus.upstream.api.ondemand;

import java.util.List;
import java.util.Objects;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.TimeoutClass;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.GridSize;
import app.locus.upstream.api.Keyword;
import app.locus.upstream.api.LatLng;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Measurement;
import app.locus.upstream.api.Radius;
import app.locus.upstream.api.UpstreamCalls;
import app.locus.upstream.api.locations.LocationSummary;

/**
 * The on-demand API (DD137): a spot check and the results at one point, each billed per
 * request outside the credit balance and so sent as spends (never retried); the grid
 * helper and the places lookup, free reads. Fields are named as the service's own clients
 * send them ({@code place_id}, {@code grid_size}).
 */
public class OnDemandApi {

	private final UpstreamCalls calls;

	public OnDemandApi(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	/**
	 * {@code POST /v1/result}: where the business ranks at the point; billed, sent once.
	 */
	public PointRanking rankAt(WorkspaceId workspace, Lane lane, SpotCheckRequest request) {
		return PointRanking.from(
				calls.data(workspace, lane, UpstreamRequest.spend("/v1/result", request.toForm(), TimeoutClass.LONG)));
	}

	/** {@code POST /v1/search}: what the map shows at the point; billed, sent once. */
	public PointRanking resultsAt(WorkspaceId workspace, Lane lane, Keyword keyword, LatLng point) {
		FormBody form = FormBody.create()
			.add("keyword", keyword.value())
			.add("lat", point.latText())
			.add("lng", point.lngText());
		return PointRanking
			.from(calls.data(workspace, lane, UpstreamRequest.spend("/v1/search", form, TimeoutClass.LONG)));
	}

	/** {@code POST /v1/grid}: the points of a grid, row by row from the north-west. */
	public List<LatLng> grid(WorkspaceId workspace, Lane lane, LatLng center, GridSize size, Radius radius,
			Measurement measurement) {
		FormBody form = FormBody.create()
			.add("lat", center.latText())
			.add("lng", center.lngText())
			.add("grid_size", Integer.toString(size.value()))
			.add("radius", radius.value().toPlainString())
			.add("measurement", measurement.code());
		return Lenient.list(calls.data(workspace, lane, UpstreamRequest.read("/v1/grid", form)), "points", LatLng::from)
			.stream()
			.filter(Objects::nonNull)
			.map(Objects::requireNonNull)
			.toList();
	}

	/** {@code POST /v1/places}: businesses matching the query, near a place if given. */
	public List<LocationSummary> places(WorkspaceId workspace, Lane lane, String query, String near) {
		FormBody form = FormBody.create().add("query", query).add("near", near);
		return Lenient.list(calls.data(workspace, lane, UpstreamRequest.read("/v1/places", form)), "places",
				LocationSummary::from);
	}

}
