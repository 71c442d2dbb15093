package app.locus.upstream;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;

import org.jspecify.annotations.Nullable;

/**
 * An application/x-www-form-urlencoded body in the service's conventions: fields in
 * order, optional ones omitted (never sent empty or null), arrays and objects as indexed
 * fields such as {@code services[0][name]}. The api_key is never put here: the gateway
 * adds the credential when it sends.
 */
public final class FormBody {

	private final List<Map.Entry<String, String>> fields = new ArrayList<>();

	public static FormBody create() {
		return new FormBody();
	}

	/** Adds the field when the value is present; null and blank values are omitted. */
	public FormBody add(String name, @Nullable Object value) {
		if (value != null && !value.toString().isBlank()) {
			fields.add(Map.entry(name, value.toString()));
		}
		return this;
	}

	/**
	 * Adds {@code name[index][key]} for each map of the list, e.g.
	 * {@code services[0][name]}.
	 */
	public FormBody addIndexed(String name, List<Map<String, ?>> items) {
		for (int i = 0; i < items.size(); i++) {
			for (Map.Entry<String, ?> entry : items.get(i).entrySet()) {
				add(name + "[" + i + "][" + entry.getKey() + "]", entry.getValue());
			}
		}
		return this;
	}

	public List<Map.Entry<String, String>> fields() {
		return Collections.unmodifiableList(fields);
	}

	public String encode() {
		return fields.stream()
			.map(e -> URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8) + "="
					+ URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8))
			.collect(Collectors.joining("&"));
	}

	/** Field names only, for logs: values may be personal data. */
	@Override
	public String toString() {
		return fields.stream().map(Map.Entry::getKey).collect(Collectors.joining(",", "FormBody[", "]"));
	}

}
