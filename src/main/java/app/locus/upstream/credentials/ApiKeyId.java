package app.locus.upstream.credentials;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;

/**
 * Typed id of a stored API key; opaque, safe to show in a URL.
 */
public record ApiKeyId(String value) {

	public ApiKeyId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("API key");
		}
	}

	public static ApiKeyId random() {
		return new ApiKeyId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static ApiKeyId parse(String value) {
		return new ApiKeyId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
