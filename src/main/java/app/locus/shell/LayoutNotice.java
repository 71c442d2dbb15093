package app.locus.shell;

import java.util.Optional;

import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * A warning a feature wants shown in the frame of every page of the open workspace (for
 * example that its credits run out before the renewal). A feature declares a bean; the
 * layout asks each one on every navigation, so an answer must be cheap (no call to the
 * scanning service) and must not throw.
 */
public interface LayoutNotice {

	/**
	 * What the layout shows: a short text that links to the page that explains it, or
	 * plain text when the person has no page to go to.
	 */
	record Notice(String id, String text, @Nullable String href) {

	}

	/** The notice for the open workspace and the signed-in person, if one is due. */
	Optional<Notice> noticeFor(WorkspaceId workspace);

}
