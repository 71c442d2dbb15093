package app.locus.upstream.credentials;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;

/**
 * Typed id of an OAuth connection of a workspace to the service; opaque, safe to show in
 * a URL.
 */
public record OAuthConnectionId(String value) {

	public OAuthConnectionId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("OAuth connection");
		}
	}

	public static OAuthConnectionId random() {
		return new OAuthConnectionId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static OAuthConnectionId parse(String value) {
		return new OAuthConnectionId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
