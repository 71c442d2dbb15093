package app.locus.reviewinbox;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.jspecify.annotations.Nullable;

/**
 * The fields a reply template may name, filled in from the review and its profile: the
 * reviewer's first name, the client's business and the location. They are written the
 * same in every language, so a template reads the same to everyone who edits it.
 */
public final class ReplyFields {

	public static final String FIRST_NAME = "{first_name}";

	public static final String BUSINESS = "{business}";

	public static final String LOCATION = "{location}";

	public static final List<String> ALL = List.of(FIRST_NAME, BUSINESS, LOCATION);

	private static final Pattern FIELD = Pattern.compile("\\{[^{}]*\\}");

	/**
	 * A first name left out takes the comma and space before it along: "Thank you, Anna!"
	 * → "Thank you!".
	 */
	private static final Pattern FIRST_NAME_AND_SPACE = Pattern.compile(",?[ \\t]*" + Pattern.quote(FIRST_NAME));

	private ReplyFields() {
	}

	/** The fields the text names that are none of {@link #ALL}, in their order. */
	static List<String> unknownIn(String text) {
		List<String> unknown = new ArrayList<>();
		Matcher field = FIELD.matcher(text);
		while (field.find()) {
			if (!ALL.contains(field.group())) {
				unknown.add(field.group());
			}
		}
		return unknown;
	}

	static boolean namesTheReviewer(String text) {
		return text.contains(FIRST_NAME);
	}

	/**
	 * The text with its fields filled in from the review; the location is the client's
	 * name when the profile has none, and a reviewer without a name leaves the first name
	 * out.
	 */
	static String fill(String text, InboxReview review) {
		String firstName = firstName(review.reviewer());
		String filled = firstName.isEmpty() ? FIRST_NAME_AND_SPACE.matcher(text).replaceAll("")
				: text.replace(FIRST_NAME, firstName);
		String locationName = review.locationName();
		String location = locationName == null || locationName.isBlank() ? review.clientName() : locationName;
		return filled.replace(BUSINESS, review.clientName()).replace(LOCATION, location);
	}

	/** "Anna" of "Anna K.", nothing for a review without a name. */
	static String firstName(@Nullable String reviewer) {
		if (reviewer == null || reviewer.isBlank()) {
			return "";
		}
		return reviewer.strip().split("\\s+", 2)[0];
	}

}
