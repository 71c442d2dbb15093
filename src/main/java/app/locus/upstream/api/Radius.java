package app.locus.upstream.api;

import java.math.BigDecimal;

import app.locus.base.ValidationException;

/**
 * Distance from the grid center to its edge, 0.1 to 100 in the chosen
 * {@link Measurement}.
 */
public record Radius(BigDecimal value) {

	private static final BigDecimal MIN = new BigDecimal("0.1");

	private static final BigDecimal MAX = new BigDecimal("100");

	public Radius {
		if (value == null || value.compareTo(MIN) < 0 || value.compareTo(MAX) > 0) {
			throw ValidationException.of("radius", "Radius must be from 0.1 to 100.");
		}
		value = value.stripTrailingZeros();
	}

	public static Radius of(String text) {
		try {
			return new Radius(new BigDecimal(text == null ? "" : text.strip()));
		}
		catch (NumberFormatException ex) {
			throw ValidationException.of("radius", "Radius must be a number from 0.1 to 100.");
		}
	}

	public static Radius of(double value) {
		if (!Double.isFinite(value)) {
			throw ValidationException.of("radius", "Radius must be a number from 0.1 to 100.");
		}
		return new Radius(BigDecimal.valueOf(value));
	}

	/** The wire form without exponent or trailing zeros, e.g. {@code 2.5}. */
	@Override
	public String toString() {
		return value.toPlainString();
	}

}
