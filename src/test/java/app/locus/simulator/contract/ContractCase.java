package app.locus.simulator.contract;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

/**
 * One endpoint's contract: the request (path, and fields written snake_case as the
 * canonical form; a {@code {name}} in the path or a value is filled in by
 * {@code prepare}), and what the answer must hold (status, and the fields of
 * {@code data}, or of each item when {@code data} is an array).
 *
 * @param prepare gets the world ready (creates what a write changes) and returns the
 * values of the placeholders
 */
record ContractCase(String method, String template, String path, Map<String, String> fields, int status,
		List<String> dataFields, Shape shape, Function<ContractWorld, Map<String, String>> prepare) {

	/** How {@code data} must hold the declared fields. */
	enum Shape {

		/** An object with at least these fields. */
		OBJECT,
		/** An object with exactly these fields (a field mask was sent). */
		EXACT_OBJECT,
		/** A non-empty array of items that each have at least these fields. */
		ITEMS

	}

	static ContractCase post(String template) {
		return new ContractCase("POST", template, template, Map.of(), 200, List.of(), Shape.OBJECT, world -> Map.of());
	}

	static ContractCase get(String template) {
		return new ContractCase("GET", template, template, Map.of(), 200, List.of(), Shape.OBJECT, world -> Map.of());
	}

	/** The path actually called, when the template has a variable. */
	ContractCase at(String concretePath) {
		return new ContractCase(method, template, concretePath, fields, status, dataFields, shape, prepare);
	}

	/** The request's fields as name, value, name, value... (snake_case names). */
	ContractCase with(String... namesAndValues) {
		Map<String, String> all = new LinkedHashMap<>(fields);
		for (int i = 0; i < namesAndValues.length; i += 2) {
			all.put(namesAndValues[i], namesAndValues[i + 1]);
		}
		return new ContractCase(method, template, path, all, status, dataFields, shape, prepare);
	}

	ContractCase given(Function<ContractWorld, Map<String, String>> preparation) {
		return new ContractCase(method, template, path, fields, status, dataFields, shape, preparation);
	}

	/** The status and the fields {@code data} must have. */
	ContractCase answers(int expectedStatus, String... fieldsOfData) {
		return new ContractCase(method, template, path, fields, expectedStatus, List.of(fieldsOfData), Shape.OBJECT,
				prepare);
	}

	/**
	 * A 200 whose {@code data} has exactly these fields (the request sent a field mask).
	 */
	ContractCase answersOnly(String... fieldsOfData) {
		return new ContractCase(method, template, path, fields, 200, List.of(fieldsOfData), Shape.EXACT_OBJECT,
				prepare);
	}

	/** A 200 whose {@code data} is an array of items that each have these fields. */
	ContractCase answersItems(String... fieldsOfEachItem) {
		return new ContractCase(method, template, path, fields, 200, List.of(fieldsOfEachItem), Shape.ITEMS, prepare);
	}

	/** The route this case covers, as the router names it. */
	String route() {
		return method + " " + template;
	}

	/** The path and fields with the placeholders filled in. */
	String path(Map<String, String> values) {
		return fill(path, values);
	}

	Map<String, String> fields(Map<String, String> values) {
		Map<String, String> filled = new LinkedHashMap<>();
		fields.forEach((name, value) -> filled.put(name, fill(value, values)));
		return filled;
	}

	private static String fill(String text, Map<String, String> values) {
		String result = text;
		for (Map.Entry<String, String> value : values.entrySet()) {
			result = result.replace("{" + value.getKey() + "}", value.getValue());
		}
		if (result.matches(".*\\{[a-z_]+}.*")) {
			throw new IllegalStateException("No value prepared for a placeholder in " + result);
		}
		return result;
	}

	@Override
	public String toString() {
		return route();
	}

}
