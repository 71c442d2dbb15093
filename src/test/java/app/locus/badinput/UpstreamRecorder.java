package app.locus.badinput;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import app.locus.simulator.Simulator;
import app.locus.simulator.http.SimRequest;

/**
 * Every request the service's simulator receives over loopback HTTP while it records, so
 * that the sweep can tell whether a value reached the service. The credential a request
 * carries ({@code api_key}) is not data: a key being added is checked by sending it
 * (DD117).
 */
final class UpstreamRecorder implements AutoCloseable {

	private final List<SimRequest> received = new ArrayList<>();

	private final Simulator.Listening listening;

	UpstreamRecorder(Simulator simulator) {
		listening = simulator.listen(this::receive);
	}

	private synchronized void receive(SimRequest request) {
		received.add(request);
	}

	synchronized void clear() {
		received.clear();
	}

	synchronized int count() {
		return received.size();
	}

	/**
	 * The requests (path and field) that carried the value: a text within any field, a
	 * number as a whole field. Empty for a value that cannot be told apart (blank, null).
	 */
	synchronized List<String> carrying(Object value) {
		if (value == null || value instanceof String text && text.isBlank()) {
			return List.of();
		}
		List<String> carriers = new ArrayList<>();
		for (SimRequest request : received) {
			Stream.concat(request.form().stream(), request.query().stream())
				.filter(field -> !"api_key".equals(field.getKey()))
				.filter(field -> carries(field.getValue(), value))
				.map(Map.Entry::getKey)
				.forEach(field -> carriers.add(request.path() + " " + field));
		}
		return carriers;
	}

	private static boolean carries(String field, Object value) {
		if (field == null) {
			return false;
		}
		if (value instanceof String text) {
			return field.contains(text.strip());
		}
		if (value instanceof BigDecimal number) {
			return field.equals(number.toPlainString()) || field.equals(number.toString());
		}
		return field.equals(String.valueOf(value));
	}

	@Override
	public void close() {
		listening.close();
	}

}
