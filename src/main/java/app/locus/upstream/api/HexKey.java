package app.locus.upstream.api;

import java.util.regex.Pattern;

import app.locus.base.ValidationException;

/** The shape shared by report, campaign, autoscan and reviews keys. */
final class HexKey {

	private static final Pattern SHAPE = Pattern.compile("[0-9a-f]{15}");

	private HexKey() {
	}

	static String require(String value, String field, String label) {
		String trimmed = value == null ? "" : value.strip();
		if (!SHAPE.matcher(trimmed).matches()) {
			throw ValidationException.of(field, label + " must be 15 lowercase hexadecimal characters.");
		}
		return trimmed;
	}

}
