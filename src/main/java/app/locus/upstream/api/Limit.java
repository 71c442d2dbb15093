package app.locus.upstream.api;

import app.locus.base.ValidationException;

/**
 * Page size of a list endpoint, 1 to 100; the service refuses (does not clamp) other
 * values. When no limit is sent the service answers 10 items.
 */
public record Limit(int value) {

	public static final Limit MAX = new Limit(100);

	public Limit {
		if (value < 1 || value > 100) {
			throw ValidationException.of("limit", "Limit must be from 1 to 100.");
		}
	}

	public static Limit of(int value) {
		return new Limit(value);
	}

	@Override
	public String toString() {
		return Integer.toString(value);
	}

}
