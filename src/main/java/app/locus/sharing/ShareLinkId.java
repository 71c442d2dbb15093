package app.locus.sharing;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;

import org.jspecify.annotations.Nullable;

/** Typed id of a share link (never its token); opaque, safe to show in a page. */
public record ShareLinkId(String value) {

	public ShareLinkId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("share link");
		}
	}

	public static ShareLinkId random() {
		return new ShareLinkId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static ShareLinkId parse(@Nullable String value) {
		if (value == null) {
			throw new NotFoundException("share link");
		}
		return new ShareLinkId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
