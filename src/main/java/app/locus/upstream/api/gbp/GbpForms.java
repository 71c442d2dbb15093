package app.locus.upstream.api.gbp;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.regex.Pattern;

import app.locus.base.Validation;
import app.locus.base.ValidationException;
import app.locus.upstream.FormBody;
import app.locus.upstream.api.PlaceId;

/**
 * Form parts every business-profile call shares: {@code place_id} on every call, item ids
 * and web addresses checked before they are sent, nested field names.
 */
final class GbpForms {

	private static final Pattern ITEM_ID = Pattern.compile("[\\x21-\\x7E]{1," + GbpText.ITEM_ID.max() + "}");

	private GbpForms() {
	}

	static FormBody forPlace(PlaceId placeId) {
		return FormBody.create().add("place_id", Objects.requireNonNull(placeId, "placeId"));
	}

	/** {@code place_id} plus the id of one item (post, media, link, review), checked. */
	static FormBody forItem(PlaceId placeId, String idField, String id, String label) {
		return forPlace(placeId).add(idField, itemId(id, idField, label));
	}

	/** {@code root[part][part]...}, e.g. {@code regular[0][open_time][hours]}. */
	static String field(String root, Object... parts) {
		StringBuilder name = new StringBuilder(root);
		for (Object part : parts) {
			name.append('[').append(part).append(']');
		}
		return name.toString();
	}

	/** An item id (post, media, link, review): printable, no spaces. */
	static String itemId(String value, String field, String label) {
		Validation validation = new Validation();
		String trimmed = validation.text(value, field, label, GbpText.ITEM_ID.max());
		validation.check(trimmed == null || ITEM_ID.matcher(trimmed).matches(), field,
				label + " may hold printable characters without spaces only.");
		validation.throwIfInvalid();
		return trimmed;
	}

	/** An item id as {@link #itemId}, for checks made before anything is sent. */
	static String checkItemId(String value) {
		return itemId(value, GbpText.ITEM_ID.field(), "Item id");
	}

	/** An absolute http or https address. */
	static String webAddress(String value, String field, String label) {
		String trimmed = value == null ? "" : value.strip();
		try {
			URI uri = new URI(trimmed);
			boolean web = ("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))
					&& uri.getHost() != null && trimmed.codePointCount(0, trimmed.length()) <= 2000;
			if (web) {
				return trimmed;
			}
		}
		catch (URISyntaxException ex) {
			// refused below
		}
		throw ValidationException.of(field, label + " must be a web address starting with http:// or https://.");
	}

}
