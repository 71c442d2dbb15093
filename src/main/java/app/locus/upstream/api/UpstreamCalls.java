package app.locus.upstream.api;

import java.util.List;
import java.util.Objects;
import java.util.function.Function;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Envelope;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;

/**
 * What every API class does with the gateway: send one request for a workspace in a lane
 * and hand back the envelope's {@code data} (never null), or a decoded page.
 */
public final class UpstreamCalls {

	private final UpstreamGateway gateway;

	public UpstreamCalls(UpstreamGateway gateway) {
		this.gateway = Objects.requireNonNull(gateway, "gateway");
	}

	public Envelope envelope(WorkspaceId workspace, Lane lane, UpstreamRequest request) {
		return gateway.call(Objects.requireNonNull(workspace, "workspace"), Objects.requireNonNull(lane, "lane"),
				request);
	}

	/** The envelope's {@code data}, or a missing node when it has none. */
	public JsonNode data(WorkspaceId workspace, Lane lane, UpstreamRequest request) {
		JsonNode data = envelope(workspace, lane, request).data();
		return data == null ? MissingNode.getInstance() : data;
	}

	/**
	 * Decodes a single record that the service may answer bare as {@code data} or wrapped
	 * as {@code data: {<wrapper>: {...}}}.
	 */
	public <T> T single(WorkspaceId workspace, Lane lane, UpstreamRequest request, String wrapper,
			Function<JsonNode, T> decoder) {
		JsonNode data = data(workspace, lane, request);
		JsonNode wrapped = Lenient.object(data, wrapper);
		return decoder.apply(wrapped.isObject() ? wrapped : data);
	}

	/**
	 * A report retrieved by key ({@code data} bare or wrapped as {@code data: {report:
	 * ..}}).
	 */
	public <T> T report(WorkspaceId workspace, Lane lane, UpstreamRequest request, Function<JsonNode, T> decoder) {
		return single(workspace, lane, request, "report", decoder);
	}

	public <T> Page<T> page(WorkspaceId workspace, Lane lane, UpstreamRequest request, List<String> itemsFields,
			Function<JsonNode, T> decoder) {
		return Page.from(data(workspace, lane, request), itemsFields, decoder);
	}

}
