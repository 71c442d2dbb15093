package app.locus.simulator.contract;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * One way a real client of the service writes a request: how the fields travel, how their
 * names are spelled and where the key goes. The vendor's own clients use each of these: a
 * workflow node sends url-encoded bodies with the key in the body; a tool-protocol server
 * sends multipart bodies for writes and puts every field of a read in the query string of
 * a POST; Locus sends url-encoded bodies with the spec's names.
 */
enum Dialect {

	URLENCODED_SNAKE(Encoding.URLENCODED, Naming.SNAKE, Key.BODY),
	URLENCODED_CAMEL(Encoding.URLENCODED, Naming.CAMEL, Key.QUERY),
	MULTIPART_SNAKE(Encoding.MULTIPART, Naming.SNAKE, Key.BEARER),
	MULTIPART_CAMEL(Encoding.MULTIPART, Naming.CAMEL, Key.BODY), QUERY_SNAKE(Encoding.QUERY, Naming.SNAKE, Key.QUERY),
	QUERY_CAMEL(Encoding.QUERY, Naming.CAMEL, Key.BEARER);

	/** How the fields travel. */
	enum Encoding {

		/** An application/x-www-form-urlencoded body. */
		URLENCODED,
		/** A multipart/form-data body. */
		MULTIPART,
		/** The query string (of a GET, or of a POST without a body). */
		QUERY

	}

	/** How the fields' names are spelled. */
	enum Naming {

		SNAKE, CAMEL

	}

	/** Where the API key goes. */
	enum Key {

		/** api_key as a field, with the others. */
		BODY,
		/** api_key in the query string, whatever carries the others. */
		QUERY,
		/** Authorization: Bearer. */
		BEARER

	}

	final Encoding encoding;

	final Naming naming;

	final Key key;

	Dialect(Encoding encoding, Naming naming, Key key) {
		this.encoding = encoding;
		this.naming = naming;
		this.key = key;
	}

	/**
	 * The dialects a route can be called in: a GET carries its fields in the query only.
	 */
	static List<Dialect> forMethod(String method) {
		if (method.equals("GET")) {
			return List.of(QUERY_SNAKE, QUERY_CAMEL);
		}
		return List.of(values());
	}

	/** The fields as this dialect names them (the case table writes them snake_case). */
	List<Map.Entry<String, String>> name(Map<String, String> canonical) {
		List<Map.Entry<String, String>> named = new ArrayList<>();
		canonical.forEach((name, value) -> named.add(Map.entry(naming == Naming.CAMEL ? camel(name) : name, value)));
		return named;
	}

	/**
	 * {@code place_id} → {@code placeId}; an index ({@code services[0][name]}) is kept.
	 */
	static String camel(String name) {
		int bracket = name.indexOf('[');
		String head = bracket < 0 ? name : name.substring(0, bracket);
		StringBuilder camel = new StringBuilder();
		boolean upper = false;
		for (char c : head.toCharArray()) {
			if (c == '_') {
				upper = true;
			}
			else {
				camel.append(upper ? Character.toUpperCase(c) : c);
				upper = false;
			}
		}
		return camel + (bracket < 0 ? "" : name.substring(bracket));
	}

	@Override
	public String toString() {
		return name().toLowerCase(Locale.ROOT) + ", key in " + key.name().toLowerCase(Locale.ROOT);
	}

}
