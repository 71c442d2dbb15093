package app.locus.base;

import org.jspecify.annotations.Nullable;

/**
 * Typed id of a workspace; opaque, safe to show in a URL.
 */
public record WorkspaceId(String value) {

	public WorkspaceId {
		OpaqueId.require(value, "workspace");
	}

	public static WorkspaceId random() {
		return new WorkspaceId(OpaqueId.next());
	}

	/**
	 * Parses an id that came from outside; a malformed one reads as "not found".
	 */
	public static WorkspaceId parse(@Nullable String value) {
		return new WorkspaceId(OpaqueId.require(value, "workspace"));
	}

	@Override
	public String toString() {
		return value;
	}

}
