package app.locus.keywords;

import app.locus.base.NotFoundException;
import app.locus.base.OpaqueId;
import org.jspecify.annotations.Nullable;

/** Typed id of a keyword list; opaque, safe to show in a URL. */
public record KeywordListId(String value) {

	public KeywordListId {
		if (!OpaqueId.isWellFormed(value)) {
			throw new NotFoundException("keyword list");
		}
	}

	public static KeywordListId random() {
		return new KeywordListId(OpaqueId.next());
	}

	/** Parses an id that came from outside; a malformed one reads as "not found". */
	public static KeywordListId parse(@Nullable String value) {
		if (value == null) {
			throw new NotFoundException("keyword list");
		}
		return new KeywordListId(value);
	}

	@Override
	public String toString() {
		return value;
	}

}
