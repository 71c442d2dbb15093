package app.locus.upstream.api.gbp;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;
import java.util.stream.Stream;

import app.locus.base.WorkspaceId;
import app.locus.upstream.FormBody;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Lenient;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.Listing;
import app.locus.upstream.api.Page;
import app.locus.upstream.api.PageQuery;
import app.locus.upstream.api.PlaceId;
import app.locus.upstream.api.UpstreamCalls;
import com.fasterxml.jackson.databind.JsonNode;

/**
 * The calls every business-profile area makes: {@code POST /v2/gbp/<area>} keyed on
 * {@code place_id}; reads (plain, list or paged with limit and next_token) and writes.
 */
final class GbpCalls {

	private static final String BASE = "/v2/gbp/";

	private final UpstreamCalls calls;

	GbpCalls(UpstreamGateway gateway) {
		this.calls = new UpstreamCalls(gateway);
	}

	static <T> Listing<T> listing(String area, String itemsField, Function<JsonNode, T> decoder) {
		return new Listing<>(BASE + area, itemsField, decoder);
	}

	JsonNode read(WorkspaceId workspace, Lane lane, String area, FormBody body) {
		return calls.data(workspace, lane, UpstreamRequest.read(BASE + area, body));
	}

	<T> List<T> list(WorkspaceId workspace, Lane lane, String area, PlaceId placeId, String itemsField,
			Function<JsonNode, T> decoder) {
		return Lenient.list(read(workspace, lane, area, GbpForms.forPlace(placeId)), itemsField, decoder);
	}

	/** The platform's location resource ({@code location}). */
	JsonNode location(WorkspaceId workspace, Lane lane, PlaceId placeId) {
		return Lenient.object(read(workspace, lane, "location", GbpForms.forPlace(placeId)), "location");
	}

	<T> Page<T> page(WorkspaceId workspace, Lane lane, Listing<T> listing, PlaceId placeId, Limit limit,
			String nextToken) {
		return listing.page(calls, workspace, lane, pageQuery(placeId, limit), nextToken);
	}

	<T> Stream<T> stream(WorkspaceId workspace, Lane lane, Listing<T> listing, PlaceId placeId, Limit limit) {
		return listing.stream(calls, workspace, lane, pageQuery(placeId, limit));
	}

	/**
	 * Sends a write (live at the platform, never retried) and returns its {@code data}.
	 */
	JsonNode write(WorkspaceId workspace, Lane lane, String area, FormBody body) {
		return calls.data(workspace, lane, UpstreamRequest.write(BASE + area, body));
	}

	private static PageQuery pageQuery(PlaceId placeId, Limit limit) {
		Objects.requireNonNull(placeId, "placeId");
		return nextToken -> GbpForms.forPlace(placeId).add("limit", limit).add("next_token", nextToken);
	}

}
