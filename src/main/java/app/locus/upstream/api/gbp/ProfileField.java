package app.locus.upstream.api.gbp;

import java.util.regex.Pattern;

import app.locus.base.Validation;

/**
 * The location fields the portal writes, with where they sit in the platform resource
 * (sent as {@code location[websiteUri]}, {@code location[profile][description]}...).
 */
public enum ProfileField {

	TITLE(false, "title"), WEBSITE(true, "websiteUri"), PRIMARY_PHONE(true, "phoneNumbers", "primaryPhone"),
	DESCRIPTION(true, "profile", "description"),
	/** The value is a category name such as {@code categories/gcid:dentist}. */
	PRIMARY_CATEGORY(false, "categories", "primaryCategory");

	private static final Pattern PHONE = Pattern.compile("\\+?[0-9 ()./-]{3,30}");

	private final boolean clearable;

	private final String[] path;

	ProfileField(boolean clearable, String... path) {
		this.clearable = clearable;
		this.path = path;
	}

	/**
	 * Whether the field may be emptied (a listing always keeps its title and category).
	 */
	public boolean clearable() {
		return clearable;
	}

	/** The form field, e.g. {@code location[phoneNumbers][primaryPhone]}. */
	String formName() {
		return GbpForms.field("location", (Object[]) path);
	}

	/** The dot path used in {@code clear}, e.g. {@code profile.description}. */
	String clearName() {
		return String.join(".", path);
	}

	/** The text this field holds, with its length limit. */
	public GbpText text() {
		return switch (this) {
			case TITLE -> GbpText.BUSINESS_NAME;
			case WEBSITE -> GbpText.WEBSITE;
			case PRIMARY_PHONE -> GbpText.PHONE;
			case DESCRIPTION -> GbpText.BUSINESS_DESCRIPTION;
			case PRIMARY_CATEGORY -> GbpText.CATEGORY;
		};
	}

	/** The checked value, with the field named after its resource path on error. */
	String check(String value, Validation validation) {
		String text = text().check(value, validation);
		return switch (this) {
			case TITLE, DESCRIPTION, PRIMARY_CATEGORY -> text;
			case WEBSITE ->
				text == null ? null : validation.value(() -> GbpForms.webAddress(text, clearName(), "Website"));
			case PRIMARY_PHONE -> {
				validation.check(text == null || PHONE.matcher(text).matches(), clearName(),
						"Phone may hold digits, spaces, + ( ) . / and - only.");
				yield text;
			}
		};
	}

}
