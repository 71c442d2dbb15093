package app.locus.simulator.api;

import java.util.Locale;

/**
 * How the service matches a parameter's name: real clients write the same parameter as
 * {@code placeId}, {@code place_id} or {@code PlaceID}, so names are compared without
 * underscores and case. Only the part before an index ({@code services[0][name]}) is the
 * parameter's name; what is inside the brackets stays as sent.
 */
public final class ParamName {

	private ParamName() {
	}

	/** The form two spellings of one parameter share. */
	public static String canonical(String name) {
		int bracket = name.indexOf('[');
		String head = bracket < 0 ? name : name.substring(0, bracket);
		String rest = bracket < 0 ? "" : name.substring(bracket);
		return head.replace("_", "").toLowerCase(Locale.ROOT) + rest;
	}

	/** Whether a field sent under {@code sent} is the parameter {@code name}. */
	public static boolean same(String sent, String name) {
		return canonical(sent).equals(canonical(name));
	}

}
