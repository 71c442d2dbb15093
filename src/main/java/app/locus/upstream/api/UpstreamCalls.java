package app.locus.upstream.api;

import java.util.List;
import java.util.Objects;
import java.util.Set;
import java.util.function.Function;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Envelope;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamException;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.MissingNode;

/**
 * What every API class does with the gateway: send one request for a workspace in a lane
 * and hand back the envelope's {@code data} (never null), or a decoded page.
 */
public final class UpstreamCalls {

	/** The statuses of a report the service has accepted but not finished. */
	private static final Set<String> PENDING = Set.of("pending", "processing");

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
	 * @throws UpstreamException.NotReady when the service answers that the report is
	 * still being made (202, or {@code status: "pending"})
	 */
	public <T> T report(WorkspaceId workspace, Lane lane, UpstreamRequest request, Function<JsonNode, T> decoder) {
		Envelope envelope = envelope(workspace, lane, request);
		JsonNode data = envelope.data() == null ? MissingNode.getInstance() : envelope.data();
		if (envelope.code() == 202 || PENDING.contains(data.path("status").asText(""))) {
			throw new UpstreamException.NotReady(
					envelope.message() != null ? envelope.message() : "The service has not finished this report yet.");
		}
		JsonNode wrapped = Lenient.object(data, "report");
		return decoder.apply(wrapped.isObject() ? wrapped : data);
	}

	public <T> Page<T> page(WorkspaceId workspace, Lane lane, UpstreamRequest request, List<String> itemsFields,
			Function<JsonNode, T> decoder) {
		return Page.from(data(workspace, lane, request), itemsFields, decoder);
	}

}
