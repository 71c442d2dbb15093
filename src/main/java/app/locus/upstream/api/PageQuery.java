package app.locus.upstream.api;

import app.locus.upstream.FormBody;
import org.jspecify.annotations.Nullable;

/** The filters of a list endpoint, rendered for one page. */
public interface PageQuery {

	/** The form of the page after {@code nextToken} (null for the first page). */
	FormBody toForm(@Nullable String nextToken);

}
