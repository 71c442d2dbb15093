package app.locus.simulator.journal;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import app.locus.simulator.http.SimRequest;

/**
 * One request that may have changed the simulator's state, as it was handled: when, by
 * which account (never the credential itself: {@code api_key} is left out), its fields
 * and the random values it drew.
 *
 * @param account the account it was made for, or null for calls outside the API (OAuth)
 */
public record JournalEntry(Instant at, String method, String path, String account, List<List<String>> query,
		List<List<String>> form, String baseUrl, List<String> drawn) {

	public JournalEntry {
		query = List.copyOf(query);
		form = List.copyOf(form);
		drawn = List.copyOf(drawn);
	}

	static final String CREDENTIAL = "api_key";

	public static JournalEntry of(SimRequest request, String path, String account, Instant at, List<String> drawn) {
		return new JournalEntry(at, request.method(), path, account, pairs(request.query()), pairs(request.form()),
				request.baseUrl(), drawn);
	}

	/** The request again, as the endpoint saw it (without its credential or headers). */
	public SimRequest request() {
		return new SimRequest(method, path, entries(query), entries(form), Map.of(), baseUrl, null);
	}

	private static List<List<String>> pairs(List<Map.Entry<String, String>> fields) {
		return fields.stream()
			.filter(field -> !CREDENTIAL.equals(field.getKey()))
			.map(field -> List.of(field.getKey(), field.getValue()))
			.toList();
	}

	private static List<Map.Entry<String, String>> entries(List<List<String>> pairs) {
		return pairs.stream().map(pair -> Map.entry(pair.get(0), pair.get(1))).toList();
	}

}
