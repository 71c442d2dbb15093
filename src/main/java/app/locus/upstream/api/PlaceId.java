package app.locus.upstream.api;

import java.util.Collection;
import java.util.regex.Pattern;
import java.util.stream.Collectors;

import app.locus.base.ValidationException;

/**
 * A platform's place identifier. Printable ASCII without spaces or commas (commas
 * separate several place ids on the wire), at most 255 characters.
 */
public record PlaceId(String value) {

	private static final Pattern SHAPE = Pattern.compile("[\\x21-\\x2B\\x2D-\\x7E]{1,255}");

	public PlaceId {
		String trimmed = value == null ? "" : value.strip();
		if (trimmed.isEmpty()) {
			throw ValidationException.of("placeId", "Place id is required.");
		}
		if (!SHAPE.matcher(trimmed).matches()) {
			throw ValidationException.of("placeId",
					"Place id must be at most 255 printable characters without spaces or commas.");
		}
		value = trimmed;
	}

	public static PlaceId of(String value) {
		return new PlaceId(value);
	}

	/** {@code a,b,c}, the wire form of several place ids. */
	public static String joined(Collection<PlaceId> placeIds) {
		return placeIds.stream().map(PlaceId::value).collect(Collectors.joining(","));
	}

	@Override
	public String toString() {
		return value;
	}

}
