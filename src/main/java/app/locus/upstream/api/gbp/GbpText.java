package app.locus.upstream.api.gbp;

import app.locus.base.Validation;
import app.locus.base.ValidationException;

/**
 * Every free text a business-profile write sends, with its length limit, in one place
 * (DD125). The service's spec names none of them ("Parameters and response bodies of the
 * business-profile endpoints beyond those named above: not shown."), so each limit is the
 * platform's own (Google Business Profile) as DD125 lists it. Lengths are counted in
 * Unicode code points, so an emoji counts once.
 */
public enum GbpText {

	/** Google's LocalPost summary: at most 1500 characters. */
	POST_SUMMARY("summary", "Post text", 1500),
	/** Google's review reply comment (documented as 4096 bytes; see DD125). */
	REVIEW_REPLY("comment", "Reply", 4096),
	/** A photo's or video's description. */
	MEDIA_DESCRIPTION("description", "Description", 1000),
	/** The business name as it shows on the listing. */
	BUSINESS_NAME("title", "Business name", 100),
	/** The "from the business" description: at most 750 characters at Google. */
	BUSINESS_DESCRIPTION("profile.description", "Description", 750),
	/** A category resource name, e.g. {@code categories/gcid:dentist}. */
	CATEGORY("categories.primaryCategory", "Category", 255),
	/** The website shown on the listing (an address). */
	WEBSITE("websiteUri", "Website", 2000),
	/** The primary phone number. */
	PHONE("phoneNumbers.primaryPhone", "Phone", 30),
	/** An action link's address. */
	LINK_ADDRESS("url", "Link", 2000),
	/** An action link's type as {@code action-types} names it. */
	LINK_TYPE("type", "Link type", 64),
	/** The public address a photo or video is fetched from. */
	MEDIA_ADDRESS("source_url", "Media address", 2000),
	/** The id of a post, photo, link or review the write touches. */
	ITEM_ID("item_id", "Item id", 255),
	/** A free-form service's label (Google: 140 characters). */
	SERVICE_NAME("services.name", "Service name", 140),
	/** A structured service's platform id. */
	SERVICE_TYPE("services.service_type_id", "Service type", 140),
	/** An attribute's id. */
	ATTRIBUTE("attributes.attribute_id", "Attribute", 255),
	/** A search in the platform's categories or chains. */
	SEARCH_TERM("term", "Search term", 100);

	private final String field;

	private final String label;

	private final int max;

	GbpText(String field, String label, int max) {
		this.field = field;
		this.label = label;
		this.max = max;
	}

	/** The field the error names. */
	public String field() {
		return field;
	}

	/** The field's name in plain words. */
	public String label() {
		return label;
	}

	/** The most code points the text may hold. */
	public int max() {
		return max;
	}

	/** What a form shows under the field. */
	public String hint() {
		return "At most " + max + " characters.";
	}

	/**
	 * The text stripped, or null after noting why it is refused (missing, longer than
	 * {@link #max()} code points, control characters).
	 */
	public String check(String value, Validation validation) {
		return validation.text(value, field, label, max);
	}

	/** The text stripped, or a {@link ValidationException} naming the field and limit. */
	public String require(String value) {
		Validation validation = new Validation();
		String text = check(value, validation);
		validation.throwIfInvalid();
		return text;
	}

	/**
	 * The id of an item a write touches, stripped: printable, without spaces, at most
	 * {@link #ITEM_ID} long; else a {@link ValidationException} naming the limit.
	 */
	public static String itemId(String value) {
		return GbpForms.checkItemId(value);
	}

	/** Like {@link #require}, but null and blank mean "not given" and give null. */
	public String optional(String value) {
		return value == null || value.isBlank() ? null : require(value);
	}

}
