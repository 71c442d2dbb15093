package app.locus.upstream.api;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import app.locus.base.WorkspaceId;
import app.locus.upstream.Envelope;
import app.locus.upstream.Lane;
import app.locus.upstream.UpstreamGateway;
import app.locus.upstream.UpstreamRequest;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * Unit-level test double of the gateway interface: records every request and answers with
 * queued successful envelopes ({@code data: {}} when none is queued). Over-HTTP tests
 * against the simulator replace it once the gateway exists.
 */
public final class RecordingGateway implements UpstreamGateway {

	private static final ObjectMapper MAPPER = new ObjectMapper();

	/** One recorded call. */
	public record Call(WorkspaceId workspace, Lane lane, UpstreamRequest request) {

		/** The form fields in the order they were added. */
		public Map<String, String> fields() {
			Map<String, String> fields = new LinkedHashMap<>();
			request.body().fields().forEach(entry -> fields.put(entry.getKey(), entry.getValue()));
			return fields;
		}

	}

	private final Deque<Envelope> answers = new ArrayDeque<>();

	private final List<Call> calls = new ArrayList<>();

	public static JsonNode json(String text) {
		try {
			return MAPPER.readTree(text);
		}
		catch (JsonProcessingException ex) {
			throw new IllegalArgumentException("Bad JSON sample: " + ex.getOriginalMessage(), ex);
		}
	}

	/** Queues a 200 answer whose data is the given JSON. */
	public RecordingGateway answer(String dataJson) {
		return answer(200, dataJson, null);
	}

	public RecordingGateway answer(int code, String dataJson, String message) {
		answers.add(new Envelope(code, null, true, message, json("{}"), json(dataJson)));
		return this;
	}

	@Override
	public Envelope call(WorkspaceId workspace, Lane lane, UpstreamRequest request) {
		calls.add(new Call(workspace, lane, request));
		Envelope answer = answers.poll();
		return answer != null ? answer : new Envelope(200, null, true, null, json("{}"), json("{}"));
	}

	public List<Call> calls() {
		return List.copyOf(calls);
	}

	/** The single call made; fails the test when there were none or several. */
	public Call onlyCall() {
		if (calls.size() != 1) {
			throw new AssertionError("Expected exactly one call but saw " + calls.size());
		}
		return calls.get(0);
	}

}
