package app.locus.upstream.api;

import app.locus.upstream.FormBody;
import org.jspecify.annotations.Nullable;

/**
 * Page size and fieldmask of a listing without other filters (guard, reviews); null parts
 * are not sent (the service then answers 10 items with all fields).
 */
public record ListQuery(@Nullable Limit limit, @Nullable Fieldmask fieldmask) implements PageQuery {

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
	public FormBody toForm(@Nullable String nextToken) {
		return addTo(FormBody.create(), nextToken);
	}

	/** Adds limit, next_token and fieldmask (when set) to a listing's filters. */
	public FormBody addTo(FormBody body, @Nullable String nextToken) {
		return body.add("limit", limit).add("next_token", nextToken).add("fieldmask", fieldmask);
	}

}
