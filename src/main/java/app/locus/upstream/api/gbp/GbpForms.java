package app.locus.upstream.api.gbp;

import java.net.URI;
import java.net.URISyntaxException;
import java.util.Objects;
import java.util.regex.Pattern;

import app.locus.base.ValidationException;
import app.locus.upstream.FormBody;
import app.locus.upstream.UpstreamRequest;
import app.locus.upstream.api.Limit;
import app.locus.upstream.api.PlaceId;

/**
 * What every business-profile call shares: {@code POST /v2/gbp/<area>} with
 * {@code place_id}, item ids checked before they are sent, and list paging.
 */
final class GbpForms {

	private static final Pattern ITEM_ID = Pattern.compile("[\\x21-\\x7E]{1,255}");

	private GbpForms() {
	}

	static FormBody forPlace(PlaceId placeId) {
		return FormBody.create().add("place_id", Objects.requireNonNull(placeId, "placeId"));
	}

	static FormBody forPage(PlaceId placeId, Limit limit, String nextToken) {
		return forPlace(placeId).add("limit", limit).add("next_token", nextToken);
	}

	static UpstreamRequest read(String area, FormBody body) {
		return UpstreamRequest.read("/v2/gbp/" + area, body);
	}

	static UpstreamRequest write(String area, FormBody body) {
		return UpstreamRequest.write("/v2/gbp/" + area, body);
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
		String trimmed = value == null ? "" : value.strip();
		if (!ITEM_ID.matcher(trimmed).matches()) {
			throw ValidationException.of(field, label + " is missing or malformed.");
		}
		return trimmed;
	}

	/** An absolute http or https address. */
	static String webAddress(String value, String field, String label) {
		String trimmed = value == null ? "" : value.strip();
		try {
			URI uri = new URI(trimmed);
			boolean web = ("http".equalsIgnoreCase(uri.getScheme()) || "https".equalsIgnoreCase(uri.getScheme()))
					&& uri.getHost() != null && trimmed.length() <= 2000;
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
