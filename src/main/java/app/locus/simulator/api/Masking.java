package app.locus.simulator.api;

import java.util.List;

import com.fasterxml.jackson.databind.JsonNode;

/**
 * How a record kind meets a field mask: the fields it hides unless named (the grid's
 * {@code data_points} of scan, competitor and trend reports, spec rule 3) and the array
 * whose elements bare paths also reach (a competitor report's {@code businesses}).
 *
 * @param hiddenUnlessNamed dot paths, {@code *} for every element
 * @param reachInto the array field bare paths reach into, or null
 */
public record Masking(List<String> hiddenUnlessNamed, String reachInto) {

	/** Every field shown, bare paths only at the top. */
	public static final Masking PLAIN = new Masking(List.of(), null);

	/** The grid of a scan or trend report hidden unless named. */
	public static final Masking GRID = new Masking(List.of(FieldMask.DATA_POINTS), null);

	public Masking {
		hiddenUnlessNamed = List.copyOf(hiddenUnlessNamed);
	}

	public JsonNode apply(FieldMask mask, JsonNode record) {
		FieldMask reaching = reachInto == null ? mask : mask.reachingInto(reachInto, record);
		return reaching.apply(record, hiddenUnlessNamed);
	}

}
