package app.locus.upstream.api;

import app.locus.upstream.FormBody;

/**
 * Page size and fieldmask of a listing without other filters (guard, reviews); null parts
 * are not sent (the service then answers 10 items with all fields).
 */
public record ListQuery(Limit limit, Fieldmask fieldmask) implements PageQuery {

	public static ListQuery all() {
		return new ListQuery(null, null);
	}

	public ListQuery withLimit(Limit newLimit) {
		return new ListQuery(newLimit, fieldmask);
	}

	public ListQuery withFieldmask(Fieldmask newFieldmask) {
		return new ListQuery(limit, newFieldmask);
	}

	/** The form of one page: limit, next_token and fieldmask when set. */
	@Override
	public FormBody toForm(String nextToken) {
		return addTo(FormBody.create(), nextToken);
	}

	/** Adds limit, next_token and fieldmask (when set) to a listing's filters. */
	public FormBody addTo(FormBody body, String nextToken) {
		return body.add("limit", limit).add("next_token", nextToken).add("fieldmask", fieldmask);
	}

}
