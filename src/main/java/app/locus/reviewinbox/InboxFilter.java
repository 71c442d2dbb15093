package app.locus.reviewinbox;

import java.util.Set;

import app.locus.base.Validation;
import app.locus.base.WorkspaceId;
import org.jspecify.annotations.Nullable;

/**
 * What the inbox shows: only unanswered reviews or all, the star ratings wanted (empty
 * for every rating), one client workspace and one of its locations or all, and how
 * recent.
 */
public record InboxFilter(boolean unansweredOnly, Set<Integer> stars, @Nullable WorkspaceId client,
		@Nullable String placeId, InboxAge age) {

	/** Longer than any place id the service gives. */
	static final int MAX_PLACE_ID = 255;

	public InboxFilter {
		stars = Set.copyOf(stars);
	}

	/** Every review of every client the person may see. */
	public static InboxFilter everything() {
		return new InboxFilter(false, Set.of(), null, null, InboxAge.ANY);
	}

	/** Refuses star ratings outside 1 to 5 and a place id no location has. */
	void validate() {
		new Validation()
			.check(stars.stream().allMatch(star -> star != null && star >= 1 && star <= 5), "stars",
					"Star ratings go from 1 to 5.")
			.check(placeId == null || placeId.length() <= MAX_PLACE_ID, "placeId",
					"A location id has at most " + MAX_PLACE_ID + " characters.")
			.throwIfInvalid();
	}

}
