package app.locus.reviewinbox;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/** A linked location whose reviews the inbox holds, for the location filter. */
public record InboxLocation(WorkspaceId workspace, String placeId, @Nullable String name) {

}
