package app.locus.simulator.http;

import java.net.URLDecoder;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

/**
 * application/x-www-form-urlencoded in both directions. Decoding is lenient: a field with
 * a broken escape keeps its raw text rather than failing the whole request.
 */
public final class FormCodec {

	private FormCodec() {
	}

	public static List<Map.Entry<String, String>> decode(String encoded) {
		List<Map.Entry<String, String>> fields = new ArrayList<>();
		if (encoded == null || encoded.isEmpty()) {
			return fields;
		}
		for (String pair : encoded.split("&")) {
			if (pair.isEmpty()) {
				continue;
			}
			int eq = pair.indexOf('=');
			String name = eq < 0 ? pair : pair.substring(0, eq);
			String value = eq < 0 ? "" : pair.substring(eq + 1);
			fields.add(Map.entry(unescape(name), unescape(value)));
		}
		return fields;
	}

	public static String encode(List<Map.Entry<String, String>> fields) {
		return fields.stream()
			.map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
					+ URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
	}

	static String decodePath(String path) {
		try {
			return URLDecoder.decode(path.replace("+", "%2B"), StandardCharsets.UTF_8);
		}
		catch (IllegalArgumentException ex) {
			return path;
		}
	}

	private static String unescape(String text) {
		try {
			return URLDecoder.decode(text, StandardCharsets.UTF_8);
		}
		catch (IllegalArgumentException ex) {
			return text;
		}
	}

}
